/** @jest-environment node */
/**
 * The job queue on a real database (PGlite, or PostgreSQL with DATABASE_URL): retries with exponential
 * backoff on an injected clock, one run per key, leases of crashed workers, periodic jobs once per period.
 */
import { createRepositories, type Repositories } from '../db/repositories/index.js';
import { testClock } from '../testing/accounts.js';
import { createTestDb, type TestDb } from '../testing/test-db.js';
import { retryDelayMs } from './backoff.js';
import { createJobWorker, type JobHandler } from './worker.js';

const SECOND = 1_000;

describe('job worker', () => {
  let db: TestDb;
  let repositories: Repositories;
  beforeAll(async () => {
    db = await createTestDb({ seed: false });
    repositories = createRepositories(db.handle.db);
  });
  afterAll(() => db.close());

  let keys = 0;
  const enqueue = (kind: string, at: Date, maxAttempts = 5) => {
    keys += 1;
    const key = `test:${keys}`;
    return repositories.jobs
      .enqueue({ kind, key, payload: { n: keys }, runAt: at, maxAttempts }, at)
      .then(() => key);
  };

  /** A handler that fails `failures` times, then records its runs. */
  function flaky(failures: number, maxAttempts = 5) {
    const runs: unknown[] = [];
    let left = failures;
    const handler: JobHandler = {
      maxAttempts,
      async run(payload) {
        if (left > 0) {
          left -= 1;
          throw new Error('transport down');
        }
        runs.push(payload);
      },
    };
    return { handler, runs };
  }

  it('retries a failing job after 30 s, then 60 s (doubling), and runs it once when it succeeds', async () => {
    const clock = testClock();
    const { handler, runs } = flaky(2);
    const worker = createJobWorker({ repositories, handlers: { flaky: handler }, now: clock.now });
    const key = await enqueue('flaky', clock.now());

    expect(await worker.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    clock.advance(30 * SECOND - 1);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    clock.advance(60 * SECOND - 1);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await worker.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    clock.advance(3_600 * SECOND);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });

    expect(runs).toHaveLength(1);
    const job = await repositories.jobs.byKey(key);
    expect(job).toMatchObject({ attempts: 3, lastError: null, payload: {} });
    expect(job?.doneAt).toEqual(expect.any(Date));
  });

  it('fails a job for good after its last attempt and keeps the error', async () => {
    const clock = testClock();
    const { handler, runs } = flaky(10, 2);
    const worker = createJobWorker({ repositories, handlers: { doomed: handler }, now: clock.now });
    const key = await enqueue('doomed', clock.now(), 2);
    expect((await worker.runDue()).retried).toBe(1);
    clock.advance(retryDelayMs(1));
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    clock.advance(24 * 3_600 * SECOND);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toHaveLength(0);
    expect(await repositories.jobs.byKey(key)).toMatchObject({
      attempts: 2,
      lastError: 'transport down',
      failedAt: expect.any(Date),
    });
  });

  it('adds a job once per key, however often it is enqueued', async () => {
    const clock = testClock();
    const { handler, runs } = flaky(0);
    const worker = createJobWorker({ repositories, handlers: { once: handler }, now: clock.now });
    const job = { kind: 'once', key: 'test:same-key', payload: {}, runAt: clock.now(), maxAttempts: 3 };
    expect(await repositories.jobs.enqueue(job, clock.now())).toBe(true);
    expect(await repositories.jobs.enqueue(job, clock.now())).toBe(false);
    await worker.runDue();
    expect(await repositories.jobs.enqueue(job, clock.now())).toBe(false);
    await worker.runDue();
    expect(runs).toHaveLength(1);
  });

  it("takes over a crashed worker's job when its lease ends; the old claim can no longer finish it", async () => {
    const clock = testClock();
    const { handler, runs } = flaky(0);
    const key = await enqueue('leased', clock.now());
    const [taken] = await repositories.jobs.claimDue({
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 60 * SECOND),
      claim: 'crashed-worker',
      limit: 100,
    });
    expect(taken?.key).toBe(key);

    const worker = createJobWorker({ repositories, handlers: { leased: handler }, now: clock.now });
    expect((await worker.runDue()).done).toBe(0);
    clock.advance(60 * SECOND);
    expect((await worker.runDue()).done).toBe(1);
    expect(runs).toHaveLength(1);
    expect(await repositories.jobs.complete(taken!.id, 'crashed-worker', clock.now())).toBe(false);
  });

  it('enqueues a periodic job once per period between several workers', async () => {
    const clock = testClock(new Date('2026-06-01T12:10:00Z'));
    const { handler, runs } = flaky(0);
    const options = {
      repositories,
      handlers: { tick: handler },
      periodic: [{ kind: 'tick', everyMs: 3_600 * SECOND }],
      now: clock.now,
    };
    const first = createJobWorker(options);
    const second = createJobWorker(options);
    await Promise.all([first.runDue(), second.runDue()]);
    clock.advance(30 * 60 * SECOND);
    await Promise.all([first.runDue(), second.runDue()]);
    expect(runs).toHaveLength(1);
    clock.advance(30 * 60 * SECOND);
    await Promise.all([second.runDue(), first.runDue()]);
    expect(runs).toHaveLength(2);
  });
});
