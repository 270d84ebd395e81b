/**
 * The job worker: takes due jobs from the `jobs` table (the transactional outbox) and runs their handlers.
 * Any number of workers (API instances) may run against one database: a job is claimed by one of them at a
 * time (FOR UPDATE SKIP LOCKED plus a lease), marked done only by the claim that holds it, retried with
 * exponential backoff when its handler fails, and failed for good after its handler's maxAttempts. Periodic
 * jobs are enqueued once per period under a key naming the period, so several workers add one between them.
 *
 * Leases are short (20 s) and kept alive by a heartbeat: while a claim's jobs run, a timer renews the lease
 * every quarter of it, so a long job is never taken from a live worker, and a dead worker's jobs are taken by
 * another within one lease of its last renewal. A renewal that no longer finds a job means the lease was lost
 * (the worker stalled past it and another took the job): the worker skips it and cannot mark it done.
 * stop() (app.close()) stops polling, hands the claim's not-yet-started jobs back at once (due now, the
 * attempt not counted) and waits a bounded time for the job in progress; one still running after that is not
 * handed back (it may yet have its effect here) but its lease is no longer renewed, so another instance takes
 * it within one lease.
 *
 * Why our own queue and not pg-boss or graphile-worker: both need a PostgreSQL server connection (pg-boss
 * through `pg`, graphile-worker through `pg` plus LISTEN/NOTIFY and its own migrations in a schema of its
 * own); neither runs on PGlite, the embedded in-process database the project also runs on (development, tests,
 * the single-machine start). Keeping two queues, one per database, would double the code every side effect
 * goes through, and the outbox property (the job is written in the transaction of the change that causes it)
 * needs the queue in the app's own database and transaction. So there is one queue, this one, with leases
 * and heartbeats.
 *
 * Time is the injected clock's: `runDue()` runs what is due now and is what tests call instead of waiting;
 * `start()` calls it every `pollMs` and whenever `wake()` says new work was committed. The heartbeat's timer is
 * injected too (`heartbeat`), so tests decide when a worker renews, or that it died and never does.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, Repositories } from '../db/repositories/index.js';
import { DEFAULT_BACKOFF, retryDelayMs, type Backoff } from './backoff.js';

export interface JobContext {
  job: JobRecord;
  now: Date;
  /**
   * Marks the job done, in one transaction with `record` (what the job's result writes, e.g. the copy of a
   * sent mail): both commit or neither. A handler that does not call it is marked done when it returns.
   */
  finish(record?: (tx: Repositories) => Promise<void>): Promise<void>;
}

export interface JobHandler {
  /** Attempts before the job is failed for good. */
  maxAttempts: number;
  run(payload: Record<string, unknown>, context: JobContext): Promise<void>;
}

export interface PeriodicJob {
  kind: string;
  everyMs: number;
}

/**
 * Calls `beat` every `everyMs` until the returned function is called. The default is a real timer: a handler
 * awaiting I/O does not hold it up.
 */
export type Heartbeat = (everyMs: number, beat: () => Promise<void>) => () => void;

