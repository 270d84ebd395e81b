import type { PushState, User } from 'shared-ui/kernel';
import { isMembersArea } from '../time-bonus/timeBonusRules';

/** The alert's hide key: dismissing stores the unix time (seconds) under it, and it stays hidden. */
export const PUSH_ALERT_HIDE_KEY = 'hide_push_notifications';

/**
 * Shown to a logged-in member on the members-area pages while this browser can take pushes and is not
 * subscribed. Not once the member refused the browser's prompt (the browser would not ask again), not in a
 * browser without push, and not while the state is still being read.
 */
export function shouldShowPushAlert(
  user: User | null,
  state: PushState | undefined,
  routeName: string | undefined,
): boolean {
  return user !== null && state === 'default' && isMembersArea(routeName);
}
