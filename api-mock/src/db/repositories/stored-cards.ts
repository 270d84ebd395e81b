/**
 * SQL of the stored-card spending guard and the member's stored cards: a site's limits per currency, what a
 * member's repeat orders have charged in a window, the sessions whose member confirmed a card payment with
 * the password, and removing a card. A stored card lives on the orders it paid (their card token), so
 * removing one clears that token from every order of the member. Count-then-write rules run under the
 * member's lock (`lockMember`, inside a transaction).
 */
import type { CardLimits } from 'contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { cardConfirmedSessions, cardSpendingLimits, orders } from '../schema.js';
import { lockFor } from './locks.js';
import { orderExposureSince, type OrderExposure } from './order-exposure.js';

/** What a member's repeat orders that may still take money have charged since a moment, in one currency. */
export type CardExposure = OrderExposure;

export interface StoredCardRepository {
  /** The member's lock for repeat orders: held from the limit check until the new order is written. */
  lockMember(memberId: number): Promise<void>;
  /** The site's limits in a currency; null when its operators set none. */
  limits(siteId: number, currency: string): Promise<CardLimits | null>;
  /** Repeat orders of the member created since `since` (not failed or cancelled), and their amount in `currency`. */
  exposureSince(memberId: number, currency: string, since: Date): Promise<CardExposure>;
  /** The member's repeat order with this idempotency key, if any. */
  byIdempotencyKey(memberId: number, key: string): Promise<typeof orders.$inferSelect | null>;
  /** Whether the member confirmed a card payment with the password in this session. */
  isConfirmedSession(sessionId: number): Promise<boolean>;
  confirmSession(sessionId: number, at: Date): Promise<void>;
  /** Clears the card an order of the member stored from all the member's orders; false: no such card. */
  forgetCard(memberId: number, orderId: number): Promise<boolean>;
}

export function createStoredCardRepository(db: AppDatabase): StoredCardRepository {
  return {
    lockMember: (memberId) => lockFor(db, 'card-repeat', memberId),
    async limits(siteId, currency) {
      const [row] = await db
        .select()
        .from(cardSpendingLimits)
        .where(and(eq(cardSpendingLimits.siteId, siteId), eq(cardSpendingLimits.currency, currency)));
      if (!row) return null;
      const { siteId: _site, currency: _currency, ...limits } = row;
      return limits;
    },
    exposureSince: (memberId, currency, since) =>
      orderExposureSince(db, isNotNull(orders.repeatOf), memberId, currency, since),
    async byIdempotencyKey(memberId, key) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
        .orderBy(desc(orders.id))
        .limit(1);
      return row ?? null;
    },
    async isConfirmedSession(sessionId) {
      const [row] = await db
        .select({ sessionId: cardConfirmedSessions.sessionId })
        .from(cardConfirmedSessions)
        .where(eq(cardConfirmedSessions.sessionId, sessionId));
      return row !== undefined;
    },
    async confirmSession(sessionId, at) {
      await db
        .insert(cardConfirmedSessions)
        .values({ sessionId, confirmedAt: at })
        .onConflictDoUpdate({ target: cardConfirmedSessions.sessionId, set: { confirmedAt: at } });
    },
    async forgetCard(memberId, orderId) {
      const [owned] = await db
        .select({ token: orders.cardToken })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), isNotNull(orders.cardToken)));
      if (!owned?.token) return false;
      await db
        .update(orders)
        .set({ cardToken: null })
        .where(and(eq(orders.memberId, memberId), eq(orders.cardToken, owned.token)));
      return true;
    },
  };
}
