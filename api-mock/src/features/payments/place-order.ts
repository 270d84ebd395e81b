/**
 * Placing an order: the order row, priced by the quote, with its discount code named. Placing holds nothing:
 * a code is spent only when a payment with it completes (settle-order.ts), so a checkout left open, abandoned,
 * failed or expired never costs the member their discount. Two checkouts open with one code: whichever
 * completes first spends it, and the other's checkout is closed at the provider (payment-service.ts).
 *
 * Stable API (used by features/direct-debit):
 *
 *   const quote = await pricing.quote(member, site, request);
 *   const order = await placeOrder({ transaction }, orderFromQuote(member, site.id, quote, {
 *     paymentMethod: 'sdd', provider: 'directdebit', at: now, ibanMasked,
 *   }), quote.discount, { alsoInTransaction: async (tx, order) => { ... } });
 *   // ... later, when the money arrived or not:
 *   await settleOrder({ transaction, realtime }, order.id, 'completed' | 'failed' | 'cancelled', at);
 */
import type { PaymentMethod } from 'contract';
import type { MemberRecord, NewOrder, OrderRecord, Repositories } from '../../db/repositories/index.js';
import { codeUsed } from '../discounts/discount-rules.js';
import type { Quote, QuoteDiscount } from './pricing.js';

export interface PlaceOrderDeps {
  transaction: Repositories['transaction'];
}

export interface OrderOptions {
  paymentMethod: PaymentMethod;
  /** The provider taking the payment: 'sandbox' (or the configured one), 'directdebit'. */
  provider: string;
  at: Date;
  providerRef?: string | null;
  repeatOf?: number | null;
  /** A repeat order's idempotency key (one order per member and key). */
  idempotencyKey?: string | null;
  ibanMasked?: string | null;
  cardToken?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  status?: 'created' | 'pending';
}

/** The order row of a quote: package, credits, amounts and the code, as priced now. */
export function orderFromQuote(
  member: Pick<MemberRecord, 'id'>,
  siteId: number,
  quote: Quote,
  options: OrderOptions,
): NewOrder {
  const { at, ...rest } = options;
  return {
    siteId,
    memberId: member.id,
    packageId: quote.package.id,
    tier: quote.package.tier,
    credits: quote.package.credits,
    country: quote.package.country,
    currency: quote.currency,
    amount: quote.amount,
    normalAmount: quote.normalAmount,
    discountCode: quote.discount?.code ?? null,
    createdAt: at,
    ...rest,
  };
}

/**
 * Inserts the order; 409 code_used when a payment spent its discount code since the quote (nothing is
 * written then). `alsoInTransaction` runs in the same transaction after it (e.g. linking a direct-debit
 * request).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  order: NewOrder,
  discount: QuoteDiscount | null,
  options: { alsoInTransaction?: (tx: Repositories, order: OrderRecord) => Promise<void> } = {},
): Promise<OrderRecord> {
  return deps.transaction(async (tx) => {
    const created = await tx.orders.create(order);
    if (discount && (await tx.discounts.isUsedBy(discount.codeId, order.memberId))) throw codeUsed();
    await options.alsoInTransaction?.(tx, created);
    return created;
  });
}
