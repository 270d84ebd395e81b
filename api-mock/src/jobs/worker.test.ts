/** @jest-environment node */
/**
 * The job queue on a real database (PGlite, or PostgreSQL with DATABASE_URL): retries with exponential
 * backoff on an injected clock, one run per key, leases of crashed workers, periodic jobs once per period,
 * heartbeats that keep a live worker's jobs and let a dead worker's go, jobs handed back at stop, queue stats.
 * Heartbeats are driven by the test (an injected heartbeat), like the clock: nothing waits for real time.
 */
import { createRepositories, type Repositories } from '../db/repositories/index.js';
import { testClock } from '../testing/accounts.js';
import { createTestDb, type TestDb } from '../testing/test-db.js';
import { retryDelayMs } from './backoff.js';
import { createJobWorker, type Heartbeat, type JobHandler } from './worker.js';

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

/** A heartbeat the test beats: `beat()` renews what every worker using it holds now, as its timer would. */
function manualHeartbeat() {
  const beats = new Set<() => Promise<void>>();
  const heartbeat: Heartbeat = (_everyMs, beat) => {
    beats.add(beat);
    return () => beats.delete(beat);
  };
  return { heartbeat, beat: () => Promise.all([...beats].map((beat) => beat())) };
}

/** A promise the test resolves. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Handlers whose first run blocks until `release()`; `started` resolves when it began. Later runs (another
 * worker's) return at once. Every run is recorded with the payload's n.
 */
function blockingFirstRun() {
  const runs: unknown[] = [];
  const started = gate();
  const held = gate();
  let first = true;
  const handler: JobHandler = {
    maxAttempts: 5,
    async run(payload) {
      runs.push(payload.n);
      if (!first) return;
      first = false;
      started.open();
      await held.opened;
    },
  };
  return { handler, runs, started: started.opened, release: held.open };
}

