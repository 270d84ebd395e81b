/**
 * The payment provider interface: what the API needs from whoever takes the money. The built-in sandbox
 * (sandbox.ts) implements it; a real provider (Adyen, Mollie, Stripe, ...) gets an adapter with the same
 * calls (its checkout expiry or cancel call serves closeCheckout), chosen by config PAYMENT_PROVIDER. The API
 * never trusts the payer's browser for an outcome: it asks the provider (`status`) or takes a webhook the
 * provider signed (`verifyWebhook`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod } from 'contract';

/** Where a payment stands at the provider. */
export type ProviderOutcome = 'open' | 'pending' | 'completed' | 'failed' | 'cancelled';

/** A card the provider saw: its token (only when the payer agreed to store it), brand and last four digits. */
export interface ProviderCard {
  token: string | null;
  brand: string;
  last4: string;
}

/** What the hosted checkout is for. */
export interface CheckoutOrder {
  /** The merchant's reference: the order id. */
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  paymentMethod: PaymentMethod;
  /** The payer is asked to agree to storing the card (card methods only). */
  storeCard: boolean;
  /** Shown on the hosted page: the site's name and what is bought. */
  merchant: string;
  description: string;
}

export interface ProviderPaymentStatus {
  outcome: ProviderOutcome;
  card: ProviderCard | null;
}

/** A webhook event the provider signed: one status change of one payment. */
export interface ProviderEvent {
  /** The provider's event id (a replay repeats it). */
  id: string;
  /** The provider's payment reference (the order's provider_ref). */
  ref: string;
  /** The merchant's reference given at checkout (the order id as text). */
  reference: string;
  outcome: ProviderOutcome;
  card: ProviderCard | null;
}

export type WebhookVerification =
  | { ok: true; event: ProviderEvent }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export interface PaymentProvider {
  /** Recorded on each order (orders.provider). */
  readonly name: string;
  /** Opens a hosted checkout; the payer goes to `redirectUrl` and comes back to `returnUrl`. */
  createCheckout(order: CheckoutOrder, returnUrl: string): Promise<{ ref: string; redirectUrl: string }>;
  /** The payment's outcome as the provider knows it now. */
  status(ref: string): Promise<ProviderPaymentStatus>;
  /**
   * Closes a hosted checkout that is still open, so its page can take no money any more (an expired
   * checkout, or the sibling of one whose payment spent the discount code); answers the outcome afterwards:
   * 'completed' (or 'pending') when the payer paid before it closed.
   */
  closeCheckout(ref: string): Promise<ProviderPaymentStatus>;
  /** Charges a stored card without the payer (a repeat order). */
  chargeStoredCard(
    token: string,
    amount: number,
    currency: string,
    reference: string,
  ): Promise<{ ref: string; outcome: 'completed' | 'failed' }>;
  /** Checks a webhook's signature and age and reads its event. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookVerification;
}
