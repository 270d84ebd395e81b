/**
 * Login lockout. Three rules, each "`threshold` failures within `window` minutes block for `lock` minutes
 * after the failure that reached the threshold" (429 account_locked with the minutes left):
 *
 * - per e-mail address AND client IP pair: LOGIN_MAX_FAILURES (5) within 15 min block that pair for 15 min.
 *   This is the lock a guesser meets first, and it only locks out the guesser's own IP: someone who knows a
 *   member's address cannot keep the member out by failing on purpose from elsewhere.
 * - per client IP across addresses: LOGIN_MAX_FAILURES_PER_IP (20) within 15 min block that IP for 15 min
 *   (higher, because members behind one NAT share an IP).
 * - per address across all IPs, the slower curve that bounds a distributed guesser: 20 failures within
 *   60 min block the address for 15 min for every client except the member's known clients (IPs with a
 *   successful login to the account within LOGIN_KNOWN_CLIENT_DAYS). However many IPs a guesser has, an
 *   address gets at most about 20 guesses an hour, while the member still logs in from their usual clients;
 *   only a new client of the member during such an attack waits (at most 15 min at a time).
 *
 * Unknown addresses lock exactly like known ones (the lockout reveals nothing). Attempts while blocked are
 * refused without being counted, so every block ends on time.
 *
 * Bursts: an attempt is written to the database BEFORE its password is checked and counts as a failure until
 * a success removes it (that attempt's row only, so one right password cannot make room for more guesses;
 * failures simply age out). Each request writes its row, then reads the recent rows including every
 * attempt written before it; on PostgreSQL (shared by all instances) and PGlite alike, the k-th row to be
 * committed is seen with at least k - 1 others, so of any burst at most `threshold` attempts are checked.
 * No Redis is needed for this: the database is the one shared counter.
 */
import {
  LOGIN_ADDRESS_LOCK_MIN,
  LOGIN_ADDRESS_WINDOW_MIN,
  LOGIN_FAILURE_WINDOW_MIN,
  LOGIN_LOCK_MIN,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_IP,
} from 'contract';

const MINUTE = 60_000;

export interface LockRule {
  threshold: number;
  windowMin: number;
  lockMin: number;
}

export const PAIR_RULE: LockRule = {
  threshold: LOGIN_MAX_FAILURES,
  windowMin: LOGIN_FAILURE_WINDOW_MIN,
  lockMin: LOGIN_LOCK_MIN,
};
export const IP_RULE: LockRule = {
  threshold: LOGIN_MAX_FAILURES_PER_IP,
  windowMin: LOGIN_FAILURE_WINDOW_MIN,
  lockMin: LOGIN_LOCK_MIN,
};
export const ADDRESS_RULE: LockRule = {
  threshold: LOGIN_MAX_FAILURES_PER_ADDRESS,
  windowMin: LOGIN_ADDRESS_WINDOW_MIN,
  lockMin: LOGIN_ADDRESS_LOCK_MIN,
};

/** A counted login attempt: a failure, or one whose password is still being checked. */
export interface LoginAttempt {
  id: number;
  ip: string;
  at: Date;
}

/** The recent attempts for the address on the site (from any IP) and from the client IP (any address). */
export interface RecentAttempts {
  byAddress: LoginAttempt[];
  byIp: LoginAttempt[];
}

/** How far back attempts matter: the longest window plus the block it can cause. */
export const lockoutHorizon = (now: Date): Date =>
  new Date(
    now.getTime() -
      Math.max(...[PAIR_RULE, IP_RULE, ADDRESS_RULE].map((rule) => rule.windowMin + rule.lockMin)) * MINUTE,
  );

/** When the block caused by these failures (any order) ends, or null when there is none at `now`. */
export function lockedUntil(failures: Date[], now: Date, rule: LockRule = PAIR_RULE): Date | null {
  const times = failures.map((at) => at.getTime()).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = rule.threshold - 1; i < times.length; i++) {
    const at = times[i] as number;
    const first = times[i - (rule.threshold - 1)] as number;
    if (at - first < rule.windowMin * MINUTE) until = Math.max(until ?? 0, at + rule.lockMin * MINUTE);
  }
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The blocks these attempts cause for a login from `ip`: `client` (the pair and the IP rule, which apply
 * whoever asks) and `address` (the per-address curve, which the member's known clients are exempt from).
 */
export function lockouts(
  recent: RecentAttempts,
  ip: string,
  now: Date,
): { client: Date | null; address: Date | null } {
  const times = (attempts: LoginAttempt[]) => attempts.map((attempt) => attempt.at);
  const pair = lockedUntil(times(recent.byAddress.filter((attempt) => attempt.ip === ip)), now, PAIR_RULE);
  return {
    client: later(pair, lockedUntil(times(recent.byIp), now, IP_RULE)),
    address: lockedUntil(times(recent.byAddress), now, ADDRESS_RULE),
  };
}

/** The same attempts without one of them (an attempt is judged by those counted before or beside it). */
export const withoutAttempt = (recent: RecentAttempts, id: number): RecentAttempts => ({
  byAddress: recent.byAddress.filter((attempt) => attempt.id !== id),
  byIp: recent.byIp.filter((attempt) => attempt.id !== id),
});

/** Whole minutes left, at least 1 (the message says 'blocked for {minutes} min.'). */
export const minutesLeft = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
