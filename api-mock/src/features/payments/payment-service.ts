/**
 * Payments: the package list, orders through the provider's hosted checkout, the payer's return, the
 * provider's webhooks, the member's orders, repeat orders with a stored card, and abandoned checkouts.
 * Every amount is priced here (pricing.ts); every outcome comes from the provider (its status call or its
 * signed webhook), never from the payer's browser; every settlement goes through settle-order.ts, which
 * credits an order once however many redirects and webhooks race for it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_PAYMENT_METHODS,
  ERROR_CODES,
  ORDER_EXPIRY_MIN,
  ORDERS_PAGE_SIZE,
  PAYMENT_MESSAGES,
  paymentMethodsFor,
  type CreateOrder,
  type CreateOrderResponse,
  type CreditPackage,
  type Order,
  type OrderDetailResponse,
  type OrdersResponse,
  type PackagesResponse,
  type PaymentMethod,
  type RepeatOrdersResponse,
} from 'contract';
import type { MemberRecord, OrderRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import type { RealtimeBus } from '../realtime/bus.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { isVisibleTo, refusal } from '../discounts/discount-rules.js';
import { orderFromQuote, placeOrder } from './place-order.js';
import { createRepeatOrders, type RepeatOrderRequest } from './repeat-order.js';
import { countryNotServed, createPricing, methodNotOffered } from './pricing.js';
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus } from './providers/types.js';
import {
  publishSettlement,
  settleInTransaction,
  settleOrder,
  type PendingSettlement,
} from './settle-order.js';

export interface PaymentServiceDeps {
  repositories: Pick<Repositories, 'orders' | 'discounts' | 'storedCards' | 'transaction'>;
  provider: PaymentProvider;
  realtime: RealtimeBus;
  now: () => Date;
  log?: FastifyBaseLogger;
}

/** Where the provider sends the payer back (a path of the site; the sandbox's page is on the same origin). */
export const returnPath = (orderId: number) => `/api/payment-return.php?order=${orderId}`;
/** The frontend page that shows the order's outcome. */
export const resultPath = (order: Pick<OrderRecord, 'id' | 'packageId' | 'paymentMethod'>) =>
  `/credits/${order.packageId}/${order.paymentMethod}?order=${order.id}`;

/** Abandoned checkouts cancelled per run of the expiry job. */
const EXPIRE_BATCH = 100;

const isCardMethod = (method: string) => (CARD_PAYMENT_METHODS as readonly string[]).includes(method);

export function orderView(order: OrderRecord): Order {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    package_id: order.packageId,
    tier: order.tier,
    credits: order.credits,
    amount: { amount: order.amount, currency: order.currency },
    normal_amount: { amount: order.normalAmount, currency: order.currency },
    discount_code: order.discountCode,
    payment_method: order.paymentMethod,
    status: order.status,
    finished_at: order.finishedAt?.toISOString() ?? null,
    card:
      order.cardBrand && order.cardLast4 && /^[0-9]{4}$/.test(order.cardLast4)
        ? { brand: order.cardBrand, last4: order.cardLast4 }
        : null,
    repeat_of: order.repeatOf,
    iban_masked: order.ibanMasked,
  };
}

const webhookSignature = () =>
  new ApiHttpError(401, ERROR_CODES.webhookSignature, PAYMENT_MESSAGES.webhookSignature);
const webhookStale = () => new ApiHttpError(400, ERROR_CODES.webhookStale, PAYMENT_MESSAGES.webhookStale);
const webhookReplayed = () =>
  new ApiHttpError(409, ERROR_CODES.webhookReplayed, PAYMENT_MESSAGES.webhookReplayed);
const providerUnavailable = () =>
  new ApiHttpError(503, ERROR_CODES.serviceUnavailable, PAYMENT_MESSAGES.paymentFailed);

