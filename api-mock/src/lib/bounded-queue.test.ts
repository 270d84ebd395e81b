/** @jest-environment node */
import { BoundedQueue, QueueFullError } from './bounded-queue.js';

/** A job that runs until the test releases it, and records how many ran at once. */
function controlledJobs() {
  let active = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const job = () =>
    new Promise<number>((resolve) => {
      active += 1;
      most = Math.max(most, active);
      releases.push(() => {
        active -= 1;
        resolve(most);
      });
    });
  return {
    job,
    /** Releases the oldest running job. */
    releaseOne: () => releases.shift()?.(),
    get most() {
      return most;
    },
    get active() {
      return active;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` jobs, lets `maxWaiting` wait and refuses the next one at once', async () => {
    const queue = new BoundedQueue(2, 3);
    const jobs = controlledJobs();
    const accepted = Array.from({ length: 4 }, () => queue.run(jobs.job));
    expect(() => queue.refuseIfFull()).not.toThrow();
    accepted.push(queue.run(jobs.job));
    expect(() => queue.refuseIfFull()).toThrow(QueueFullError);
    await settle();
    expect(jobs.active).toBe(2);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });

    const refused = await queue.run(jobs.job).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // Each finished job hands its slot to the next waiting one, first come first served.
    for (let i = 0; i < 5; i++) {
      jobs.releaseOne();
      await settle();
    }
    await Promise.all(accepted);
    expect(jobs.most).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    // Drained: work is taken again.
    const again = queue.run(jobs.job);
    await settle();
    jobs.releaseOne();
    await expect(again).resolves.toBe(2);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('estimates Retry-After from the work ahead', async () => {
    const queue = new BoundedQueue(1, 3, 2_000);
    const jobs = controlledJobs();
    const accepted = Array.from({ length: 4 }, () => queue.run(jobs.job));
    const refused = (await queue.run(jobs.job).catch((error: unknown) => error)) as QueueFullError;
    // Four jobs of about 2 s ahead on one slot.
    expect(refused.retryAfterSeconds).toBe(8);
    for (let i = 0; i < 4; i++) {
      await settle();
      jobs.releaseOne();
    }
    await Promise.all(accepted);
  });

  it('refuses nonsensical limits', () => {
    expect(() => new BoundedQueue(0, 1)).toThrow(/concurrency/);
    expect(() => new BoundedQueue(1, -1)).toThrow(/maxWaiting/);
  });
});
