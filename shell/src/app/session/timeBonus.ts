import { TIME_BONUS_DURATION_S, type User } from 'shared-ui/kernel';

export interface TimeBonusState {
  isVisible: boolean;
  secondsLeft: number;
}

/**
 * The welcome time bonus is inactive for paid users and once TIME_BONUS_DURATION_S
 * have passed since signup; otherwise active with the seconds left. Null means inactive.
 */
export function timeBonusFor(user: User | null, now: number = Date.now()): TimeBonusState | null {
  if (!user || user.paid_user) return null;
  const signup = Date.parse(user.signup_date);
  if (Number.isNaN(signup)) return null;
  // Whole seconds rounded up: 00:00:01 shows for the last second, and the bonus ends exactly at 4 hours.
  const secondsLeft = Math.ceil(TIME_BONUS_DURATION_S - (now - signup) / 1000);
  return secondsLeft > 0 ? { isVisible: true, secondsLeft } : null;
}

/** When the bonus ends (ms since the epoch), or null when the user has none. */
export function timeBonusEndsAt(user: User | null): number | null {
  if (!user || user.paid_user) return null;
  const signup = Date.parse(user.signup_date);
  return Number.isNaN(signup) ? null : signup + TIME_BONUS_DURATION_S * 1000;
}

/**
 * Milliseconds until the shown seconds change: the countdown ticks on the second boundaries of the
 * bonus's own end, so it shows 00:00:00 at no point and disappears exactly when the 4 hours are over.
 */
export function msToNextTick(endsAt: number, now: number = Date.now()): number {
  const remaining = endsAt - now;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}
