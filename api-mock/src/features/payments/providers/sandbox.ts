/**
 * The built-in sandbox payment provider: a stand-in for a real one that keeps its own books (sandbox_payments,
 * sandbox_cards), serves its own hosted checkout page (sandbox-page.ts, sandbox-routes.ts) on which the payer
 * picks the outcome (Paid, Failed, Cancelled, Pending), redirects the payer back, and tells the merchant by
 * signed webhook like a real provider: HMAC-SHA256 over `${timestamp}.${rawBody}` in
 * `Sandbox-Signature: t=<unix>,v1=<hex>`, sent through the durable job queue to the configured webhook URL
 * and retried with the queue's backoff until the API answers 2xx (or 409: it had that event already).
 * 'Pending' turns into 'paid' SANDBOX_PENDING_SETTLE_MS later (a delayed job), with a second webhook.
 *
 * Test cards (README, Payments): Visa 4242, Mastercard 4444, Maestro 8453, and a Visa ending 0341 that
 * declines recurring charges (a repeat order with it fails: 'Credit card payment failed').
 */
import { randomBytes } from 'node:crypto';
import { WEBHOOK_TOLERANCE_S } from 'contract';
import type {
  Repositories,
  SandboxPaymentRecord,
  SandboxPaymentStatus,
} from '../../../db/repositories/index.js';
import type { JobHandler } from '../../../jobs/worker.js';
import { checkSignature, SIGNATURE_HEADER, signHeader } from './signature.js';
import type {
  PaymentProvider,
  ProviderCard,
  ProviderEvent,
  ProviderOutcome,
  WebhookVerification,
} from './types.js';

/** How long a 'Pending' payment stays pending before the sandbox settles it as paid. */
export const SANDBOX_PENDING_SETTLE_MS = 5_000;
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox_webhook';
export const SANDBOX_PENDING_JOB = 'payments.sandbox_pending';
/** Webhook attempts (with the queue's backoff: 30 s doubling, capped at an hour) before giving up. */
const WEBHOOK_MAX_ATTEMPTS = 12;

/** The hosted page's path (under /api: the site's page fallback never takes it, and it is on the site's origin). */
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox-checkout.php';

export interface TestCard {
  id: string;
  label: string;
  brand: string;
  last4: string;
  declinesRecurring: boolean;
}

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { id: 'visa', label: 'Visa 4242 4242 4242 4242', brand: 'visa', last4: '4242', declinesRecurring: false },
  {
    id: 'mastercard',
    label: 'Mastercard 5555 5555 5555 4444',
    brand: 'mastercard',
    last4: '4444',
    declinesRecurring: false,
  },
  {
    id: 'maestro',
    label: 'Maestro 6759 6498 2643 8453',
    brand: 'maestro',
    last4: '8453',
    declinesRecurring: false,
  },
  {
    id: 'visa_declines_recurring',
    label: 'Visa 4000 0000 0000 0341 (declines recurring charges)',
    brand: 'visa',
    last4: '0341',
    declinesRecurring: true,
  },
];

export const SANDBOX_CHOICES = ['paid', 'failed', 'cancelled', 'pending'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

/** Sends one webhook request; answers the HTTP status (a thrown error counts as a failed attempt). */
export type WebhookDeliverer = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number }>;

/** The default deliverer: an HTTP POST with a 10 s time-out. */
export const httpDeliverer: WebhookDeliverer = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return { statusCode: response.status };
};

export interface SandboxDeps {
  repositories: Pick<Repositories, 'sandboxPayments' | 'transaction'>;
  /** null: not configured (production without SANDBOX_WEBHOOK_SECRET): no checkout, no webhook is accepted. */
  secret: string | null;
  webhookUrl: string;
  deliver: WebhookDeliverer;
  now: () => Date;
  /** New jobs were committed (wakes the worker). */
  jobsQueued: () => void;
}

