/**
 * What every site sells: four credit packages per payment country, priced in the country's currency
 * (integer minor units), the welcome time-bonus code and the welcome code. An operator edits the rows
 * afterwards; the seed only adds what is missing. Plus the sandbox's test IBAN and phone that direct debit always refuses.
 */
import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  WELCOME_CODE,
  WELCOME_DISCOUNT_PERCENTAGE,
  type PackageTier,
} from 'contract';

/** Credits per tier, the same everywhere. p1 carries the 'popular' ribbon. */
export const PACKAGE_CREDITS: Record<PackageTier, number> = { p0: 50, p1: 120, p2: 300, p3: 700 };
export const POPULAR_TIER: PackageTier = 'p1';

/** Prices per currency and tier, minor units. */
export const PACKAGE_PRICES: Record<string, Record<PackageTier, number>> = {
  EUR: { p0: 1499, p1: 2999, p2: 5999, p3: 11999 },
  GBP: { p0: 1299, p1: 2599, p2: 4999, p3: 9999 },
  USD: { p0: 1599, p1: 3199, p2: 6399, p3: 12799 },
  CHF: { p0: 1499, p1: 2999, p2: 5999, p3: 11999 },
  AUD: { p0: 2499, p1: 4999, p2: 9499, p3: 18999 },
  NZD: { p0: 2699, p1: 5299, p2: 9999, p3: 19999 },
  CAD: { p0: 1999, p1: 3999, p2: 7999, p3: 15999 },
  PLN: { p0: 5999, p1: 11999, p2: 23999, p3: 47999 },
};

/**
 * The stored-card spending guard seeded per currency, from the prices: 3 repeat orders and two of the largest
 * package a day, 10 orders and five of the largest package in 30 days; every package above p1 asks for the
 * password. Operators tune the rows (table card_spending_limits).
 */
export function cardLimitsSeed(prices: Record<PackageTier, number>) {
  return {
    ordersPerDay: 3,
    amountPerDay: 2 * prices.p3,
    ordersPerPeriod: 10,
    amountPerPeriod: 5 * prices.p3,
    confirmAboveAmount: prices.p1,
  };
}

export const TIME_BONUS_SEED = { code: TIME_BONUS_CODE, valuePercentage: TIME_BONUS_PERCENTAGE };
/** The site's welcome code: each member's own offer once the time bonus has run out (discount-rules.ts). */
export const WELCOME_CODE_SEED = {
  code: WELCOME_CODE,
  valuePercentage: WELCOME_DISCOUNT_PERCENTAGE,
  welcome: true,
};

/**
 * The sandbox's test data for direct debit, published in the README like a provider's test cards: this IBAN
 * and this phone are on the block list of every fresh database.
 */
export const SANDBOX_BLOCKED_IBAN = 'DE02500105170137075030';
export const SANDBOX_BLOCKED_PHONE = '+4915700000000';
