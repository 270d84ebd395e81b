/**
 * The payments row of the fault matrix: members buy a package and pay on the sandbox's hosted page; the
 * sandbox tells the API by webhook (a job of the durable queue, delivered through the load balancer). An
 * instance is killed while those webhooks are processed. Every paid order must be credited exactly once, and
 * the slowest settlement (from the payer's choice to the credit in the ledger) is the row's time. The payer
 * never comes back from the provider's page here: the webhook alone settles.
 */
import { AnswerTally, ApiClient } from './api-client.js';
import { SANDBOX_WEBHOOK_JOB } from '../features/payments/providers/sandbox.js';
import { ledgerMismatches, purchaseCredits, retriedJobs } from './database-checks.js';
import { createFaultMembers } from './fault-members.js';

/** Orders not credited by then count as never settled. */
const SETTLE_GIVE_UP_MS = 60_000;

export interface SettlementPlan {
  name: string;
  databaseUrl: string;
  orders: number;
  /** Pause between two payers' choices. */
  gapMs: number;
  /** Done once a third of the payments are made, while the rest are made. */
  fault(): Promise<void>;
}

export interface SettlementResult {
  /** Paid orders not credited exactly once. */
  creditedWrongly: number;
  ledgerVsBalance: number;
  /** Slowest settlement in ms (Infinity: an order never settled). */
  slowestMs: number;
  unexpected5xx: number;
  notes: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runPaymentSettlement(
  plan: SettlementPlan,
  lbOrigin: string,
): Promise<SettlementResult> {
  const tally = new AnswerTally();
  const api = new ApiClient({ origin: lbOrigin, tally });
  const notes: string[] = [];
  try {
    const members = await createFaultMembers(plan.databaseUrl, plan.orders, `faults.${plan.name}`);
    const packages = await api.call('GET', '/api/packages.php?country=GB');
    if (packages.status !== 200) throw new Error(`packages: ${packages.status}`);
    const [first] = (packages.body as { packages: { id: number }[] }).packages;
    if (!first) throw new Error('no package on sale');

    /** Order id → when its payer chose "paid". */
    const paidAt = new Map<number, number>();
    let faultStarted: Promise<void> | null = null;
    let faultError: unknown = null;
    for (const [i, member] of members.entries()) {
      const created = await api.call('POST', '/api/orders.php', {
        token: member.token,
        body: {
          package: first.id,
          payment_method: 'creditcard',
          country: 'GB',
          accept_terms: true,
        },
      });
      if (created.status !== 201) {
        notes.push(`order ${i}: ${created.status} ${JSON.stringify(created.body).slice(0, 120)}`);
        continue;
      }
      const { order, redirect_url: redirectUrl } = created.body as {
        order: { id: number };
        redirect_url: string;
      };
      const id = new URL(redirectUrl, lbOrigin).searchParams.get('id') ?? '';
      // The payer's browser posts the hosted page's form until the page answers (it is the provider's page).
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const chosen = await api.call('POST', '/api/sandbox-checkout.php', {
          form: { id, outcome: 'paid', card: 'visa' },
        });
        if (chosen.status === 303) {
          paidAt.set(order.id, Date.now());
          break;
        }
        await sleep(250);
      }
      if (!paidAt.has(order.id)) notes.push(`order ${order.id}: the hosted page never took the payment`);
      if (paidAt.size >= plan.orders / 3) {
        faultStarted ??= plan.fault().catch((error: unknown) => {
          faultError = error;
        });
      }
      await sleep(plan.gapMs);
    }
    await faultStarted;
    if (faultError) throw faultError;

    const settledAt = new Map<number, number>();
    const until = Date.now() + SETTLE_GIVE_UP_MS;
    let credits = new Map<number, number>();
    while (Date.now() < until) {
      credits = await purchaseCredits(plan.databaseUrl, [...paidAt.keys()]);
      const now = Date.now();
      for (const orderId of credits.keys()) if (!settledAt.has(orderId)) settledAt.set(orderId, now);
      if (settledAt.size === paidAt.size) break;
      await sleep(200);
    }
    // Late duplicates of a webhook would credit again: one more look after the last settlement.
    await sleep(1_000);
    credits = await purchaseCredits(plan.databaseUrl, [...paidAt.keys()]);
    const creditedWrongly = [...paidAt.keys()].filter((orderId) => credits.get(orderId) !== 1).length;
    const slowestMs = Math.max(
      0,
      ...[...paidAt].map(([orderId, at]) =>
        settledAt.has(orderId) ? settledAt.get(orderId)! - at : Infinity,
      ),
    );
    if (tally.samples.length > 0) notes.push(`5xx: ${tally.samples.join('; ')}`);
    const retried = await retriedJobs(plan.databaseUrl, SANDBOX_WEBHOOK_JOB);
    if (retried.length > 0) {
      const errors = [...new Set(retried.map((job) => job.lastError.slice(0, 100)))].join('; ');
      notes.push(`webhooks delivered again: ${retried.length} (last errors: ${errors})`);
    }
    return {
      creditedWrongly,
      ledgerVsBalance: await ledgerMismatches(
        plan.databaseUrl,
        members.map((member) => member.id),
      ),
      slowestMs,
      unexpected5xx: tally.unexpected5xx,
      notes,
    };
  } finally {
    api.close();
  }
}