const OUTCOME_OF: Record<SandboxPaymentStatus, ProviderOutcome> = {
  open: 'open',
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

export class SandboxNotConfiguredError extends Error {
  override name = 'SandboxNotConfiguredError';
  constructor() {
    super('The sandbox payment provider has no SANDBOX_WEBHOOK_SECRET');
  }
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

interface WebhookBody {
  id: string;
  type: 'payment.status';
  created: number;
  data: {
    payment: string;
    reference: string;
    status: SandboxPaymentStatus;
    card: ProviderCard | null;
  };
}

export function createSandboxProvider(deps: SandboxDeps) {
  const { repositories, secret, webhookUrl, deliver, now, jobsQueued } = deps;
  const books = repositories.sandboxPayments;

  async function cardOf(payment: SandboxPaymentRecord, tx = books): Promise<ProviderCard | null> {
    if (!payment.cardToken) return null;
    const card = await tx.card(payment.cardToken);
    if (!card) return null;
    return { token: payment.storeCard ? card.token : null, brand: card.brand, last4: card.last4 };
  }

  /** Queues the webhook telling the merchant the payment's status (in the caller's transaction). */
  async function queueWebhook(tx: Repositories, payment: SandboxPaymentRecord, at: Date) {
    const body: WebhookBody = {
      id: randomId('evt'),
      type: 'payment.status',
      created: Math.floor(at.getTime() / 1000),
      data: {
        payment: payment.id,
        reference: payment.reference,
        status: payment.status as SandboxPaymentStatus,
        card: await cardOf(payment, tx.sandboxPayments),
      },
    };
    await tx.jobs.enqueue(
      {
        kind: SANDBOX_WEBHOOK_JOB,
        key: `${SANDBOX_WEBHOOK_JOB}:${body.id}`,
        payload: { body: JSON.stringify(body) },
        runAt: at,
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      },
      at,
    );
  }

  const requireSecret = (): string => {
    if (secret === null) throw new SandboxNotConfiguredError();
    return secret;
  };

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCheckout(order, returnUrl) {
      requireSecret();
      const at = now();
      const payment = await books.createPayment({
        id: randomId('cs'),
        reference: String(order.orderId),
        amount: order.amount,
        currency: order.currency,
        method: order.paymentMethod,
        merchant: order.merchant,
        description: order.description,
        storeCard: order.storeCard,
        returnUrl,
        createdAt: at,
        updatedAt: at,
      });
      return { ref: payment.id, redirectUrl: `${SANDBOX_CHECKOUT_PATH}?id=${payment.id}` };
    },

    async status(ref) {
      const payment = await books.payment(ref);
      if (!payment) return { outcome: 'open', card: null };
      return {
        outcome: OUTCOME_OF[payment.status as SandboxPaymentStatus] ?? 'open',
        card: await cardOf(payment),
      };
    },

    async closeCheckout(ref) {
      // Only an open page closes: a payment chosen meanwhile (paid, pending) stands and is answered as it is.
      await books.transition(ref, ['open'], 'cancelled', now());
      return provider.status(ref);
    },

    async chargeStoredCard(token, amount, currency, reference) {
      requireSecret();
      const at = now();
      const card = await books.card(token);
      const paid = card !== null && !card.declinesRecurring;
      const payment = await repositories.transaction(async (tx) => {
        const created = await tx.sandboxPayments.createPayment({
          id: randomId('pay'),
          reference,
          amount,
          currency,
          method: 'creditcard',
          storeCard: card !== null,
          status: paid ? 'paid' : 'failed',
          returnUrl: '',
          cardToken: card?.token ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await queueWebhook(tx, created, at);
        return created;
      });
      jobsQueued();
      return { ref: payment.id, outcome: paid ? 'completed' : 'failed' };
    },

    verifyWebhook(rawBody, headers, at): WebhookVerification {
      if (secret === null) return { ok: false, reason: 'signature' };
      const check = checkSignature(secret, headers[SIGNATURE_HEADER], rawBody, at, WEBHOOK_TOLERANCE_S);
      if (check !== 'ok') return { ok: false, reason: check };
      const event = parseEvent(rawBody);
      return event ? { ok: true, event } : { ok: false, reason: 'malformed' };
    },
  };

  /** The payer's choice on the hosted page; answers the payment as it stands afterwards (null: unknown). */
  async function choose(
    id: string,
    choice: SandboxChoice,
    card: { testCard: TestCard | null; storeConsent: boolean },
  ): Promise<SandboxPaymentRecord | null> {
    const at = now();
    const result = await repositories.transaction(async (tx) => {
      const payment = await tx.sandboxPayments.payment(id);
      if (!payment) return null;
      if (payment.status !== 'open') return payment;
      let cardToken: string | undefined;
      if ((choice === 'paid' || choice === 'pending') && card.testCard) {
        const created = await tx.sandboxPayments.createCard({
          token: randomId('tok'),
          brand: card.testCard.brand,
          last4: card.testCard.last4,
          declinesRecurring: card.testCard.declinesRecurring,
          createdAt: at,
        });
        cardToken = created.token;
      }
      const moved = await tx.sandboxPayments.transition(id, ['open'], choice, at, {
        cardToken,
        storeCard: payment.storeCard && card.storeConsent,
      });
      if (!moved) return (await tx.sandboxPayments.payment(id)) ?? null;
      await queueWebhook(tx, moved, at);
      if (choice === 'pending') {
        await tx.jobs.enqueue(
          {
            kind: SANDBOX_PENDING_JOB,
            key: `${SANDBOX_PENDING_JOB}:${id}`,
            payload: { payment: id },
            runAt: new Date(at.getTime() + SANDBOX_PENDING_SETTLE_MS),
            maxAttempts: 5,
          },
          at,
        );
      }
      return moved;
    });
    jobsQueued();
    return result;
  }

  const jobHandlers: Record<string, JobHandler> = {
    [SANDBOX_WEBHOOK_JOB]: {
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      async run(payload, { now: at }) {
        const body = String(payload.body);
        // Signed at each attempt: a retry an hour later is as fresh as the first try.
        const { statusCode } = await deliver({
          url: webhookUrl,
          body,
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signHeader(requireSecret(), body, at),
          },
        });
        // 409: the merchant has this event already (an earlier attempt arrived, its answer did not).
        if ((statusCode < 200 || statusCode >= 300) && statusCode !== 409) {
          throw new Error(`the webhook answered ${statusCode}`);
        }
      },
    },
    [SANDBOX_PENDING_JOB]: {
      maxAttempts: 5,
      async run(payload, { now: at, finish }) {
        await finish(async (tx) => {
          const moved = await tx.sandboxPayments.transition(String(payload.payment), ['pending'], 'paid', at);
          if (moved) await queueWebhook(tx, moved, at);
        });
        jobsQueued();
      },
    },
  };

  return {
    provider,
    choose,
    payment: (id: string) => books.payment(id),
    jobHandlers,
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

const STATUSES = new Set<string>(['open', 'pending', 'paid', 'failed', 'cancelled']);

/** The event of a signed body, checked field by field (a signed body is still only data). */
function parseEvent(rawBody: Buffer): ProviderEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { id, data } = body as Partial<WebhookBody>;
  if (typeof id !== 'string' || typeof data !== 'object' || data === null) return null;
  const { payment, reference, status, card } = data;
  if (typeof payment !== 'string' || typeof reference !== 'string' || !STATUSES.has(String(status)))
    return null;
  const validCard =
    card && typeof card.brand === 'string' && typeof card.last4 === 'string' && /^[0-9]{4}$/.test(card.last4)
      ? { token: typeof card.token === 'string' ? card.token : null, brand: card.brand, last4: card.last4 }
      : null;
  return {
    id: id.slice(0, 200),
    ref: payment,
    reference,
    outcome: OUTCOME_OF[status as SandboxPaymentStatus],
    card: validCard,
  };
}
