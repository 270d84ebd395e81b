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
  const secondsLeft = Math.floor(TIME_BONUS_DURATION_S - (now - signup) / 1000);
  return secondsLeft > 0 ? { isVisible: true, secondsLeft } : null;
}
