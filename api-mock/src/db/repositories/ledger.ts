/**
 * All SQL about credits: the append-only ledger and the running balance in `members.credits`. The balance
 * is written only by the database's ledger_post (this repository's and the chat send's), always together
 * with its entry, so the sum of a member's entries always equals their balance.
 */
import type { LedgerReason } from 'contract';
import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { creditLedger, members } from '../schema.js';
import type { SessionCache } from './session-cache.js';

export type LedgerEntryRecord = typeof creditLedger.$inferSelect;

/** An entry's columns as a function returning credit_ledger rows names them, decoded as the table's are. */
const entryColumns = Object.fromEntries(
  Object.entries(getTableColumns(creditLedger)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof LedgerEntryRecord]: SQL<LedgerEntryRecord[K]> };

/** What a credit or debit wrote: the new balance and its entry (null when the amount was 0: nothing to write). */
export interface LedgerPosting {
  balance: number;
  entry: LedgerEntryRecord | null;
}

export interface LedgerChange {
  memberId: number;
  /** Credits to add or spend; a positive integer (0 writes nothing and returns the balance). */
  amount: number;
  reason: LedgerReason;
  /** What the entry paid for or came from, e.g. 'message:123'. */
  object?: string | null;
  at: Date;
}

/** A member whose balance is not the sum of their entries (the invariant check finds none). */
export interface LedgerMismatch {
  memberId: number;
  credits: number;
  sum: number;
}

export interface LedgerRepository {
  /** Adds credits (a purchase, the signup credits, a refund): balance raised and entry written together. */
  credit(change: LedgerChange): Promise<LedgerPosting>;
  /**
   * Spends credits: one conditional UPDATE lowers the balance only while it covers the amount (concurrent
   * debits can never overdraw: the row lock orders them and each sees the balance the one before left), then
   * the entry with the balance after it. Null when the balance does not cover the amount: nothing written.
   */
  debit(change: LedgerChange): Promise<LedgerPosting | null>;
  /** The member's balance (null for an unknown member). */
  balance(memberId: number): Promise<number | null>;
  /** The member's newest `limit` entries, newest first. */
  entries(memberId: number, limit: number): Promise<LedgerEntryRecord[]>;
  /** Every member whose balance differs from the sum of their entries: none, unless something bypassed this. */
  mismatches(): Promise<LedgerMismatch[]>;
}

/** `cache`: the session memo; every balance change drops the member's entries (the user view shows credits). */
export function createLedgerRepository(db: AppDatabase, cache?: SessionCache): LedgerRepository {
  /** The database's ledger_post: the balance change and its entry in one statement (see the migration). */
  async function post(
    change: LedgerChange,
    delta: number,
    balanceCovers: boolean,
  ): Promise<LedgerPosting | null> {
    const posting = sql`ledger_post(${change.memberId}, ${delta}, ${balanceCovers}, ${change.reason}, ${
      change.object ?? null
    }, ${sql.param(change.at, creditLedger.createdAt)})`;
    const [row] = await db
      .select(entryColumns)
      .from(posting)
      // A named statement is parsed and planned once per connection.
      .prepare(balanceCovers ? 'ledger_debit' : 'ledger_credit')
      .execute();
    return row ? { balance: row.balanceAfter, entry: row } : null;
  }

  async function currentBalance(memberId: number): Promise<number | null> {
    const [row] = await db.select({ credits: members.credits }).from(members).where(eq(members.id, memberId));
    return row?.credits ?? null;
  }

  function checkAmount(amount: number) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`invalid credit amount ${amount}`);
  }

  return {
    async credit(change) {
      checkAmount(change.amount);
      if (change.amount === 0) return { balance: (await currentBalance(change.memberId)) ?? 0, entry: null };
      const posted = await post(change, change.amount, false);
      if (!posted) throw new Error(`no member ${change.memberId} to credit`);
      void cache?.forgetMember(change.memberId);
      return posted;
    },
    async debit(change) {
      checkAmount(change.amount);
      if (change.amount === 0) {
        const balance = await currentBalance(change.memberId);
        return balance === null ? null : { balance, entry: null };
      }
      const posted = await post(change, -change.amount, true);
      if (posted) void cache?.forgetMember(change.memberId);
      return posted;
    },
    balance: currentBalance,
    async entries(memberId, limit) {
      return db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.memberId, memberId))
        .orderBy(desc(creditLedger.id))
        .limit(limit);
    },
    async mismatches() {
      const sum = sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`;
      const rows = await db
        .select({ memberId: members.id, credits: members.credits, sum })
        .from(members)
        .leftJoin(creditLedger, eq(creditLedger.memberId, members.id))
        .groupBy(members.id)
        .having(sql`${members.credits} <> coalesce(sum(${creditLedger.delta}), 0)`);
      return rows;
    },
  };
}
