/**
 * A queue for scarce work (e.g. password hashing): at most `concurrency` jobs run at once, at most
 * `maxWaiting` wait for a slot (first come, first served), and any further job is refused at once with
 * QueueFullError. A refusal is immediate on purpose: under a burst, a fast "busy, retry in N s" serves
 * clients better than a wait without bound, and keeps the work's cost bounded by the queue's size.
 */

/** Refused because every slot is busy and the waiting line is full; `retryAfterSeconds` estimates when to retry. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly retryAfterSeconds: number) {
    super('the queue is full');
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one job's duration, for the retry estimate. */
  private averageMs: number;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** The first guess of a job's duration, before any has been measured. */
    expectedJobMs = 1_000,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error('maxWaiting must be 0 or more');
    this.averageMs = expectedJobMs;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    this.refuseIfFull();
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      // A finishing job hands its slot over directly, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /**
   * Throws QueueFullError when a job given now would be refused, so callers can skip the work that leads up
   * to it (run() checks again: the queue may fill in between).
   */
  refuseIfFull(): void {
    if (this.running < this.concurrency || this.waiting.length < this.maxWaiting) return;
    const rounds = (this.running + this.waiting.length) / this.concurrency;
    throw new QueueFullError(Math.max(1, Math.ceil((rounds * this.averageMs) / 1_000)));
  }

  /** Jobs running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
