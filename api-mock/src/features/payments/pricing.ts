/**
 * Pricing: what a member pays for a package, computed on the server only (a client never sends an amount).
 *
 * `quote` is the one price check every way of paying goes through (the hosted checkout of POST /api/orders.php,
 * repeat orders, SEPA direct debit): it checks the payment country, the package, the method and the discount
 * code, and answers the amount to charge, or throws the contract's 4xx:
 *
 * - 400 country_not_served: the country is not one of the site's countries;
 * - 404 unknown_package: no package with this id on the site in that country;
 * - 400 method_not_offered: the method is not offered in that country (paymentMethodsFor);
 * - 404 code_not_found 'Code not found' (also another member's personal code);
 * - 409 code_used 'Code already used' (the member spent it: a completed payment with it);
 * - 400 code_not_applicable with the specific message (expired, country, method, minimum order value).
 *
 * The quote reads; it reserves nothing, and neither does placing the order: only a completed payment spends a
 * code (settle-order.ts), where the unique index decides a race of two payments with one code.
 *
 * Stable API (used by features/direct-debit): createPricing({ orders, discounts }).quote(member, site, request).
 */
import { ERROR_CODES, PAYMENT_MESSAGES, paymentMethodsFor, type PaymentMethod } from 'contract';
import type {
  DiscountRepository,
  MemberRecord,
  OrderRepository,
  PackageRecord,
} from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import {
  codeNotFound,
  codeUsed,
  discountedAmount,
  isVisibleTo,
  refusal,
} from '../discounts/discount-rules.js';

export interface PricingDeps {
  orders: Pick<OrderRepository, 'packageById'>;
  discounts: Pick<DiscountRepository, 'byCode' | 'isUsedBy'>;
}

/** The site as pricing needs it: its id and payment countries (ResolvedSite: { id, countries: settings.countries }). */
export interface PricingSite {
  id: number;
  countries: readonly string[];
}

export interface QuoteRequest {
  packageId: number;
  /** The payment country (ISO 3166 alpha-2, upper case). */
  country: string;
  paymentMethod: PaymentMethod;
  /** As the member typed it (any case); null/undefined/blank: none. */
  discountCode?: string | null;
  now: Date;
}

export interface QuoteDiscount {
  codeId: number;
  /** The code as stored (upper case): what the order records in discount_code. */
  code: string;
  percentage: number;
}

export interface Quote {
  package: PackageRecord;
  /** What to charge, minor units of `currency`, after the discount. */
  amount: number;
  /** The package's price without a discount. */
  normalAmount: number;
  currency: string;
  discount: QuoteDiscount | null;
}

export const countryNotServed = () =>
  new ApiHttpError(400, ERROR_CODES.countryNotServed, PAYMENT_MESSAGES.countryNotServed);
export const unknownPackage = () =>
  new ApiHttpError(404, ERROR_CODES.unknownPackage, PAYMENT_MESSAGES.unknownPackage);
export const methodNotOffered = () =>
  new ApiHttpError(400, ERROR_CODES.methodNotOffered, PAYMENT_MESSAGES.methodNotOffered);

export function createPricing(deps: PricingDeps) {
  const { orders, discounts } = deps;

  return {
    /** The price of the package for the member (see the file's comment for the errors). */
    async quote(member: MemberRecord, site: PricingSite, request: QuoteRequest): Promise<Quote> {
      const { country, paymentMethod, now } = request;
      if (!site.countries.includes(country)) throw countryNotServed();
      const pkg = await orders.packageById(site.id, request.packageId);
      if (!pkg || pkg.country !== country) throw unknownPackage();
      if (!paymentMethodsFor(country).includes(paymentMethod)) throw methodNotOffered();

      const normalAmount = pkg.price;
      const typed = request.discountCode?.trim() ?? '';
      if (typed === '') {
        return { package: pkg, amount: normalAmount, normalAmount, currency: pkg.currency, discount: null };
      }
      const code = await discounts.byCode(site.id, typed);
      if (!code || !isVisibleTo(code, member)) throw codeNotFound();
      if (await discounts.isUsedBy(code.id, member.id)) throw codeUsed();
      const refused = refusal(code, member, {
        country,
        paymentMethod,
        normalAmount,
        currency: pkg.currency,
        now,
      });
      if (refused) throw refused;
      return {
        package: pkg,
        amount: discountedAmount(normalAmount, code.valuePercentage),
        normalAmount,
        currency: pkg.currency,
        discount: { codeId: code.id, code: code.code, percentage: code.valuePercentage },
      };
    },
  };
}

export type Pricing = ReturnType<typeof createPricing>;
