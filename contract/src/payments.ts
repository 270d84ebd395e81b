/**
 * Payments: credit packages (tiers p0 to p3, per site and payment country), orders paid through a payment
 * provider's hosted checkout, stored cards and repeat orders, SEPA direct debit with an SMS code, discount
 * codes (the welcome time bonus among them) and the member's transactions. Amounts are integer minor units
 * of the currency (cents); the server computes every amount it charges, a client never sends one.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './primitives.js';

/** The payment methods, as they appear in /credits/:id/:paymentmethod. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: string | undefined | null): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** Card methods: the ones whose payment can store the card for repeat orders. */
export const CARD_PAYMENT_METHODS = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
  'nexi',
  'applepay',
] as const satisfies readonly PaymentMethod[];

/**
 * The methods offered per payment country, in the order shown (local methods first). A country not listed
 * gets DEFAULT_PAYMENT_METHODS. SEPA direct debit ('sdd') is offered in the euro countries whose members
 * use it; it is paid through the direct-debit form, not a hosted checkout.
 */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'paypal',
];
export const COUNTRY_PAYMENT_METHODS: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'visa', 'mastercard', 'paypal', 'sdd', 'sct'],
  BE: ['bancontact', 'creditcard', 'visa', 'mastercard', 'maestro', 'paypal', 'sct'],
  DE: ['sdd', 'giropay', 'sofort', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  AT: ['eps', 'sofort', 'sdd', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  CH: ['creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard'],
  FR: ['cartebancaire', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  IT: ['nexi', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  ES: ['creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  PL: ['blik', 'prezelewy24', 'creditcard', 'visa', 'mastercard', 'paypal'],
  GB: ['creditcard', 'visa', 'mastercard', 'maestro', 'applepay', 'paypal', 'paysafecard'],
  IE: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal', 'sct'],
  US: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  CA: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  AU: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  NZ: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
};

export function paymentMethodsFor(country: string): readonly PaymentMethod[] {
  return COUNTRY_PAYMENT_METHODS[country] ?? DEFAULT_PAYMENT_METHODS;
}

export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

/** Money: integer minor units (cents) and the ISO 4217 currency. Shown with Intl.NumberFormat. */
export const MoneySchema = Type.Object({
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});
export type Money = Static<typeof MoneySchema>;

/** One credit package in one payment country. */
export const CreditPackageSchema = Type.Object(
  {
    id: Type.Integer(),
    tier: Type.Union(PACKAGE_TIERS.map((tier) => Type.Literal(tier))),
    credits: Type.Integer({ minimum: 1 }),
    /** What the member pays now: the normal price less the discount asked about, if it applies. */
    price: MoneySchema,
    /** The price without a discount (struck through beside `price` when they differ). */
    normal_price: MoneySchema,
    /** Price per credit against the smallest package, in whole percent (the discount ribbon; 0 for p0). */
    savings_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
    /** The 'popular' ribbon. */
    popular: Type.Boolean(),
    /** The percentage of the discount code asked about, when it applies to this package; else null. */
    discount_percentage: Type.Union([Type.Number(), Type.Null()]),
  },
  { $id: 'CreditPackage' },
);
export type CreditPackage = Static<typeof CreditPackageSchema>;

/** GET /api/packages.php: the packages of the site in one payment country (default: the GeoIP country). */
export const PackagesQuerySchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  /** A discount code to price the packages with (the time bonus or welcome code); ignored when it does not apply. */
  discount: Type.Optional(Type.String({ maxLength: 64 })),
  /** The payment method chosen, for codes restricted to some methods. */
  payment_method: Type.Optional(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)))),
});
export const PackagesResponseSchema = Type.Object({
  /** The payment country the prices are in (one of the site's countries). */
  country: Type.String(),
  currency: Type.String(),
  packages: Type.Array(CreditPackageSchema),
  /** The methods offered in that country, in the order shown. */
  payment_methods: Type.Array(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)))),
});
export type PackagesResponse = Static<typeof PackagesResponseSchema>;

