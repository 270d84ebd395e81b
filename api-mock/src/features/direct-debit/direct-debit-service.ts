/**
 * SEPA direct debit with an SMS code, in two steps.
 *
 * `request` (POST /api/directdebit.php): checks every field of the form at once (400 validation_failed), prices
 * the package with the shared quote (method 'sdd': country, package, method and discount code), refuses a
 * blocked IBAN or phone (403 direct_debit_blocked), the member's direct-debit limit (429 direct_debit_limit)
 * and more than DIRECT_DEBIT_SMS_PER_DAY codes per rolling 24 hours (429 rate_limited), then stores the
 * request with the code's hash and texts the code to the phone.
 *
 * `confirm` (POST /api/directdebit-confirm.php): every try takes one of the request's
 * DIRECT_DEBIT_OTP_ATTEMPTS attempts first (a conditional UPDATE), so however many tries arrive at once, at
 * most that many codes are ever compared. A wrong or expired code: 400 otp_invalid; the try that uses the
 * last attempt voids the request: 429 otp_attempts_exhausted (a new code must be requested). The right code:
 * in one transaction, under the member's lock, the request is confirmed (conditionally: of a double submit
 * one confirms, the other answers the same order), the block list and the limit are checked again, the order
 * is placed and settled as completed (credits, premium; the payment spends its discount code): the sandbox
 * collects at once. A real integration would leave the order pending until the bank confirms the collection and
 * block the IBAN and phone when a debit is returned.
 *
 * Count-then-write rules (the limit, the codes per day) run under the member's advisory lock, so parallel
 * requests cannot pass a limit together. The full IBAN is stored for the mandate but never answered or
 * logged: answers carry the masks only.
 */
import {
  ACCOUNT_MESSAGES,
  DIRECT_DEBIT_LIMIT_AMOUNT,
  DIRECT_DEBIT_LIMIT_DAYS,
  DIRECT_DEBIT_LIMIT_ORDERS,
  DIRECT_DEBIT_OTP_ATTEMPTS,
  DIRECT_DEBIT_OTP_TTL_MIN,
  DIRECT_DEBIT_SMS_PER_DAY,
  ERROR_CODES,
  GENERIC_ERROR_MESSAGE,
  PAYMENT_MESSAGES,
  type DirectDebitRequest,
  type DirectDebitRequestResponse,
  type OrderResponse,
} from 'contract';
import type { FastifyBaseLogger } from 'fastify';
import type {
  DirectDebitRepository,
  MemberRecord,
  OrderRepository,
  Repositories,
} from '../../db/repositories/index.js';
import { DIRECT_DEBIT_PROVIDER } from '../../db/repositories/direct-debit.js';
import { ApiHttpError, notFound, validationFailed } from '../../lib/http-error.js';
import { orderView } from '../payments/payment-service.js';
import { orderFromQuote, placeOrder } from '../payments/place-order.js';
import type { Pricing, PricingSite, Quote } from '../payments/pricing.js';
import { publishSettlement, settleInTransaction } from '../payments/settle-order.js';
import type { RealtimeBus } from '../realtime/bus.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { generateOtp, hashOtp, otpMatches } from './otp.js';
import { otpSmsText } from './sms-text.js';
import { checkDirectDebitForm, maskIban, maskPhone } from './validation.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The reference of a direct-debit order: the request it came from (unique per provider). */
const providerRefOf = (requestId: number) => `request:${requestId}`;

export interface DirectDebitSite extends PricingSite {
  /** The site's name, which the SMS starts with. */
  name: string;
}

