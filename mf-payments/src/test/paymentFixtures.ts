import type { CreditPackage, Order, PackagesResponse } from 'shared-ui/kernel';

const TIERS = [
  { tier: 'p0', credits: 100, price: 999, savings: 0, popular: false },
  { tier: 'p1', credits: 250, price: 1999, savings: 20, popular: false },
  { tier: 'p2', credits: 600, price: 3999, savings: 33, popular: true },
  { tier: 'p3', credits: 1500, price: 7999, savings: 47, popular: false },
] as const;

/**
 * The packages of one country as GET /api/packages.php answers them; ids start at `firstId` (each
 * country has its own). `discount` prices them as the server would with that percentage.
 */
export function packagesFixture({
  country = 'GB',
  currency = 'GBP',
  firstId = 1,
  discount = null,
  methods,
}: {
  country?: string;
  currency?: string;
  firstId?: number;
  discount?: number | null;
  methods?: PackagesResponse['payment_methods'];
} = {}): PackagesResponse {
  const packages: CreditPackage[] = TIERS.map((tier, index) => ({
    id: firstId + index,
    tier: tier.tier,
    credits: tier.credits,
    normal_price: { amount: tier.price, currency },
    price: {
      amount: discount === null ? tier.price : Math.round((tier.price * (100 - discount)) / 100),
      currency,
    },
    savings_percentage: tier.savings,
    popular: tier.popular,
    discount_percentage: discount,
  }));
  return {
    country,
    currency,
    packages,
    payment_methods: methods ?? [
      'creditcard',
      'visa',
      'mastercard',
      'maestro',
      'applepay',
      'paypal',
      'paysafecard',
    ],
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 9,
    created_at: '2025-03-04T10:15:00Z',
    package_id: 3,
    tier: 'p2',
    credits: 600,
    amount: { amount: 3999, currency: 'GBP' },
    normal_amount: { amount: 3999, currency: 'GBP' },
    discount_code: null,
    payment_method: 'creditcard',
    status: 'completed',
    finished_at: '2025-03-04T10:16:00Z',
    card: null,
    repeat_of: null,
    iban_masked: null,
    ...overrides,
  };
}

/** The query of the n-th request to `path` (the fetch stub's recorded Requests). */
export function queriesTo(calls: Request[], path: string): URLSearchParams[] {
  return calls
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