export const ORDER_STATUSES = ['created', 'pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A stored card: the provider's token stays on the server; the member sees brand and last four digits. */
export const StoredCardSchema = Type.Object({
  brand: Type.String(),
  last4: Type.String({ pattern: '^[0-9]{4}$' }),
});
export type StoredCard = Static<typeof StoredCardSchema>;

/** An order (a transaction): one package bought with one payment method. */
export const OrderSchema = Type.Object(
  {
    id: Type.Integer(),
    created_at: Type.String(),
    package_id: Type.Integer(),
    tier: Type.Union(PACKAGE_TIERS.map((tier) => Type.Literal(tier))),
    credits: Type.Integer(),
    /** What was (or is to be) charged, after the discount. */
    amount: MoneySchema,
    normal_amount: MoneySchema,
    discount_code: Type.Union([Type.String(), Type.Null()]),
    payment_method: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))),
    status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
    /** When it completed, failed or was cancelled. */
    finished_at: Type.Union([Type.String(), Type.Null()]),
    /** The card this order stored or was paid with, if any. */
    card: Type.Union([StoredCardSchema, Type.Null()]),
    /** A repeat of an earlier order with its stored card (charged without the hosted page). */
    repeat_of: Type.Union([Type.Integer(), Type.Null()]),
    /** Direct debit: the masked IBAN it is collected from ('DE89 **** **** **** **30 00'). */
    iban_masked: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Order' },
);
export type Order = Static<typeof OrderSchema>;

/** POST /api/orders.php: buy a package through the hosted checkout of the configured provider. */
export const CreateOrderSchema = Type.Object(
  {
    package: IdSchema,
    payment_method: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))),
    /** The payment country (one of the site's countries; the package must be priced in it). */
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    discount_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** Store the card for repeat orders (card methods only). */
    store_card: Type.Optional(Type.Boolean()),
    /** The payment terms, including storing payment credentials, accepted by paying: must be true. */
    accept_terms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type CreateOrder = Static<typeof CreateOrderSchema>;

export const CreateOrderResponseSchema = Type.Object({
  order: OrderSchema,
  /** Where the payer goes next: the provider's hosted checkout page (absolute URL or a path of this site). */
  redirect_url: Type.String(),
});
export type CreateOrderResponse = Static<typeof CreateOrderResponseSchema>;

/** POST /api/repeat-order.php: the same package again, charged to the card an earlier order stored. */
export const RepeatOrderSchema = Type.Object(
  {
    order: IdSchema,
    accept_terms: Type.Literal(true),
  },
  { additionalProperties: false },
);
/** The new order: completed, or failed ('Credit card payment failed': retry, or pay with PayPal). */
export const OrderResponseSchema = Type.Object({ order: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;

/** GET /api/order.php?id=: one of the member's own orders (another member's: 404). */
export const OrderQuerySchema = Type.Object({ id: IdSchema });

/** GET /api/orders.php: the member's orders, newest first, ORDERS_PAGE_SIZE per page. */
export const OrdersQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export const OrdersResponseSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  page: Type.Integer(),
  total: Type.Integer(),
  page_size: Type.Integer(),
});
export type OrdersResponse = Static<typeof OrdersResponseSchema>;

/** GET /api/repeat-orders.php: completed card orders whose stored card can pay again, newest first, one per package. */
export const RepeatOrdersResponseSchema = Type.Object({ orders: Type.Array(OrderSchema) });
export type RepeatOrdersResponse = Static<typeof RepeatOrdersResponseSchema>;

