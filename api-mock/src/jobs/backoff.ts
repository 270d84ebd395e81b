/** When a failed job runs again: exponential backoff, doubling from `baseMs` per attempt, capped at `maxMs`. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** 30 s, 1 min, 2 min, ... up to one hour between attempts. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 3_600_000 };

/** The wait after the `attempt`-th failed attempt (1-based). */
export function retryDelayMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}
