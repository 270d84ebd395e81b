/**
 * All SQL of the built-in sandbox payment provider's own books (a real provider keeps these on its side):
 * its hosted checkouts with the outcome the payer chose, and the cards it tokenised. Only the sandbox
 * provider (features/payments/providers/sandbox.ts) uses this repository; the API's own view of a payment is
 * the order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { sandboxCards, sandboxPayments } from '../schema.js';

export type SandboxPaymentRecord = typeof sandboxPayments.$inferSelect;
export type SandboxCardRecord = typeof sandboxCards.$inferSelect;
export type SandboxPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'cancelled';

export interface SandboxPaymentRepository {
  createPayment(payment: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRecord>;
  payment(id: string): Promise<SandboxPaymentRecord | null>;
  /**
   * Moves the payment from one of `from` to `to` (with the card and the store consent, if given); null when it was not in one of
   * `from` (a second click, a concurrent choice): nothing written.
   */
  transition(
    id: string,
    from: SandboxPaymentStatus[],
    to: SandboxPaymentStatus,
    at: Date,
    changes?: { cardToken?: string | null; storeCard?: boolean },
  ): Promise<SandboxPaymentRecord | null>;
  createCard(card: typeof sandboxCards.$inferInsert): Promise<SandboxCardRecord>;
  card(token: string): Promise<SandboxCardRecord | null>;
}

export function createSandboxPaymentRepository(db: AppDatabase): SandboxPaymentRepository {
  return {
    async createPayment(payment) {
      const [row] = await db.insert(sandboxPayments).values(payment).returning();
      if (!row) throw new Error('sandbox payment insert returned nothing');
      return row;
    },
    async payment(id) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ?? null;
    },
    async transition(id, from, to, at, changes = {}) {
      const [row] = await db
        .update(sandboxPayments)
        .set({
          status: to,
          updatedAt: at,
          ...(changes.cardToken === undefined ? {} : { cardToken: changes.cardToken }),
          ...(changes.storeCard === undefined ? {} : { storeCard: changes.storeCard }),
        })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
        .returning();
      return row ?? null;
    },
    async createCard(card) {
      const [row] = await db.insert(sandboxCards).values(card).returning();
      if (!row) throw new Error('sandbox card insert returned nothing');
      return row;
    },
    async card(token) {
      const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
      return row ?? null;
    },
  };
}
