/**
 * Repeat orders: the package of an earlier order again, priced now (no discount code), charged to the card
 * that order stored, without the hosted page; guarded by spending-guard.ts (idempotency key, cap, password).
 *
 * The order is written with its idempotency key under the member's lock, after the cap was counted in the
 * same transaction; the card is charged after the commit (never while holding the lock, a provider call can
 * take seconds). A request with a key seen before answers that order's result: completed 201 with the same
 * order, declined 402; while the first is still being charged it waits for it a little, then 409.
 */
import { ACCOUNT_MESSAGES, ERROR_CODES, PAYMENT_MESSAGES, type Order } from 'contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MemberRecord, OrderRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import type { RealtimeBus } from '../realtime/bus.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { orderFromQuote, placeOrder } from './place-order.js';
import type { Quote } from './pricing.js';
import type { PaymentProvider } from './providers/types.js';
import { settleOrder } from './settle-order.js';
import { cardLimitsFor, confirmationRequired, needsPassword, refuseOverCardLimit } from './spending-guard.js';

/** How long a retry waits for the first request with its key to be charged, and how often it looks. */
const REPLAY_WAIT_MS = 5_000;
const REPLAY_POLL_MS = 100;

export interface RepeatOrderRequest {
  earlierId: number;
  idempotencyKey: string;
  /** The asking session: the guard's "device". */
  sessionId: number;
  password: string | undefined;
  /** Checks the member's own password (under the login lockout). */
  checkPassword: (password: string) => Promise<boolean>;
}

export interface RepeatOrderDeps {
  repositories: Pick<Repositories, 'orders' | 'storedCards' | 'transaction'>;
  provider: PaymentProvider;
  realtime: RealtimeBus;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** The repeat order's price now: the earlier order's package, country and method, no discount code. */
  quote: (member: MemberRecord, site: ResolvedSite, earlier: OrderRecord, at: Date) => Promise<Quote>;
  view: (order: OrderRecord) => Order;
}

const noStoredCard = () => new ApiHttpError(409, ERROR_CODES.noStoredCard, PAYMENT_MESSAGES.noStoredCard);
const cardDeclined = () =>
  new ApiHttpError(402, ERROR_CODES.recurringCardFailed, PAYMENT_MESSAGES.recurringCardFailed);
const passwordWrong = () =>
  new ApiHttpError(400, ERROR_CODES.passwordWrong, ACCOUNT_MESSAGES.passwordWrong, {
    password: ACCOUNT_MESSAGES.passwordWrong,
  });
const isOpen = (order: OrderRecord) => order.status === 'created' || order.status === 'pending';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRepeatOrders(deps: RepeatOrderDeps) {
  const { repositories, provider, realtime, now, log, quote, view } = deps;
  const { orders, storedCards, transaction } = repositories;

  /** The answer of an order placed before with the same key (for the same earlier order only). */
  async function replay(first: OrderRecord, earlierId: number): Promise<{ order: Order }> {
    if (first.repeatOf !== earlierId) {
      throw new ApiHttpError(422, ERROR_CODES.idempotencyKeyReused, PAYMENT_MESSAGES.idempotencyKeyReused, {
        idempotency_key: PAYMENT_MESSAGES.idempotencyKeyReused,
      });
    }
    let current: OrderRecord = first;
    for (let waited = 0; isOpen(current) && waited < REPLAY_WAIT_MS; waited += REPLAY_POLL_MS) {
      await sleep(REPLAY_POLL_MS);
      current = (await orders.byId(first.id)) ?? current;
    }
    if (isOpen(current)) {
      throw new ApiHttpError(
        409,
        ERROR_CODES.idempotencyKeyInProgress,
        PAYMENT_MESSAGES.idempotencyKeyInProgress,
      );
    }
    if (current.status !== 'completed') throw cardDeclined();
    return { order: view(current) };
  }

  /** Charges the card of a written repeat order and settles it: completed, or 402. */
  async function charge(order: OrderRecord, cardToken: string): Promise<{ order: Order }> {
    let outcome: 'completed' | 'failed' = 'failed';
    try {
      const charged = await provider.chargeStoredCard(
        cardToken,
        order.amount,
        order.currency,
        String(order.id),
      );
      await orders.markPending(order.id, charged.ref);
      outcome = charged.outcome;
    } catch (error) {
      log?.error({ err: error, order: order.id }, 'the payment provider failed a stored-card charge');
    }
    const settled = await settleOrder({ transaction, realtime }, order.id, outcome, now());
    if (settled.order.status !== 'completed') throw cardDeclined();
    return { order: view(settled.order) };
  }

  return {
    async repeatOrder(
      member: MemberRecord,
      site: ResolvedSite,
      request: RepeatOrderRequest,
    ): Promise<{ order: Order }> {
      const { earlierId, idempotencyKey } = request;
      const seen = await storedCards.byIdempotencyKey(member.id, idempotencyKey);
      if (seen) return replay(seen, earlierId);
      const earlier = await orders.ownOrder(member.id, earlierId);
      if (!earlier) throw notFound('This order does not exist.');
      const cardToken = earlier.cardToken;
      if (earlier.status !== 'completed' || !cardToken) throw noStoredCard();
      const at = now();
      const priced = await quote(member, site, earlier, at);
      const limits = await cardLimitsFor(storedCards, site.id, priced.currency);
      // Counted before the password too, so a member over the cap is not asked for it in vain.
      await refuseOverCardLimit(storedCards, limits, member.id, priced, at);
      if (await needsPassword(storedCards, limits, request.sessionId, priced.amount)) {
        if (request.password === undefined || request.password === '') throw confirmationRequired();
        if (!(await request.checkPassword(request.password))) throw passwordWrong();
        await storedCards.confirmSession(request.sessionId, at);
      }
      const placed = await transaction(
        async (tx): Promise<{ first: OrderRecord } | { order: OrderRecord }> => {
          await tx.storedCards.lockMember(member.id);
          // A parallel request with the same key held the lock first: its order is the answer.
          const parallel = await tx.storedCards.byIdempotencyKey(member.id, idempotencyKey);
          if (parallel) return { first: parallel };
          await refuseOverCardLimit(tx.storedCards, limits, member.id, priced, at);
          const order = await placeOrder(
            { transaction: tx.transaction },
            orderFromQuote(member, site.id, priced, {
              paymentMethod: earlier.paymentMethod,
              provider: provider.name,
              at,
              repeatOf: earlier.id,
              idempotencyKey,
              cardToken,
              cardBrand: earlier.cardBrand,
              cardLast4: earlier.cardLast4,
            }),
            null,
          );
          return { order };
        },
      );
      if ('first' in placed) return replay(placed.first, earlierId);
      return charge(placed.order, cardToken);
    },

    /** DELETE /api/stored-card.php: removes the card an order of the member stored (another member's: 404). */
    async forgetCard(member: MemberRecord, orderId: number): Promise<void> {
      if (!(await storedCards.forgetCard(member.id, orderId))) {
        throw notFound(PAYMENT_MESSAGES.cardNotFound);
      }
    },
  };
}

export type RepeatOrders = ReturnType<typeof createRepeatOrders>;
