/**
 * The rules of a discount code, in one place for the code lookup (GET /api/discountcode.php shows a code with
 * `expired`/`status`), the package list (prices a code where it applies) and the order (refuses a code that
 * does not apply). Pure functions: the caller reads the code, the member and whether they used it.
 *
 * The time bonus (TIMEBONUS25) is one code row per site whose validity is each member's own: only for members
 * who have not paid yet, from signup until signup + TIME_BONUS_DURATION_S, once per member. Welcome codes
 * (the `welcome` flag: the site's WELCOME25, or a member's own) are member offers the same way: for members who
 * have not paid yet, until signup + WELCOME_CODE_VALID_DAYS (or the code's own end, if sooner), once.
 *
 * "Once" means once paid: a code is spent by the completed payment of an order with it, never by an open,
 * abandoned, failed, cancelled or expired one (settle-order.ts).
 */
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  TIME_BONUS_CODE,
  TIME_BONUS_DURATION_S,
  WELCOME_CODE_VALID_DAYS,
  type DiscountCode,
  type PaymentMethod,
} from 'contract';
import type { DiscountCodeRecord, MemberRecord } from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';

/** The member a code is checked for: their id, signup time and premium flag. */
export type DiscountMember = Pick<MemberRecord, 'id' | 'signupDate' | 'paidUser'>;

export const isTimeBonus = (code: Pick<DiscountCodeRecord, 'code'>) => code.code === TIME_BONUS_CODE;
/** An offer to members who have not paid yet, valid for a while from their signup. */
const isMemberOffer = (code: DiscountCodeRecord) => isTimeBonus(code) || code.welcome;
const DAY_MS = 86_400_000;

export const codeNotFound = () =>
  new ApiHttpError(404, ERROR_CODES.codeNotFound, PAYMENT_MESSAGES.codeNotFound);
export const codeUsed = () => new ApiHttpError(409, ERROR_CODES.codeUsed, PAYMENT_MESSAGES.codeUsed);
const notApplicable = (message: string) => new ApiHttpError(400, ERROR_CODES.codeNotApplicable, message);

/** Minor units as the member reads them: 2000 EUR -> '€20.00'. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

/**
 * When the code stops being valid for this member: the time bonus at signup + 4 hours, a welcome code at
 * signup + WELCOME_CODE_VALID_DAYS or its own end if sooner; null: never.
 */
export function codeExpiry(code: DiscountCodeRecord, member: DiscountMember | null): Date | null {
  if (isTimeBonus(code)) {
    return member ? new Date(member.signupDate.getTime() + TIME_BONUS_DURATION_S * 1000) : new Date(0);
  }
  if (code.welcome) {
    if (!member) return new Date(0);
    const offerEnd = member.signupDate.getTime() + WELCOME_CODE_VALID_DAYS * DAY_MS;
    return new Date(Math.min(offerEnd, code.expiresAt?.getTime() ?? offerEnd));
  }
  return code.expiresAt;
}

/** Whether the code is out of use for the member at `now` (inactive, past its expiry, time bonus of a payer). */
export function isExpired(code: DiscountCodeRecord, member: DiscountMember | null, now: Date): boolean {
  if (code.status !== 'active') return true;
  if (isMemberOffer(code) && (member === null || member.paidUser)) return true;
  const expires = codeExpiry(code, member);
  return expires !== null && expires.getTime() <= now.getTime();
}

/**
 * Whether a member may see (and try) the code at all: a code made for one member is unknown to everyone else,
 * and the time bonus is for logged-in members only.
 */
export function isVisibleTo(code: DiscountCodeRecord, member: DiscountMember | null): boolean {
  if (code.memberId !== null) return member !== null && code.memberId === member.id;
  return !isMemberOffer(code) || member !== null;
}

export interface DiscountUse {
  country: string;
  /** null: not chosen yet (the package list before a method is picked): method limits are not applied. */
  paymentMethod: PaymentMethod | null;
  /** The package's normal price and currency. */
  normalAmount: number;
  currency: string;
  now: Date;
}

/**
 * Why the code cannot discount this purchase (a 400 code_not_applicable with the specific message), or null
 * when it applies. Visibility and earlier uses are the caller's checks (404 and 409 come first).
 */
export function refusal(
  code: DiscountCodeRecord,
  member: DiscountMember | null,
  use: DiscountUse,
): ApiHttpError | null {
  if (isExpired(code, member, use.now)) return notApplicable(PAYMENT_MESSAGES.codeExpired);
  if (code.country !== null && code.country !== use.country)
    return notApplicable(PAYMENT_MESSAGES.codeCountry);
  if (
    use.paymentMethod !== null &&
    code.paymentMethods.length > 0 &&
    !code.paymentMethods.includes(use.paymentMethod)
  ) {
    return notApplicable(PAYMENT_MESSAGES.codeMethod);
  }
  if (code.minimumOrderValue > 0) {
    // A minimum in another currency cannot be met by this price: the code is not for this country's prices.
    const currency = code.currency ?? use.currency;
    if (currency !== use.currency || use.normalAmount < code.minimumOrderValue) {
      return notApplicable(
        PAYMENT_MESSAGES.codeMinimum.replace('{amount}', formatMoney(code.minimumOrderValue, currency)),
      );
    }
  }
  return null;
}

/** The discounted price: the normal price less the percentage, rounded to the nearest minor unit. */
export function discountedAmount(normalAmount: number, percentage: number): number {
  return Math.max(0, Math.round((normalAmount * (100 - percentage)) / 100));
}

/** '25%', '12.5%'. */
export function formatPercentage(value: number): string {
  return `${Number.isInteger(value) ? value : Number(value.toFixed(2))}%`;
}

/** The code as GET /api/discountcode.php shows it to the member at `now`. */
export function discountCodeView(
  code: DiscountCodeRecord,
  member: DiscountMember | null,
  now: Date,
): DiscountCode {
  const expires = codeExpiry(code, member);
  const expired = isExpired(code, member, now);
  return {
    code: code.code,
    country: code.country,
    user_id: code.memberId,
    expires: expires?.toISOString() ?? null,
    value_percentage: code.valuePercentage,
    percentage: formatPercentage(code.valuePercentage),
    currency: code.minimumOrderValue > 0 ? code.currency : null,
    minimum_order_value: code.minimumOrderValue,
    status: expired ? 'inactive' : 'active',
    validity: expires === null ? null : Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000)),
    expired,
    paymentmethods: [...code.paymentMethods],
  };
}
