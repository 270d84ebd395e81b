/**
 * All SQL about SEPA direct debit: the requests waiting for their SMS code, the block list of IBANs and
 * phones, and the counts the limits are checked against. Every change of a request's state is one
 * conditional UPDATE, so parallel confirmations and guesses cannot take more than their share: an attempt
 * is counted only while fewer than the maximum were, and only an open request can be confirmed (once).
 * Count-then-write rules run under the member's lock (`lockMember`, inside a transaction).
 */
import { and, count, eq, gt, lt, min, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { directDebitBlocks, directDebitRequests, orders } from '../schema.js';
import { lockFor } from './locks.js';
import { orderExposureSince } from './order-exposure.js';

export type DirectDebitRequestRecord = typeof directDebitRequests.$inferSelect;
export type NewDirectDebitRequest = Omit<
  typeof directDebitRequests.$inferInsert,
  'id' | 'status' | 'attempts' | 'orderId'
>;

/** The provider name of direct-debit orders. */
export const DIRECT_DEBIT_PROVIDER = 'directdebit';

export interface DirectDebitExposure {
  /** Direct-debit orders not failed or cancelled (pending or completed) since the time asked about. */
  orders: number;
  /** Their amount in the currency asked about (minor units). */
  amount: number;
}

export interface DirectDebitRepository {
  /**
   * The member's direct-debit lock until the transaction ends: requests and confirmations of one member
   * run one after the other, so a limit counted before a write still holds when it commits.
   */
  lockMember(memberId: number): Promise<void>;
  /** Which of the IBAN (normalised) and the phone (E.164) are on the block list. */
  blocked(iban: string, phone: string): Promise<('iban' | 'phone')[]>;
  /** The member's requests (SMS codes sent) created after `since`, and the oldest of them. */
  requestsSince(memberId: number, since: Date): Promise<{ count: number; oldest: Date | null }>;
  /** The member's direct-debit orders since `since` that may still be collected (see DirectDebitExposure). */
  exposureSince(memberId: number, currency: string, since: Date): Promise<DirectDebitExposure>;
  create(request: NewDirectDebitRequest): Promise<DirectDebitRequestRecord>;
  /** The request, only when it is the member's own (another member's: null, as if unknown). */
  ownRequest(memberId: number, id: number): Promise<DirectDebitRequestRecord | null>;
  /**
   * Counts one code attempt of an open request of the member's, if fewer than `maxAttempts` were counted;
   * null when none was left (or the request is not open). Taken before the code is compared, so at most
   * `maxAttempts` codes are ever compared per request, however many arrive at once.
   */
  takeAttempt(memberId: number, id: number, maxAttempts: number): Promise<DirectDebitRequestRecord | null>;
  /** Makes an open request void (its attempts are used up). */
  voidRequest(id: number): Promise<void>;
  /** Confirms an open request; null when it was not open (confirmed by a parallel call, or void). */
  claim(id: number): Promise<DirectDebitRequestRecord | null>;
  linkOrder(id: number, orderId: number): Promise<void>;
}

export function createDirectDebitRepository(db: AppDatabase): DirectDebitRepository {
  return {
    lockMember: (memberId) => lockFor(db, 'direct-debit', memberId),
    async blocked(iban, phone) {
      const rows = await db
        .select({ kind: directDebitBlocks.kind })
        .from(directDebitBlocks)
        .where(
          or(
            and(eq(directDebitBlocks.kind, 'iban'), eq(directDebitBlocks.value, iban)),
            and(eq(directDebitBlocks.kind, 'phone'), eq(directDebitBlocks.value, phone)),
          ),
        );
      return rows.map((row) => row.kind);
    },
    async requestsSince(memberId, since) {
      const [row] = await db
        .select({ count: count(), oldest: min(directDebitRequests.createdAt) })
        .from(directDebitRequests)
        .where(and(eq(directDebitRequests.memberId, memberId), gt(directDebitRequests.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    exposureSince: (memberId, currency, since) =>
      orderExposureSince(db, eq(orders.provider, DIRECT_DEBIT_PROVIDER), memberId, currency, since),
    async create(request) {
      const [row] = await db.insert(directDebitRequests).values(request).returning();
      if (!row) throw new Error('direct-debit request insert returned nothing');
      return row;
    },
    async ownRequest(memberId, id) {
      const [row] = await db
        .select()
        .from(directDebitRequests)
        .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.memberId, memberId)));
      return row ?? null;
    },
    async takeAttempt(memberId, id, maxAttempts) {
      const [row] = await db
        .update(directDebitRequests)
        .set({ attempts: sql`${directDebitRequests.attempts} + 1` })
        .where(
          and(
            eq(directDebitRequests.id, id),
            eq(directDebitRequests.memberId, memberId),
            eq(directDebitRequests.status, 'open'),
            lt(directDebitRequests.attempts, maxAttempts),
          ),
        )
        .returning();
      return row ?? null;
    },
    async voidRequest(id) {
      await db
        .update(directDebitRequests)
        .set({ status: 'void' })
        .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.status, 'open')));
    },
    async claim(id) {
      const [row] = await db
        .update(directDebitRequests)
        .set({ status: 'confirmed' })
        .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.status, 'open')))
        .returning();
      return row ?? null;
    },
    async linkOrder(id, orderId) {
      await db.update(directDebitRequests).set({ orderId }).where(eq(directDebitRequests.id, id));
    },
  };
}
