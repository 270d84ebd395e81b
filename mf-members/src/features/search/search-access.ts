import { loggedOutSearchOpen, type Settings } from 'shared-ui/kernel';

/** Whether a visitor sees the search: the API's rule, false until settings are loaded. */
export function loggedOutSearchVisible(settings: Settings | null, hasTrafficSource: boolean): boolean {
  return settings !== null && loggedOutSearchOpen(settings, hasTrafficSource);
}
