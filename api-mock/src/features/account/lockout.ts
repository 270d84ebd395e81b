/**
 * Login lockout: LOGIN_MAX_FAILURES failures within LOGIN_FAILURE_WINDOW_MIN minutes per e-mail address on
 * the site, or LOGIN_MAX_FAILURES_PER_IP per client IP across addresses, block further attempts for
 * LOGIN_LOCK_MIN minutes after the failure that reached the threshold. Attempts while blocked are refused without being counted,
 * so a block always ends on its own: nobody can keep a member locked out.
 */
import { LOGIN_FAILURE_WINDOW_MIN, LOGIN_LOCK_MIN, LOGIN_MAX_FAILURES } from '../../contract/index.js';

const MINUTE = 60_000;

/** How far back failures matter: a window plus the block it can cause. */
export const lockoutHorizon = (now: Date): Date =>
  new Date(now.getTime() - (LOGIN_FAILURE_WINDOW_MIN + LOGIN_LOCK_MIN) * MINUTE);

/** When the block caused by these failures (any order) ends, or null when there is none at `now`. */
export function lockedUntil(failures: Date[], now: Date, threshold = LOGIN_MAX_FAILURES): Date | null {
  const times = failures.map((at) => at.getTime()).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = threshold - 1; i < times.length; i++) {
    const at = times[i] as number;
    const first = times[i - (threshold - 1)] as number;
    if (at - first < LOGIN_FAILURE_WINDOW_MIN * MINUTE) until = at + LOGIN_LOCK_MIN * MINUTE;
  }
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

/** Whole minutes left, at least 1 (the message says 'blocked for {minutes} min.'). */
export const minutesLeft = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