describe('job leases, heartbeats and stop', () => {
  let db: TestDb;
  let repositories: Repositories;
  beforeAll(async () => {
    db = await createTestDb({ seed: false });
    repositories = createRepositories(db.handle.db);
  });
  afterAll(() => db.close());

  let keys = 0;
  const enqueue = async (kind: string, at: Date, maxAttempts = 5) => {
    keys += 1;
    const key = `lease-test:${keys}`;
    await repositories.jobs.enqueue({ kind, key, payload: { n: keys }, runAt: at, maxAttempts }, at);
    return key;
  };

  it("gives a dead worker's job to another worker within 30 s of its last renewal; its late finish is not recorded", async () => {
    const clock = testClock();
    const { handler, runs, started, release } = blockingFirstRun();
    const dying = manualHeartbeat();
    const key = await enqueue('webhook', clock.now());
    const dead = createJobWorker({
      repositories,
      handlers: { webhook: handler },
      now: clock.now,
      heartbeat: dying.heartbeat,
    });
    const deadRound = dead.runDue();
    await started;
    clock.advance(10 * SECOND);
    await dying.beat();
    // From here on it never renews again (the process died).

    const other = createJobWorker({ repositories, handlers: { webhook: handler }, now: clock.now });
    clock.advance(10 * SECOND);
    expect((await other.runDue()).done).toBe(0);
    clock.advance(20 * SECOND);
    expect((await other.runDue()).done).toBe(1);
    expect((await repositories.jobs.byKey(key))?.doneAt).toEqual(clock.now());

    release();
    expect(await deadRound).toEqual({ done: 0, retried: 0, failed: 0 });
    expect((await repositories.jobs.byKey(key))?.doneAt).toEqual(clock.now());
    expect(runs).toHaveLength(2);
  });

  it("never gives a live worker's long job to another worker: the heartbeat renews its lease", async () => {
    const clock = testClock();
    const { handler, runs, started, release } = blockingFirstRun();
    const alive = manualHeartbeat();
    const key = await enqueue('export', clock.now());
    const busy = createJobWorker({
      repositories,
      handlers: { export: handler },
      now: clock.now,
      heartbeat: alive.heartbeat,
    });
    const busyRound = busy.runDue();
    await started;

    const other = createJobWorker({ repositories, handlers: { export: handler }, now: clock.now });
    // Two minutes of a running job (six leases), the heartbeat beating every 5 s, a quarter of the lease.
    for (let second = 5; second <= 120; second += 5) {
      clock.advance(5 * SECOND);
      await alive.beat();
      expect((await other.runDue()).done).toBe(0);
    }
    release();
    expect(await busyRound).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toHaveLength(1);
    expect(await repositories.jobs.byKey(key)).toMatchObject({ attempts: 1, doneAt: clock.now() });
  });

  it('hands the jobs it has not started back at stop, and another worker runs them at once', async () => {
    const clock = testClock();
    const { handler, runs, started, release } = blockingFirstRun();
    const running = await enqueue('mail', clock.now());
    const waiting = [await enqueue('mail', clock.now()), await enqueue('mail', clock.now())];
    const stopping = createJobWorker({
      repositories,
      handlers: { mail: handler },
      now: clock.now,
      heartbeat: manualHeartbeat().heartbeat,
      // Not waiting for the job in progress: its lease keeps it with this worker meanwhile.
      stopGraceMs: 0,
    });
    const stoppingRound = stopping.runDue();
    await started;
    await stopping.stop();

    const other = createJobWorker({ repositories, handlers: { mail: handler }, now: clock.now });
    expect(await other.runDue()).toEqual({ done: 2, retried: 0, failed: 0 });
    for (const key of waiting) {
      // One attempt: the other worker's; the handed-back claim made none.
      expect(await repositories.jobs.byKey(key)).toMatchObject({ attempts: 1, doneAt: clock.now() });
    }
    expect((await repositories.jobs.byKey(running))?.doneAt).toBeNull();

    release();
    expect(await stoppingRound).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await repositories.jobs.byKey(running)).toMatchObject({ attempts: 1, doneAt: clock.now() });
    expect(runs).toHaveLength(3);
  });

  it('lets the job in progress finish before stop() returns', async () => {
    const clock = testClock();
    const { handler, started, release } = blockingFirstRun();
    const key = await enqueue('purge', clock.now());
    const worker = createJobWorker({
      repositories,
      handlers: { purge: handler },
      now: clock.now,
      heartbeat: manualHeartbeat().heartbeat,
    });
    const round = worker.runDue();
    await started;
    const stopped = worker.stop();
    release();
    await stopped;
    expect((await repositories.jobs.byKey(key))?.doneAt).toEqual(clock.now());
    expect(await round).toEqual({ done: 1, retried: 0, failed: 0 });
  });

  it('fails a job for good when its worker died during its last attempt, instead of running it again', async () => {
    const clock = testClock();
    const { handler, runs } = blockingFirstRun();
    const key = await enqueue('poison', clock.now(), 1);
    await repositories.jobs.claimDue({
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 20 * SECOND),
      claim: 'died-on-it',
      limit: 100,
    });
    clock.advance(20 * SECOND);
    const worker = createJobWorker({ repositories, handlers: { poison: handler }, now: clock.now });
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toHaveLength(0);
    expect(await repositories.jobs.byKey(key)).toMatchObject({
      attempts: 1,
      failedAt: clock.now(),
      lastError: expect.stringContaining('lease ran out'),
    });
  });
});

describe('queue stats', () => {
  let db: TestDb;
  let repositories: Repositories;
  beforeAll(async () => {
    db = await createTestDb({ seed: false });
    repositories = createRepositories(db.handle.db);
  });
  afterAll(() => db.close());

  it('counts due and leased jobs and tells how long the oldest due job has waited', async () => {
    const clock = testClock();
    const at = (secondsFromNow: number) => new Date(clock.now().getTime() + secondsFromNow * SECOND);
    expect(await repositories.jobs.queueStats(clock.now())).toEqual({
      due: 0,
      running: 0,
      oldestDueAgeSeconds: 0,
    });
    const add = (key: string, runAt: Date) =>
      repositories.jobs.enqueue({ kind: 'k', key, payload: {}, runAt, maxAttempts: 3 }, clock.now());
    await add('leased', at(-120));
    await repositories.jobs.claimDue({ now: clock.now(), leaseUntil: at(20), claim: 'c', limit: 1 });
    await add('waiting-90s', at(-90));
    await add('waiting-now', at(0));
    await add('later', at(60));
    await add('done', at(-300));
    const [done] = await repositories.jobs.claimDue({
      now: clock.now(),
      leaseUntil: at(20),
      claim: 'd',
      limit: 1,
    });
    expect(done?.key).toBe('done');
    await repositories.jobs.complete(done!.id, 'd', clock.now());

    expect(await repositories.jobs.queueStats(clock.now())).toEqual({
      due: 2,
      running: 1,
      oldestDueAgeSeconds: 90,
    });
    // Once the lease ran out unrenewed, the job waits for a worker again.
    clock.advance(20 * SECOND);
    expect(await repositories.jobs.queueStats(clock.now())).toEqual({
      due: 3,
      running: 0,
      oldestDueAgeSeconds: 140,
    });
  });
});
