/**
 * All SQL of the job queue (the `jobs` table: transactional outbox and durable queue in one). Times come from
 * the caller's clock, never from the database's now(), so tests drive retries and leases by moving a clock.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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

export interface JobRepository {
  /** Adds the job unless one with its key exists; true when added. Call it inside the change's transaction. */
  enqueue(job: NewJob, now: Date): Promise<boolean>;
  /**
   * Takes up to `limit` due jobs (run_at reached, not done or failed, no live lease) for this worker: each
   * gets the claim, a lease until `leaseUntil` and one more attempt. Rows another worker is taking at this
   * moment are skipped (FOR UPDATE SKIP LOCKED), so two workers never take the same job.
   */
  claimDue(options: { now: Date; leaseUntil: Date; claim: string; limit: number }): Promise<JobRecord[]>;
  /** Marks the job done if this claim still holds it; false otherwise (the lease passed to another worker). */
  complete(id: number, claim: string, now: Date): Promise<boolean>;
  /** Releases a failed attempt: run again at `retryAt`, or, with `retryAt` null, failed for good. */
  release(id: number, claim: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** Deletes jobs done before `before`; returns how many. */
  purgeDone(before: Date): Promise<number>;
  byKey(key: string): Promise<JobRecord | null>;
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
  };
}
