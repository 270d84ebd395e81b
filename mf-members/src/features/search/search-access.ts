import type { Settings } from 'shared-ui/kernel';

/**
 * SPEC section 6: logged-out search is visible when logged_out_search is not 'none', or when the
 * traffic-source variant is not 'none' and the visitor came with a traffic source.
 */
export function loggedOutSearchVisible(settings: Settings | null, hasTrafficSource: boolean): boolean {
  if (!settings) return false;
  if (settings.logged_out_search !== 'none') return true;
  return settings.logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}
