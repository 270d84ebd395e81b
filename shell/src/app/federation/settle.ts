/**
 * A promise that records its outcome on itself, in the shape React's `use()` reads: a promise that
 * already settled renders synchronously instead of suspending again (no flash of the fallback when
 * the route's lazy preload finished before the slot renders).
 */
export type SettledPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function settle<T>(promise: Promise<T>): SettledPromise<T> {
  const tracked = promise as SettledPromise<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
