/** The payments' periodic job: hosted checkouts left unpaid for ORDER_EXPIRY_MIN expire (their provider pages close). */
import type { JobHandler, PeriodicJob } from '../../jobs/worker.js';
import type { PaymentService } from './payment-service.js';

export const EXPIRE_ORDERS_JOB = 'payments.expire_orders';
/** How often open orders older than ORDER_EXPIRY_MIN are looked for: Transactions shows them expired within a minute. */
export const EXPIRE_ORDERS_EVERY_MS = 60_000;

export const PAYMENT_JOBS: PeriodicJob[] = [{ kind: EXPIRE_ORDERS_JOB, everyMs: EXPIRE_ORDERS_EVERY_MS }];

/** `payments` is asked for at run time: the service is made after the job worker that runs it. */
export function paymentJobHandlers(payments: () => PaymentService): Record<string, JobHandler> {
  return {
    [EXPIRE_ORDERS_JOB]: {
      maxAttempts: 3,
      run: async (_payload, { now }) => void (await payments().expireAbandoned(now)),
    },
  };
}
