/**
 * All SQL about what members buy: the credit packages, orders and their settlement, the webhook events seen,
 * discount redemptions. An order's status moves once, from created or pending to a final state, through one
 * conditional UPDATE: of a redirect and webhooks racing for one order, exactly one settles it.
 */
import type { OrderStatus } from 'contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { creditPackages, discountRedemptions, members, orders, paymentEvents } from '../schema.js';
import { isUniqueViolation } from './errors.js';
import type { SessionCache } from './session-cache.js';

export type PackageRecord = typeof creditPackages.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'finishedAt'> & {
  status?: 'created' | 'pending';
};

/** The final states an order can be settled to. */
export type OrderOutcome = Extract<OrderStatus, 'completed' | 'failed' | 'cancelled' | 'expired'>;

/** What a settlement may record besides the status: the card the provider stored. */
export interface SettlementDetails {
  cardToken?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface OrderRepository {
  /** The site's packages in one payment country, p0 to p3. */
  packages(siteId: number, country: string): Promise<PackageRecord[]>;
  /** One package of the site (any country); null when unknown there. */
  packageById(siteId: number, id: number): Promise<PackageRecord | null>;
  create(order: NewOrder): Promise<OrderRecord>;
  /** The order, only when it is the member's own (another member's order: null, as if unknown). */
  ownOrder(memberId: number, id: number): Promise<OrderRecord | null>;
  byId(id: number): Promise<OrderRecord | null>;
  byProviderRef(provider: string, ref: string): Promise<OrderRecord | null>;
  /** The member's orders, newest first. */
  list(memberId: number, limit: number, offset: number): Promise<{ orders: OrderRecord[]; total: number }>;
  /** Records the provider's reference and moves a created order to pending. */
  markPending(id: number, providerRef: string | null): Promise<OrderRecord | null>;
  /**
   * Settles an open order (created or pending) to its outcome; null when it was settled before (nothing
   * written). Waits for a concurrent settlement of the same order and then finds it settled.
   */
  settle(
    id: number,
    outcome: OrderOutcome,
    at: Date,
    details?: SettlementDetails,
  ): Promise<OrderRecord | null>;
  /** Lifetime premium: set once, never unset. */
  grantPremium(memberId: number): Promise<void>;
  /**
   * Whether a completed order is its member's first paid purchase, the one that made them premium: no other
   * order of theirs was paid before it (refunded ones count, a refund does not take premium back).
   */
  isFirstPurchase(order: Pick<OrderRecord, 'id' | 'memberId' | 'status' | 'finishedAt'>): Promise<boolean>;
  /** Records a webhook event; false when the provider sent this event id before (a replay). */
  recordEvent(provider: string, eventId: string, orderId: number | null, at: Date): Promise<boolean>;
  /** Marks the code use of an order that did not complete as released (the code can be used again). */
  releaseRedemption(orderId: number, at: Date): Promise<void>;
  /**
   * The member's completed orders whose stored card can pay again (a card token), newest first, the newest one
   * per package and card: every stored card can buy every package the member bought with it.
   */
  repeatable(memberId: number): Promise<OrderRecord[]>;
  /**
   * The member's other open hosted checkouts with this discount code (of one provider): to close when a payment
   * spent the code.
   */
  openWithCode(memberId: number, code: string, provider: string, exceptId: number): Promise<OrderRecord[]>;
  /** Open orders created before `before` (of one provider, when given): abandoned checkouts to expire. */
  staleOpen(before: Date, limit: number, provider?: string): Promise<OrderRecord[]>;
}

export function createOrderRepository(db: AppDatabase, cache?: SessionCache): OrderRepository {
  return {
    async packages(siteId, country) {
      return db
        .select()
        .from(creditPackages)
        .where(and(eq(creditPackages.siteId, siteId), eq(creditPackages.country, country)))
        .orderBy(asc(creditPackages.tier));
    },
    async packageById(siteId, id) {
      const [row] = await db
        .select()
        .from(creditPackages)
        .where(and(eq(creditPackages.siteId, siteId), eq(creditPackages.id, id)));
      return row ?? null;
    },
    async create(order) {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async ownOrder(memberId, id) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
      return row ?? null;
    },
    async byId(id) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
    async byProviderRef(provider, ref) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerRef, ref)));
      return row ?? null;
    },
    async list(memberId, limit, offset) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.memberId, memberId))
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(orders).where(eq(orders.memberId, memberId)),
      ]);
      return { orders: rows, total: total?.value ?? 0 };
    },
    async markPending(id, providerRef) {
      const [row] = await db
        .update(orders)
        .set({ status: 'pending', ...(providerRef === null ? {} : { providerRef }) })
        .where(and(eq(orders.id, id), inArray(orders.status, ['created', 'pending'])))
        .returning();
      return row ?? null;
    },
    async settle(id, outcome, at, details = {}) {
      const [row] = await db
        .update(orders)
        .set({ status: outcome, finishedAt: at, ...details })
        .where(and(eq(orders.id, id), inArray(orders.status, ['created', 'pending'])))
        .returning();
      return row ?? null;
    },
    async grantPremium(memberId) {
      await db
        .update(members)
        .set({ paidUser: true })
        .where(and(eq(members.id, memberId), eq(members.paidUser, false)));
      void cache?.forgetMember(memberId);
    },
    async isFirstPurchase(order) {
      if (order.status !== 'completed' || !order.finishedAt) return false;
      const [earlier] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.memberId, order.memberId),
            ne(orders.id, order.id),
            inArray(orders.status, ['completed', 'refunded']),
            or(
              lt(orders.finishedAt, order.finishedAt),
              and(eq(orders.finishedAt, order.finishedAt), lt(orders.id, order.id)),
            ),
          ),
        )
        .limit(1);
      return earlier === undefined;
    },
    async recordEvent(provider, eventId, orderId, at) {
      try {
        await db.insert(paymentEvents).values({ provider, eventId, orderId, receivedAt: at });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async releaseRedemption(orderId, at) {
      await db
        .update(discountRedemptions)
        .set({ releasedAt: at })
        .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)));
    },
    async repeatable(memberId) {
      const newestPerPackage = db
        .selectDistinctOn([orders.packageId, orders.cardToken], { id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.memberId, memberId), eq(orders.status, 'completed'), isNotNull(orders.cardToken)),
        )
        .orderBy(orders.packageId, orders.cardToken, desc(orders.id));
      return db.select().from(orders).where(inArray(orders.id, newestPerPackage)).orderBy(desc(orders.id));
    },
    async openWithCode(memberId, code, provider, exceptId) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.memberId, memberId),
            eq(orders.discountCode, code),
            eq(orders.provider, provider),
            inArray(orders.status, ['created', 'pending']),
            ne(orders.id, exceptId),
          ),
        )
        .orderBy(asc(orders.id));
    },
    async staleOpen(before, limit, provider) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['created', 'pending']),
            provider === undefined ? undefined : eq(orders.provider, provider),
            sql`${orders.createdAt} < ${before.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
    },
  };
}