export interface DirectDebitServiceDeps {
  directDebit: DirectDebitRepository;
  orders: Pick<OrderRepository, 'ownOrder'>;
  transaction: Repositories['transaction'];
  pricing: Pick<Pricing, 'quote'>;
  sms: SmsSender;
  realtime: RealtimeBus;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

const blocked = () =>
  new ApiHttpError(403, ERROR_CODES.directDebitBlocked, PAYMENT_MESSAGES.directDebitBlocked);
const overLimit = () =>
  new ApiHttpError(429, ERROR_CODES.directDebitLimit, PAYMENT_MESSAGES.directDebitLimit);
const otpInvalid = () => new ApiHttpError(400, ERROR_CODES.otpInvalid, PAYMENT_MESSAGES.otpInvalid);
const attemptsExhausted = () =>
  new ApiHttpError(429, ERROR_CODES.otpAttemptsExhausted, PAYMENT_MESSAGES.otpAttemptsExhausted);
const tooManyCodes = (seconds: number) =>
  new ApiHttpError(
    429,
    ERROR_CODES.rateLimited,
    ACCOUNT_MESSAGES.rateLimited,
    undefined,
    { seconds },
    { 'retry-after': String(seconds) },
  );
const unknownRequest = () => notFound('This direct-debit request does not exist.');

export function createDirectDebitService(deps: DirectDebitServiceDeps) {
  const { directDebit, transaction, pricing, sms, realtime, now } = deps;

  /** 403 when the IBAN or the phone is on the block list. */
  async function refuseBlocked(repository: DirectDebitRepository, iban: string, phone: string) {
    if ((await repository.blocked(iban, phone)).length > 0) throw blocked();
  }

  /** 429 when this order would take the member past the limit (orders or amount within the days). */
  async function refuseOverLimit(
    repository: DirectDebitRepository,
    memberId: number,
    quote: Quote,
    at: Date,
  ) {
    const since = new Date(at.getTime() - DIRECT_DEBIT_LIMIT_DAYS * DAY);
    const exposure = await repository.exposureSince(memberId, quote.currency, since);
    if (
      exposure.orders + 1 > DIRECT_DEBIT_LIMIT_ORDERS ||
      exposure.amount + quote.amount > DIRECT_DEBIT_LIMIT_AMOUNT
    ) {
      throw overLimit();
    }
  }

  async function existingOrder(memberId: number, orderId: number | null): Promise<OrderResponse> {
    const order = orderId === null ? null : await deps.orders.ownOrder(memberId, orderId);
    if (!order) throw new Error(`confirmed direct-debit request without its order ${orderId}`);
    return { order: orderView(order) };
  }

  return {
    async request(
      member: MemberRecord,
      site: DirectDebitSite,
      body: DirectDebitRequest,
    ): Promise<DirectDebitRequestResponse> {
      const checked = checkDirectDebitForm(body);
      if (!checked.ok) throw validationFailed(checked.problems);
      const { form } = checked;
      const at = now();
      const quote = await pricing.quote(member, site, {
        packageId: body.package,
        country: body.country,
        paymentMethod: 'sdd',
        discountCode: body.discount_code ?? null,
        now: at,
      });
      await refuseBlocked(directDebit, form.iban, form.phone);

      const code = generateOtp();
      const created = await transaction(async (tx) => {
        await tx.directDebit.lockMember(member.id);
        await refuseOverLimit(tx.directDebit, member.id, quote, at);
        const sent = await tx.directDebit.requestsSince(member.id, new Date(at.getTime() - DAY));
        if (sent.count >= DIRECT_DEBIT_SMS_PER_DAY) {
          const freeAt = (sent.oldest ?? at).getTime() + DAY;
          throw tooManyCodes(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
        }
        return tx.directDebit.create({
          memberId: member.id,
          packageId: quote.package.id,
          country: body.country,
          discountCode: quote.discount?.code ?? null,
          ...form,
          otpHash: hashOtp(code),
          otpExpiresAt: new Date(at.getTime() + DIRECT_DEBIT_OTP_TTL_MIN * MINUTE),
          createdAt: at,
        });
      });

      try {
        await sms.send({
          siteId: site.id,
          to: form.phone,
          text: otpSmsText(member.language, site.name, code, DIRECT_DEBIT_OTP_TTL_MIN),
        });
      } catch (error) {
        // No code reached the member: the request cannot be confirmed, so it is voided.
        deps.log?.error({ err: error, request: created.id }, 'the direct-debit code SMS was not sent');
        await directDebit.voidRequest(created.id);
        throw new ApiHttpError(503, ERROR_CODES.serviceUnavailable, GENERIC_ERROR_MESSAGE);
      }
      return {
        request: created.id,
        phone_masked: maskPhone(created.phone),
        iban_masked: maskIban(created.iban),
        attempts_left: DIRECT_DEBIT_OTP_ATTEMPTS,
      };
    },

    async confirm(
      member: MemberRecord,
      site: DirectDebitSite,
      body: { request: number; otp: string },
    ): Promise<OrderResponse> {
      const at = now();
      const attempt = await directDebit.takeAttempt(member.id, body.request, DIRECT_DEBIT_OTP_ATTEMPTS);
      if (!attempt) {
        const current = await directDebit.ownRequest(member.id, body.request);
        if (!current) throw unknownRequest();
        // A double submit of the right code: the first confirmed it; the same order answers again.
        if (current.status === 'confirmed') {
          if (otpMatches(body.otp, current.otpHash)) return existingOrder(member.id, current.orderId);
          throw otpInvalid();
        }
        throw attemptsExhausted();
      }
      const right = otpMatches(body.otp, attempt.otpHash) && at.getTime() < attempt.otpExpiresAt.getTime();
      if (!right) {
        if (attempt.attempts >= DIRECT_DEBIT_OTP_ATTEMPTS) {
          await directDebit.voidRequest(attempt.id);
          throw attemptsExhausted();
        }
        throw otpInvalid();
      }

      // Priced again now: the discount code may have expired or been used since the code was sent.
      const quote = await pricing.quote(member, site, {
        packageId: attempt.packageId,
        country: attempt.country,
        paymentMethod: 'sdd',
        discountCode: attempt.discountCode,
        now: at,
      });
      const settlement = await transaction(async (tx) => {
        await tx.directDebit.lockMember(member.id);
        const claimed = await tx.directDebit.claim(attempt.id);
        // Confirmed by a parallel submit meanwhile (it held the lock): its order is the answer.
        if (!claimed) return null;
        await refuseBlocked(tx.directDebit, claimed.iban, claimed.phone);
        await refuseOverLimit(tx.directDebit, member.id, quote, at);
        const order = await placeOrder(
          { transaction: tx.transaction },
          orderFromQuote(member, site.id, quote, {
            paymentMethod: 'sdd',
            provider: DIRECT_DEBIT_PROVIDER,
            providerRef: providerRefOf(claimed.id),
            ibanMasked: maskIban(claimed.iban),
            status: 'pending',
            at,
          }),
          quote.discount,
          { alsoInTransaction: (inner, placed) => inner.directDebit.linkOrder(claimed.id, placed.id) },
        );
        // The sandbox collects at once (see the file's comment for a real bank): settled in this transaction.
        return settleInTransaction(tx, order.id, 'completed', at);
      });
      if (settlement !== null) {
        // The member's sockets hear the new balance once it is committed.
        publishSettlement(realtime, settlement);
        return { order: orderView(settlement.order) };
      }
      const current = await directDebit.ownRequest(member.id, attempt.id);
      if (current?.status !== 'confirmed') throw attemptsExhausted();
      return existingOrder(member.id, current.orderId);
    },
  };
}

export type DirectDebitService = ReturnType<typeof createDirectDebitService>;
