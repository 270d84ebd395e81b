/**
 * A bounded queue in front of image processing. Decoding an upload costs up to a second of a core and
 * hundreds of MiB; unbounded, a handful of parallel uploads would take every core (and libuv's thread pool,
 * which file serving and password hashing share) for as long as they run. Here at most `concurrency` jobs
 * run at once, at most `maxWaiting` wait (first come, first served), and any further job is refused at once
 * with GateBusyError, so a crowd of uploads gets a fast answer instead of an ever longer wait.
 */

/** Refused because the queue is full; `retryAfterSeconds` estimates when a slot frees up. */
export class GateBusyError extends Error {
  override name = 'GateBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('the queue is full');
  }
}

export interface DecodeGate {
  /** Runs `job` once a slot is free; GateBusyError at once when `maxWaiting` jobs wait already. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Whether a job given now would be refused (a cheap check before work that should precede `run`). */
  isFull(): boolean;
  /** Jobs running and waiting now. */
  load(): { running: number; waiting: number };
}

export function createDecodeGate(options: { concurrency: number; maxWaiting: number }): DecodeGate {
  const { concurrency, maxWaiting } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error('maxWaiting must be 0 or more');
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Moving average of one job's duration, for Retry-After. */
  let averageMs = 1_000;

  const isFull = () => running >= concurrency && waiting.length >= maxWaiting;

  return {
    async run(job) {
      if (running < concurrency) {
        running += 1;
      } else if (waiting.length < maxWaiting) {
        // The finishing job hands its slot over directly, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        const rounds = (running + waiting.length) / concurrency;
        throw new GateBusyError(Math.max(1, Math.ceil((rounds * averageMs) / 1_000)));
      }
      const started = performance.now();
      try {
        return await job();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    isFull,
    load: () => ({ running, waiting: waiting.length }),
  };
}