const timerHeartbeat: Heartbeat = (everyMs, beat) => {
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export interface JobWorkerOptions {
  repositories: Repositories;
  handlers: Record<string, JobHandler>;
  periodic?: PeriodicJob[];
  now: () => Date;
  log?: FastifyBaseLogger;
  backoff?: Backoff;
  /**
   * How long a claimed job stays with its worker without a renewal before another may take it (a crashed
   * worker's jobs). The heartbeat renews it every quarter of it.
   */
  leaseMs?: number;
  /** How long stop() waits for the job in progress. */
  stopGraceMs?: number;
  heartbeat?: Heartbeat;
  /** Jobs claimed per round. */
  batchSize?: number;
}

export interface RunReport {
  done: number;
  retried: number;
  failed: number;
}

export interface JobWorker {
  /** Runs every job due at the clock's now (including this period's periodic jobs) until none is left. */
  runDue(): Promise<RunReport>;
  /** Polls every `pollMs` until stop(). */
  start(pollMs: number): void;
  /** New work was committed: run soon instead of at the next poll (no-op unless started). */
  wake(): void;
  /**
   * Stops polling, hands the claimed jobs not started yet back to the queue at once, and waits up to
   * `stopGraceMs` for the job in progress.
   */
  stop(): Promise<void>;
}

/** The claim no longer holds the job (its lease ran out and another worker took it): nothing is recorded. */
class LeaseLostError extends Error {}

/** A dead worker's jobs are taken over within this much of its last renewal. */
export const DEFAULT_LEASE_MS = 20_000;
const DEFAULT_STOP_GRACE_MS = 5_000;

/** The jobs one claim took: those it still holds, and those not started yet. */
interface Claim {
  id: string;
  held: Set<number>;
  waiting: JobRecord[];
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { repositories, handlers, periodic = [], now, log } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const heartbeat = options.heartbeat ?? timerHeartbeat;
  const batchSize = options.batchSize ?? 10;
  /** The period each periodic job was last enqueued for by this worker (the key makes it once overall). */
  const scheduledPeriod = new Map<string, number>();

  async function schedulePeriodic(at: Date) {
    for (const job of periodic) {
      const period = Math.floor(at.getTime() / job.everyMs);
      if (scheduledPeriod.get(job.kind) === period) continue;
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for periodic job ${job.kind}`);
      await repositories.jobs.enqueue(
        {
          kind: job.kind,
          key: `${job.kind}:${period}`,
          payload: {},
          runAt: new Date(period * job.everyMs),
          maxAttempts: handler.maxAttempts,
        },
        at,
      );
      scheduledPeriod.set(job.kind, period);
    }
  }

  async function runOne(job: JobRecord, claim: Claim, report: RunReport) {
    let finished = false;
    const finish = async (record?: (tx: Repositories) => Promise<void>) => {
      // From here on the job is settled by this call: a renewal not finding it is no loss to report.
      claim.held.delete(job.id);
      await repositories.transaction(async (tx) => {
        if (!(await tx.jobs.complete(job.id, claim.id, now()))) throw new LeaseLostError();
        await record?.(tx);
      });
      finished = true;
    };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job.payload, { job, now: now(), finish });
      if (!finished) await finish();
      report.done += 1;
    } catch (error) {
      claim.held.delete(job.id);
      if (error instanceof LeaseLostError) {
        log?.warn({ job: job.key }, 'job lease lost: another worker took the job, this run is not recorded');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const maxAttempts = handlers[job.kind]?.maxAttempts ?? 0;
      const failedAt = now();
      const retryAt =
        job.attempts < maxAttempts
          ? new Date(failedAt.getTime() + retryDelayMs(job.attempts, backoff))
          : null;
      await repositories.jobs.release(job.id, claim.id, message, retryAt, failedAt);
      if (retryAt) report.retried += 1;
      else report.failed += 1;
      log?.warn(
        { job: job.key, attempt: job.attempts, retryAt, err: error },
        retryAt ? 'job failed, will retry' : 'job failed for good',
      );
    }
  }

  /** The claim whose jobs run now, if any; the heartbeat renews it and stop() hands its waiting jobs back. */
  let current: Claim | null = null;
  let stopRequested = false;

  let renewing: Promise<void> | null = null;
  function renewLeases(): Promise<void> {
    renewing ??= renewOnce().finally(() => {
      renewing = null;
    });
    return renewing;
  }
  async function renewOnce() {
    const claim = current;
    if (!claim || claim.held.size === 0) return;
    const kept = new Set(await repositories.jobs.renew(claim.id, new Date(now().getTime() + leaseMs)));
    const lost = [...claim.held].filter((id) => !kept.has(id));
    if (lost.length === 0) return;
    for (const id of lost) claim.held.delete(id);
    log?.warn(
      { jobs: lost },
      'job lease lost: the worker stalled past it; another worker may run these jobs',
    );
  }

  // The heartbeat runs while a claim does; a renewal still on its way is not doubled by the next beat.
  let stopBeating: (() => void) | null = null;
  function startHeartbeat() {
    stopBeating = heartbeat(leaseMs / 4, () =>
      renewLeases().catch((error: unknown) => log?.error({ err: error }, 'renewing job leases failed')),
    );
  }
  function stopHeartbeat() {
    stopBeating?.();
    stopBeating = null;
  }

  async function runDueOnce(): Promise<RunReport> {
    const report: RunReport = { done: 0, retried: 0, failed: 0 };
    await schedulePeriodic(now());
    while (!stopRequested) {
      const at = now();
      const id = randomUUID();
      const claimed = await repositories.jobs.claimDue({
        now: at,
        leaseUntil: new Date(at.getTime() + leaseMs),
        claim: id,
        limit: batchSize,
      });
      if (claimed.length === 0) break;
      const claim: Claim = { id, held: new Set(claimed.map((job) => job.id)), waiting: claimed };
      current = claim;
      startHeartbeat();
      try {
        for (let job = claim.waiting.shift(); job; job = claim.waiting.shift()) {
          // A job whose lease was lost before it started belongs to another worker now.
          if (claim.held.has(job.id)) await runOne(job, claim, report);
        }
      } finally {
        stopHeartbeat();
        current = null;
      }
    }
    return report;
  }

  /** Gives the current claim's jobs not started yet back to the queue, due now. */
  async function handBackWaiting() {
    const claim = current;
    if (!claim) return;
    const waiting = claim.waiting.splice(0).filter((job) => claim.held.has(job.id));
    for (const job of waiting) claim.held.delete(job.id);
    await repositories.jobs.handBack(
      waiting.map((job) => job.id),
      claim.id,
      now(),
    );
  }

  // One round at a time per worker; a wake during a round asks for one more round after it.
  let round: Promise<RunReport> | null = null;
  let again = false;
  function runDue(): Promise<RunReport> {
    if (round) {
      again = true;
      return round;
    }
    stopRequested = false;
    round = runDueOnce().finally(() => {
      round = null;
    });
    return round;
  }

  let timer: NodeJS.Timeout | null = null;
  let started = false;
  function schedule(delayMs: number, pollMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runDue()
        .catch((error: unknown) => log?.error({ err: error }, 'job round failed'))
        .finally(() => {
          const next = again ? 0 : pollMs;
          again = false;
          if (!timer) schedule(next, pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  let pollEvery = 1_000;
  return {
    runDue,
    start(pollMs) {
      started = true;
      pollEvery = pollMs;
      schedule(0, pollMs);
    },
    wake() {
      if (!started) return;
      if (round) again = true;
      else schedule(0, pollEvery);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!round) return;
      stopRequested = true;
      await handBackWaiting().catch((error: unknown) =>
        log?.error({ err: error }, 'handing jobs back failed; their lease runs out instead'),
      );
      let grace: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'out of time'>((resolve) => {
        grace = setTimeout(() => resolve('out of time'), stopGraceMs);
      });
      const outcome = await Promise.race([
        round.then(
          () => 'finished',
          () => 'finished',
        ),
        outOfTime,
      ]);
      clearTimeout(grace);
      if (outcome === 'out of time') {
        stopHeartbeat();
        log?.warn('a job was still running at stop; another instance takes it when its lease runs out');
      }
    },
  };
}
