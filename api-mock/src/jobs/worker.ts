/**
 * The job worker: takes due jobs from the `jobs` table (the transactional outbox) and runs their handlers.
 * Any number of workers (API instances) may run against one database: a job is claimed by one of them at a
 * time (FOR UPDATE SKIP LOCKED plus a lease), marked done only by the claim that holds it, retried with
 * exponential backoff when its handler fails, and failed for good after its handler's maxAttempts. Periodic
 * jobs are enqueued once per period under a key naming the period, so several workers add one between them.
 *
 * Time is the injected clock's: `runDue()` runs what is due now and is what tests call instead of waiting;
 * `start()` calls it every `pollMs` and whenever `wake()` says new work was committed.
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

export interface JobWorkerOptions {
  repositories: Repositories;
  handlers: Record<string, JobHandler>;
  periodic?: PeriodicJob[];
  now: () => Date;
  log?: FastifyBaseLogger;
  backoff?: Backoff;
  /** How long a claimed job stays with its worker before another may take it (a crashed worker's jobs). */
  leaseMs?: number;
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
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/** The claim no longer holds the job (its lease ran out and another worker took it): nothing is recorded. */
class LeaseLostError extends Error {}

const DEFAULT_LEASE_MS = 5 * 60_000;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { repositories, handlers, periodic = [], now, log } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
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

  async function runOne(job: JobRecord, claim: string, at: Date, report: RunReport) {
    let finished = false;
    const finish = async (record?: (tx: Repositories) => Promise<void>) => {
      await repositories.transaction(async (tx) => {
        if (!(await tx.jobs.complete(job.id, claim, at))) throw new LeaseLostError();
        await record?.(tx);
      });
      finished = true;
    };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job.payload, { job, now: at, finish });
      if (!finished) await finish();
      report.done += 1;
    } catch (error) {
      if (error instanceof LeaseLostError) return;
      const message = error instanceof Error ? error.message : String(error);
      const maxAttempts = handlers[job.kind]?.maxAttempts ?? 0;
      const retryAt =
        job.attempts < maxAttempts ? new Date(at.getTime() + retryDelayMs(job.attempts, backoff)) : null;
      await repositories.jobs.release(job.id, claim, message, retryAt, at);
      if (retryAt) report.retried += 1;
      else report.failed += 1;
      log?.warn(
        { job: job.key, attempt: job.attempts, retryAt, err: error },
        retryAt ? 'job failed, will retry' : 'job failed for good',
      );
    }
  }

  async function runDueOnce(): Promise<RunReport> {
    const report: RunReport = { done: 0, retried: 0, failed: 0 };
    const at = now();
    await schedulePeriodic(at);
    for (;;) {
      const claim = randomUUID();
      const claimed = await repositories.jobs.claimDue({
        now: at,
        leaseUntil: new Date(at.getTime() + leaseMs),
        claim,
        limit: batchSize,
      });
      if (claimed.length === 0) return report;
      for (const job of claimed) await runOne(job, claim, at, report);
    }
  }

  // One round at a time per worker; a wake during a round asks for one more round after it.
  let round: Promise<RunReport> | null = null;
  let again = false;
  function runDue(): Promise<RunReport> {
    if (round) {
      again = true;
      return round;
    }
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
      await round?.catch(() => undefined);
    },
  };
}