export function createPaymentService(deps: PaymentServiceDeps) {
  const { repositories, provider, realtime, now, log } = deps;
  const { orders, discounts, transaction } = repositories;
  const pricing = createPricing({ orders, discounts });
  const settleDeps = { transaction, realtime };
  const pricingSite = (site: ResolvedSite) => ({ id: site.id, countries: site.settings.countries });
  /** A repeat order's price: the earlier order's package, country and method today, without a discount code. */
  const repeatQuote = (member: MemberRecord, site: ResolvedSite, earlier: OrderRecord, at: Date) =>
    pricing.quote(member, pricingSite(site), {
      packageId: earlier.packageId,
      country: earlier.country,
      paymentMethod: earlier.paymentMethod,
      now: at,
    });

  const repeatOrders = createRepeatOrders({
    repositories,
    provider,
    realtime,
    now,
    log,
    quote: repeatQuote,
    view: orderView,
  });

  /** The card fields of a settlement: what the provider reports (the token only when the payer stored it). */
  const cardDetails = (status: Pick<ProviderPaymentStatus, 'card'>) =>
    status.card
      ? { cardToken: status.card.token, cardBrand: status.card.brand, cardLast4: status.card.last4 }
      : undefined;

  /** Applies what the provider says about an open order, in the caller's transaction. */
  async function applyStatus(
    tx: Repositories,
    order: OrderRecord,
    status: ProviderPaymentStatus,
    at: Date,
  ): Promise<PendingSettlement | null> {
    switch (status.outcome) {
      case 'completed':
      case 'failed':
      case 'cancelled':
        return settleInTransaction(tx, order.id, status.outcome, at, cardDetails(status));
      case 'pending':
        await tx.orders.markPending(order.id, null);
        return null;
      default:
        return null;
    }
  }

  /**
   * Once a payment spent a discount code, the member's other open checkouts with that code are closed at the
   * provider, so none of them takes money for a discount that is gone: each is cancelled, or, when its payer
   * paid before it closed, settled as paid (at the price its page showed). Runs after the settlement committed.
   */
  async function closeCheckoutsSharingCode(result: PendingSettlement): Promise<void> {
    const { order, changed } = result;
    if (!changed || order.status !== 'completed' || order.discountCode === null) return;
    const siblings = await orders.openWithCode(order.memberId, order.discountCode, provider.name, order.id);
    for (const sibling of siblings) {
      try {
        await closeCheckout(sibling, 'cancelled', now());
      } catch (error) {
        // The expiry job closes it later; the paid order stands either way.
        log?.error({ err: error, order: sibling.id }, 'closing a checkout that shared a spent code failed');
      }
    }
  }

  /**
   * Closes an open order's hosted checkout at the provider and settles the order: as the provider says when the
   * payer decided first (paid, failed), else as `outcome`. Answers whether the order got `outcome`.
   */
  async function closeCheckout(
    order: OrderRecord,
    outcome: 'cancelled' | 'expired',
    at: Date,
  ): Promise<boolean> {
    const status = order.providerRef ? await provider.closeCheckout(order.providerRef) : null;
    if (status?.outcome === 'completed' || status?.outcome === 'failed') {
      const decided = status.outcome;
      const result = await transaction((tx) =>
        settleInTransaction(tx, order.id, decided, at, cardDetails(status)),
      );
      await afterSettlement(result);
      return false;
    }
    // A payment still pending at the provider is left open: its outcome arrives by webhook.
    if (status?.outcome === 'pending') return false;
    const settled = await settleOrder(settleDeps, order.id, outcome, at);
    return settled.changed;
  }

  /** Publishes a committed settlement and closes the checkouts that shared its spent code. */
  async function afterSettlement(result: PendingSettlement | null): Promise<void> {
    if (!result) return;
    publishSettlement(realtime, result);
    await closeCheckoutsSharingCode(result);
  }

  /** The order a provider event is about: by the provider's reference, else by our reference before it was recorded. */
  async function orderOfEvent(tx: Repositories, event: ProviderEvent): Promise<OrderRecord | null> {
    const byRef = await tx.orders.byProviderRef(provider.name, event.ref);
    if (byRef) return byRef;
    const id = /^[1-9][0-9]{0,9}$/.test(event.reference) ? Number(event.reference) : null;
    const order = id !== null && id <= 2_147_483_647 ? await tx.orders.byId(id) : null;
    return order && order.provider === provider.name && order.providerRef === null ? order : null;
  }

  return {
    pricing,

    /** GET /api/packages.php for a member or a visitor. */
    async packages(
      member: MemberRecord | null,
      site: ResolvedSite,
      query: { country?: string; discount?: string; payment_method?: PaymentMethod },
      geoipCountry: string | null,
    ): Promise<PackagesResponse> {
      const countries = site.settings.countries;
      const country =
        query.country ??
        (geoipCountry !== null && countries.includes(geoipCountry) ? geoipCountry : (countries[0] ?? ''));
      if (!countries.includes(country)) throw countryNotServed();
      const at = now();
      const rows = await orders.packages(site.id, country);
      const typed = query.discount?.trim() ?? '';
      let code = typed === '' ? null : await discounts.byCode(site.id, typed);
      if (
        code &&
        (!isVisibleTo(code, member) || (member && (await discounts.isUsedBy(code.id, member.id))))
      ) {
        code = null;
      }
      const p0 = rows.find((row) => row.tier === 'p0');
      const p0PerCredit = p0 ? p0.price / p0.credits : null;
      const packages: CreditPackage[] = rows.map((row) => {
        const applies =
          code !== null &&
          refusal(code, member, {
            country,
            paymentMethod: query.payment_method ?? null,
            normalAmount: row.price,
            currency: row.currency,
            now: at,
          }) === null;
        const percentage = applies && code ? code.valuePercentage : null;
        const price =
          percentage === null ? row.price : Math.max(0, Math.round((row.price * (100 - percentage)) / 100));
        const savings =
          p0PerCredit === null || row.tier === 'p0'
            ? 0
            : Math.min(100, Math.max(0, Math.round((1 - row.price / row.credits / p0PerCredit) * 100)));
        return {
          id: row.id,
          tier: row.tier,
          credits: row.credits,
          price: { amount: price, currency: row.currency },
          normal_price: { amount: row.price, currency: row.currency },
          savings_percentage: savings,
          popular: row.popular,
          discount_percentage: percentage,
        };
      });
      return {
        country,
        currency: rows[0]?.currency ?? 'EUR',
        packages,
        payment_methods: [...paymentMethodsFor(country)],
      };
    },

    /** POST /api/orders.php: prices, places the order (+ its code's use) and opens the provider's checkout. */
    async createOrder(
      member: MemberRecord,
      site: ResolvedSite,
      body: CreateOrder,
    ): Promise<CreateOrderResponse> {
      // SEPA direct debit has its own form (POST /api/directdebit.php), not a hosted checkout.
      if (body.payment_method === 'sdd') throw methodNotOffered();
      if (body.store_card === true && !isCardMethod(body.payment_method)) {
        const message = 'Only a card payment can store the card.';
        throw new ApiHttpError(400, ERROR_CODES.validationFailed, message, { store_card: message });
      }
      const at = now();
      const quote = await pricing.quote(member, pricingSite(site), {
        packageId: body.package,
        country: body.country,
        paymentMethod: body.payment_method,
        discountCode: body.discount_code ?? null,
        now: at,
      });
      const order = await placeOrder(
        { transaction },
        orderFromQuote(member, site.id, quote, {
          paymentMethod: body.payment_method,
          provider: provider.name,
          at,
        }),
        quote.discount,
      );
      let checkout: { ref: string; redirectUrl: string };
      try {
        checkout = await provider.createCheckout(
          {
            orderId: order.id,
            amount: order.amount,
            currency: order.currency,
            paymentMethod: order.paymentMethod,
            storeCard: body.store_card === true,
            merchant: site.settings.name,
            description: `${order.credits} credits`,
          },
          returnPath(order.id),
        );
      } catch (error) {
        log?.error({ err: error, order: order.id }, 'the payment provider refused a checkout');
        await settleOrder(settleDeps, order.id, 'failed', now());
        throw providerUnavailable();
      }
      const pending = await orders.markPending(order.id, checkout.ref);
      return { order: orderView(pending ?? order), redirect_url: checkout.redirectUrl };
    },

    /**
     * GET /api/payment-return.php: the payer is back from the provider. Asks the provider (never the query)
     * and settles; answers where to send the payer (the frontend's page for the order), or null: no such order
     * of this member (another member's order is not told apart from one that does not exist).
     */
    async returnFromProvider(memberId: number, orderId: number): Promise<string | null> {
      const order = await orders.ownOrder(memberId, orderId);
      if (!order) return null;
      if (
        (order.status === 'created' || order.status === 'pending') &&
        order.providerRef &&
        order.provider === provider.name
      ) {
        const status = await provider.status(order.providerRef);
        const at = now();
        const result = await transaction((tx) => applyStatus(tx, order, status, at));
        await afterSettlement(result);
      }
      return resultPath(order);
    },

    /**
     * POST /api/payment-webhook.php: a signed event of the provider. The event id is recorded in the same
     * transaction as the settlement: a replay (409) writes nothing, and a failed settlement leaves the event
     * unrecorded so the provider's retry is taken.
     */
    async webhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<{ received: true }> {
      const at = now();
      const verified = provider.verifyWebhook(rawBody, headers, at);
      if (!verified.ok) {
        if (verified.reason === 'stale') throw webhookStale();
        if (verified.reason === 'malformed') {
          throw new ApiHttpError(400, ERROR_CODES.badRequest, 'The webhook event is malformed.');
        }
        throw webhookSignature();
      }
      const { event } = verified;
      const result = await transaction(async (tx) => {
        const order = await orderOfEvent(tx, event);
        if (!(await tx.orders.recordEvent(provider.name, event.id, order?.id ?? null, at))) {
          throw webhookReplayed();
        }
        if (!order) {
          log?.warn({ event: event.id, ref: event.ref }, 'a payment webhook for an unknown order');
          return null;
        }
        return applyStatus(tx, order, event, at);
      });
      await afterSettlement(result);
      return { received: true };
    },

    /**
     * GET /api/order.php: one of the member's own orders (another member's: 404, as if unknown), and whether it
     * is the purchase that made them premium for life (the page after the checkout says so).
     */
    async order(member: MemberRecord, id: number): Promise<OrderDetailResponse> {
      const order = await orders.ownOrder(member.id, id);
      if (!order) throw notFound('This order does not exist.');
      return { order: orderView(order), became_premium: await orders.isFirstPurchase(order) };
    },

    /** GET /api/orders.php. */
    async list(member: MemberRecord, page: number): Promise<OrdersResponse> {
      const result = await orders.list(member.id, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
      return { orders: result.orders.map(orderView), page, total: result.total, page_size: ORDERS_PAGE_SIZE };
    },

    /**
     * GET /api/repeat-orders.php: each with the price 'Buy again' charges now (priced as repeatOrder prices it);
     * an order whose package or method is no longer sold is left out.
     */
    async repeatable(member: MemberRecord, site: ResolvedSite): Promise<RepeatOrdersResponse> {
      const at = now();
      const priced = await Promise.all(
        (await orders.repeatable(member.id)).map(async (earlier) => {
          try {
            const quote = await repeatQuote(member, site, earlier, at);
            return { ...orderView(earlier), price: { amount: quote.amount, currency: quote.currency } };
          } catch (error) {
            if (error instanceof ApiHttpError) return null;
            throw error;
          }
        }),
      );
      return { orders: priced.filter((entry) => entry !== null) };
    },

    /** POST /api/repeat-order.php and DELETE /api/stored-card.php: see repeat-order.ts. */
    repeatOrder: (member: MemberRecord, site: ResolvedSite, request: RepeatOrderRequest) =>
      repeatOrders.repeatOrder(member, site, request),
    forgetCard: repeatOrders.forgetCard,

    /**
     * The expiry job: open orders of this provider's hosted checkout older than ORDER_EXPIRY_MIN. Each checkout
     * is closed at the provider first, so its page takes no money after this: a payment made before is
     * credited, the rest expires (status 'expired'). Orders of other providers (direct debit) have their own
     * lifecycle. Answers how many expired.
     */
    async expireAbandoned(at: Date): Promise<number> {
      const before = new Date(at.getTime() - ORDER_EXPIRY_MIN * 60_000);
      const stale = await orders.staleOpen(before, EXPIRE_BATCH, provider.name);
      let expired = 0;
      for (const order of stale) {
        if (await closeCheckout(order, 'expired', at)) expired += 1;
      }
      return expired;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
