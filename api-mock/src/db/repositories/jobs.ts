/**
 * All SQL of the job queue (the `jobs` table: transactional outbox and durable queue in one). Times come from
 * the caller's clock, never from the database's now(), so tests drive retries and leases by moving a clock.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { jobs } from '../schema.js';

export type JobRecord = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** One per side effect: a second enqueue with the same key adds nothing. */
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts: number;
}

/** The queue at a moment, for metrics: what waits, what runs, and how long the longest wait has been. */
export interface QueueStats {
  /** Jobs due now and waiting for a worker (including those whose worker's lease ran out). */
  due: number;
  /** Jobs a worker holds under a live lease. */
  running: number;
  /** How long the longest-waiting due job has been due; 0 when none is. */
  oldestDueAgeSeconds: number;
}

export interface JobRepository {
  /** Adds the job unless one with its key exists; true when added. Call it inside the change's transaction. */
  enqueue(job: NewJob, now: Date): Promise<boolean>;
  /**
   * Takes up to `limit` due jobs (run_at reached, not done or failed, no live lease) for this worker: each
   * gets the claim, a lease until `leaseUntil` and one more attempt. Rows another worker is taking at this
   * moment are skipped (FOR UPDATE SKIP LOCKED), so two workers never take the same job.
   *
   * A job whose lease ran out while held (its worker died mid-run) had its attempt; if that was its last, it
   * is failed for good here instead of run again, so a job that kills its worker cannot loop forever.
   */
  claimDue(options: { now: Date; leaseUntil: Date; claim: string; limit: number }): Promise<JobRecord[]>;
  /**
   * The heartbeat: extends the lease of every job the claim still holds (not done, failed, released or taken
   * by another worker) to `leaseUntil`; returns their ids. A job missing from the answer was lost.
   */
  renew(claim: string, leaseUntil: Date): Promise<number[]>;
  /**
   * Gives jobs the claim took but never started back to the queue (a worker stopping): due at `now`, no
   * lease, and the attempt the claim counted taken back, since none was made.
   */
  handBack(ids: number[], claim: string, now: Date): Promise<void>;
  /** Marks the job done if this claim still holds it; false otherwise (the lease passed to another worker). */
  complete(id: number, claim: string, now: Date): Promise<boolean>;
  /** Releases a failed attempt: run again at `retryAt`, or, with `retryAt` null, failed for good. */
  release(id: number, claim: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** Deletes jobs done before `before`; returns how many. */
  purgeDone(before: Date): Promise<number>;
  byKey(key: string): Promise<JobRecord | null>;
  queueStats(now: Date): Promise<QueueStats>;
}

/** Error texts are kept short: they are for an operator's eye, not a log store. */
const MAX_ERROR_LENGTH = 500;

export function createJobRepository(db: AppDatabase): JobRepository {
  return {
    async enqueue(job, now) {
      const rows = await db
        .insert(jobs)
        .values({ ...job, createdAt: now })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async claimDue({ now, leaseUntil, claim, limit }) {
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          failedAt: now,
          lastError: 'its worker stopped during the last attempt (the lease ran out)',
        })
        .where(
          and(
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            lte(jobs.lockedUntil, now),
            gte(jobs.attempts, jobs.maxAttempts),
          ),
        );
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(jobs)
        .set({ claim, lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning();
      // RETURNING follows no order: the oldest due job runs first.
      return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
    },
    async complete(id, claim, now) {
      const rows = await db
        .update(jobs)
        .set({ doneAt: now, lockedUntil: null, payload: {}, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.claim, claim), isNull(jobs.doneAt)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async renew(claim, leaseUntil) {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: leaseUntil })
        .where(
          and(eq(jobs.claim, claim), isNotNull(jobs.lockedUntil), isNull(jobs.doneAt), isNull(jobs.failedAt)),
        )
        .returning({ id: jobs.id });
      return rows.map((row) => row.id);
    },
    async handBack(ids, claim, now) {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ runAt: now, lockedUntil: null, claim: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
        .where(and(inArray(jobs.id, ids), eq(jobs.claim, claim), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    },
    async release(id, claim, error, retryAt, now) {
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, MAX_ERROR_LENGTH),
          ...(retryAt ? { runAt: retryAt } : { failedAt: now }),
        })
        .where(and(eq(jobs.id, id), eq(jobs.claim, claim), isNull(jobs.doneAt)));
    },
    async purgeDone(before) {
      const rows = await db.delete(jobs).where(lt(jobs.doneAt, before)).returning({ id: jobs.id });
      return rows.length;
    },
    async byKey(key) {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
      return row ?? null;
    },
    async queueStats(now) {
      const due = and(lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)));
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
          running: sql<number>`count(*) filter (where ${gt(jobs.lockedUntil, now)})`.mapWith(Number),
          oldestRunAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${due})`.mapWith(jobs.runAt),
        })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
      const oldest = row?.oldestRunAt;
      return {
        due: row?.due ?? 0,
        running: row?.running ?? 0,
        oldestDueAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
      };
    },
  };
}
