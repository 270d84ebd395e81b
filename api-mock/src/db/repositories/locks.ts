/**
 * Transaction-scoped advisory locks for check-then-act rules (a limit counted before a row is written, a
 * like checked against blocks): every transaction that checks or changes the same thing takes the same
 * lock first, so they run one after the other on PostgreSQL's connections as on PGlite, and the check
 * still holds when the write commits. Locks end with their transaction; nothing to release.
 */
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';

/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * Takes the lock named `scope:id:id...` until the transaction ends. The name is hashed to PostgreSQL's
 * 64-bit lock key: a collision with another name only makes two transactions wait for each other. `tx` is
 * a transaction, or repositories' executor bound to one (outside a transaction the lock would end at once).
 */
export async function lockFor(tx: Transaction | AppDatabase, scope: string, ...ids: number[]): Promise<void> {
  const name = [scope, ...ids].join(':');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * The lock of what stands between two members (likes, blocks, conversations), the same whichever of them
 * acts: a like and a block of one pair never interleave, so a like either sees the block or is deleted by
 * it. Named by the database's member_pair_lock, which the send function takes too.
 */
export async function lockMemberPair(tx: Transaction | AppDatabase, a: number, b: number): Promise<void> {
  await tx.execute(sql`select member_pair_lock(${a}, ${b})`);
}
