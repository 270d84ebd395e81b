/**
 * Payments: credit packages (tiers p0 to p3, per site and payment country), orders paid through a payment
 * provider's hosted checkout, stored cards and repeat orders, SEPA direct debit with an SMS code, discount
 * codes (the welcome time bonus among them) and the member's transactions. Amounts are integer minor units
 * of the currency (cents); the server computes every amount it charges, a client never sends one.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PACKAGE_TIERS, PAYMENT_METHODS } from './constants.js';
import { IdSchema } from './primitives.js';

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
    /**
     * One per intended purchase, generated by the client (or the Idempotency-Key header): a retry or a double
     * click with the same key charges once and answers the same result.
     */
    idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
    /** The member's password, when the answer was 403 card_confirmation_required. */
    password: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RepeatOrder = Static<typeof RepeatOrderSchema>;
/** The new order: completed, or failed ('Credit card payment failed': retry, or pay with PayPal). */
export const OrderResponseSchema = Type.Object({ order: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;

/** GET /api/order.php?id=: one of the member's own orders (another member's: 404). */
export const OrderQuerySchema = Type.Object({ id: IdSchema });
/** What the page after the provider's checkout polls: the order, and whether it made the member premium. */
export const OrderDetailResponseSchema = Type.Object({
  order: OrderSchema,
  /**
   * The order completed and is the member's first completed purchase: the one that made them a premium
   * member for life (a later refund does not take premium back, so refunded purchases count as earlier ones).
   */
  became_premium: Type.Boolean(),
});
export type OrderDetailResponse = Static<typeof OrderDetailResponseSchema>;

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
/** An earlier order as the repeat list shows it: `price` is what 'Buy again' charges now (today's price, no discount). */
export const RepeatableOrderSchema = Type.Object({
  ...OrderSchema.properties,
  price: MoneySchema,
});
export type RepeatableOrder = Static<typeof RepeatableOrderSchema>;
export const RepeatOrdersResponseSchema = Type.Object({ orders: Type.Array(RepeatableOrderSchema) });
export type RepeatOrdersResponse = Static<typeof RepeatOrdersResponseSchema>;

/** DELETE /api/stored-card.php?order=: removes the card that order stored (from every order it paid). */
export const StoredCardDeleteQuerySchema = Type.Object({ order: IdSchema });

/** A discount code with the fields clients show; GET /api/discountcode.php answers one. */
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
/** A code given to the member (the account-deletion offer). */
export const DiscountCodeGrantSchema = Type.Object({ discountcode: DiscountCodeSchema });
/** null only for `welcome=true`: the member has no welcome code valid for them now (not an error). */
export const DiscountCodeResponseSchema = Type.Object({
  discountcode: Type.Union([DiscountCodeSchema, Type.Null()]),
});
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
