/**
 * The stored-card spending guard. A repeat order charges a card without the payer at the provider's page, so
 * a stolen session or a client stuck in a retry loop could drain it. Three rules stand in the way:
 *
 * - the idempotency key: one intended purchase, one charge (a retry or a double click answers the first
 *   request's result);
 * - the cap: per member and currency, CardLimits' repeat orders and amount per day and per
 *   CARD_LIMIT_PERIOD_DAYS (rolling windows), worded like the direct-debit limit; checked under the member's
 *   lock in the transaction that writes the order, so parallel repeats cannot pass it together;
 * - the password: above the site's amount threshold, and for the first repeat order of a session.
 *
 * Why the session is the "device": a session is one browser's login (its cookie is HttpOnly, 30 days at most,
 * ended by logout or a password change), so a session taken to another client is a new device by
 * construction, and confirming once per login costs a member one password entry where a separate device
 * cookie would travel in the same cookie jar as the session and protect nothing more.
 */
import {
  CARD_LIMIT_DEFAULTS,
  CARD_LIMIT_PERIOD_DAYS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_MESSAGES,
  type CardLimits,
} from 'contract';
import type { StoredCardRepository } from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';

const DAY = 24 * 60 * 60_000;
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

export const cardLimitReached = () =>
  new ApiHttpError(429, ERROR_CODES.cardLimit, PAYMENT_MESSAGES.cardLimit);
export const confirmationRequired = () =>
  new ApiHttpError(403, ERROR_CODES.cardConfirmationRequired, PAYMENT_MESSAGES.cardConfirmationRequired);

const invalidKey = () =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, PAYMENT_MESSAGES.idempotencyKeyInvalid, {
    idempotency_key: PAYMENT_MESSAGES.idempotencyKeyInvalid,
  });

/**
 * The request's idempotency key, from the Idempotency-Key header or the body's `idempotency_key` (both given:
 * they must be equal). Missing or malformed (control characters included): 400 validation_failed.
 */
export function idempotencyKeyOf(header: string | string[] | undefined, field: string | undefined): string {
  if (Array.isArray(header)) throw invalidKey();
  if (header !== undefined && field !== undefined && header !== field) throw invalidKey();
  const key = header ?? field;
  if (key === undefined || !KEY.test(key)) throw invalidKey();
  return key;
}

/** The site's limits in a currency, else the defaults. */
export async function cardLimitsFor(
  repository: Pick<StoredCardRepository, 'limits'>,
  siteId: number,
  currency: string,
): Promise<CardLimits> {
  return (await repository.limits(siteId, currency)) ?? { ...CARD_LIMIT_DEFAULTS };
}

/** 429 card_limit when one more repeat order of `amount` would take the member past a limit. */
export async function refuseOverCardLimit(
  repository: Pick<StoredCardRepository, 'exposureSince'>,
  limits: CardLimits,
  memberId: number,
  charge: { amount: number; currency: string },
  at: Date,
): Promise<void> {
  const [day, period] = await Promise.all([
    repository.exposureSince(memberId, charge.currency, new Date(at.getTime() - DAY)),
    repository.exposureSince(
      memberId,
      charge.currency,
      new Date(at.getTime() - CARD_LIMIT_PERIOD_DAYS * DAY),
    ),
  ]);
  if (
    day.orders + 1 > limits.ordersPerDay ||
    day.amount + charge.amount > limits.amountPerDay ||
    period.orders + 1 > limits.ordersPerPeriod ||
    period.amount + charge.amount > limits.amountPerPeriod
  ) {
    throw cardLimitReached();
  }
}

/** Whether this charge needs the member's password: above the threshold, or the session never confirmed one. */
export async function needsPassword(
  repository: Pick<StoredCardRepository, 'isConfirmedSession'>,
  limits: CardLimits,
  sessionId: number,
  amount: number,
): Promise<boolean> {
  if (amount > limits.confirmAboveAmount) return true;
  return !(await repository.isConfirmedSession(sessionId));
}