/** Discount code (SPEC section 3); GET /api/discountcode.php answers one. */
export const DiscountCodeSchema = Type.Object(
  {
    code: Type.String(),
    /** Only for payments in this country; null: any. */
    country: Type.Union([Type.String(), Type.Null()]),
    /** Only for this member; null: any member of the site. */
    user_id: Type.Union([Type.Integer(), Type.Null()]),
    /** When it stops being valid (ISO time); null: no end. For the time bonus: signup + 4 hours. */
    expires: Type.Union([Type.String(), Type.Null()]),
    value_percentage: Type.Number(),
    /** The percentage as shown: '25%'. */
    percentage: Type.String(),
    /** The currency of minimum_order_value; null when there is no minimum. */
    currency: Type.Union([Type.String(), Type.Null()]),
    /** Minor units: the normal price a package must reach for the code to apply; 0: none. */
    minimum_order_value: Type.Integer({ minimum: 0 }),
    status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
    /** Seconds it stays valid from now (the countdown); null: no end. */
    validity: Type.Union([Type.Integer(), Type.Null()]),
    expired: Type.Boolean(),
    /** The methods it may be paid with; empty: any. */
    paymentmethods: Type.Array(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)))),
  },
  { $id: 'DiscountCode' },
);
export type DiscountCode = Static<typeof DiscountCodeSchema>;

/** GET /api/discountcode.php: `code` looks one up; `welcome=true` answers the member's welcome code. */
export const DiscountCodeQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  welcome: Type.Optional(Type.Literal('true')),
});
export const DiscountCodeResponseSchema = Type.Object({ discountcode: DiscountCodeSchema });
export type DiscountCodeResponse = Static<typeof DiscountCodeResponseSchema>;

/**
 * POST /api/directdebit.php: step one of a SEPA direct-debit purchase. Checks the form, the block list and
 * the limit, then sends a code by SMS to the phone; the answer names the request to confirm.
 */
export const DirectDebitRequestSchema = Type.Object(
  {
    package: IdSchema,
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    discount_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    account_holder: Type.String({ maxLength: 100 }),
    iban: Type.String({ maxLength: 64 }),
    street: Type.String({ maxLength: 100 }),
    house_number: Type.String({ maxLength: 20 }),
    zip: Type.String({ maxLength: 20 }),
    city: Type.String({ maxLength: 100 }),
    phone: Type.String({ maxLength: 32 }),
    accept_terms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type DirectDebitRequest = Static<typeof DirectDebitRequestSchema>;
export const DirectDebitRequestResponseSchema = Type.Object({
  request: Type.Integer(),
  /** The phone the code went to, masked: '+49 *** **** 67'. */
  phone_masked: Type.String(),
  iban_masked: Type.String(),
  /** Code attempts left. */
  attempts_left: Type.Integer(),
});
export type DirectDebitRequestResponse = Static<typeof DirectDebitRequestResponseSchema>;

/** POST /api/directdebit-confirm.php: the SMS code; a right one creates the order, collected by direct debit. */
export const DirectDebitConfirmSchema = Type.Object(
  {
    request: IdSchema,
    otp: Type.String({ maxLength: 12 }),
  },
  { additionalProperties: false },
);

/** The wording of payment answers (clients translate by error code). */
export const PAYMENT_MESSAGES = {
  paymentFailed: 'Payment failed or has been cancelled.',
  paymentPending: 'Processing your payment',
  paymentComplete: 'Payment complete',
  recurringCardFailed: 'Credit card payment failed',
  directDebitBlocked: 'Your account is blocked for direct debit payments.',
  directDebitLimit:
    'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
  otpInvalid: 'Code invalid',
  otpAttemptsExhausted: 'Too many wrong codes. Please request a new code.',
  codeNotFound: 'Code not found',
  codeUsed: 'Code already used',
  codeExpired: 'This code has expired.',
  codeCountry: 'This code is not valid in your country.',
  codeMinimum: 'This code is only valid for orders from {amount}.',
  codeMethod: 'This code is not valid for this payment method.',
  unknownPackage: 'This package does not exist.',
  methodNotOffered: 'This payment method is not available in your country.',
  countryNotServed: 'Payments from this country are not possible on this site.',
  termsRequired: 'Please accept the payment terms.',
  noStoredCard: 'This order has no stored card to pay with.',
  ibanInvalid: 'Please enter a valid IBAN.',
  phoneInvalid: 'Please enter a valid phone number.',
  fieldRequired: 'This field is required.',
  webhookSignature: 'The webhook signature is invalid.',
  webhookStale: 'The webhook timestamp is too old.',
  webhookReplayed: 'This webhook event was received before.',
} as const;
