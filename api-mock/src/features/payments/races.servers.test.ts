/**
 * @jest-environment node
 *
 * Settlement under real concurrency (DATABASE_URL: PostgreSQL runs the requests' transactions in parallel):
 * redirects and webhooks racing for one order credit it exactly once, and a randomized interleaving of
 * payer choices, returns, webhook deliveries, replays and chat sends of several members keeps the ledger
 * whole: every balance is the sum of its entries, every 'purchase' entry names exactly one completed order
 * and every completed order has exactly one entry. The PRNG seed is printed; PAYMENTS_RACE_SEED replays a run.
 * Two checkouts with one discount code paying at once: the code is spent once, and no tab is charged more
 * than it showed or charged without credits.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { createRepositories } from '../../db/repositories/index.js';
import { creditLedger, discountRedemptions, orders, sandboxPayments } from '../../db/schema.js';
import { sendMessage } from '../../testing/chat.js';
import { createMember, type TestMember } from '../../testing/members.js';
import {
  choose,
  createOrder,
  followReturn,
  packageOf,
  setUpPaymentsTestApp,
} from '../../testing/payments.js';
import { signHeader } from './providers/signature.js';

/** mulberry32: a small seeded PRNG, so a failing interleaving can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('payments under concurrency', () => {
  const { t, clock } = setUpPaymentsTestApp(new Date('2026-06-01T10:00:00Z'));
  const db = () => t.db.handle.db;

  const postWebhook = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signHeader(t.config.sandboxWebhookSecret!, body, clock.now()),
      },
    });

  /** Checks the whole ledger: balances, and purchases against completed orders one to one. */
  async function expectLedgerWhole() {
    expect(await createRepositories(db()).ledger.mismatches()).toEqual([]);
    const entries = (await db().select().from(creditLedger)).filter((entry) => entry.reason === 'purchase');
    const completed = await db().select().from(orders).where(eq(orders.status, 'completed'));
    const objects = entries.map((entry) => entry.object);
    expect(new Set(objects).size).toBe(objects.length);
    expect(objects.sort()).toEqual(completed.map((order) => `order:${order.id}`).sort());
    for (const order of completed) {
      const entry = entries.find((one) => one.object === `order:${order.id}`)!;
      expect({ member: entry.memberId, delta: entry.delta }).toEqual({
        member: order.memberId,
        delta: order.credits,
      });
    }
  }

  it('credits one order once while 10 returns and 10 distinct webhooks race for it', async () => {
    const member = await createMember(t);
    const pkg = await packageOf(t, 'p2');
    const created = await createOrder(t, member, {
      package: pkg.id,
      payment_method: 'visa',
      country: 'GB',
      accept_terms: true,
    });
    const { order, redirect_url: redirectUrl } = created.json();
    const chosen = await choose(t, redirectUrl, 'paid');
    const ref = new URL(redirectUrl, 'http://x').searchParams.get('id')!;
    const event = () =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'payment.status',
        created: Math.floor(clock.now().getTime() / 1000),
        data: {
          payment: ref,
          reference: String(order.id),
          status: 'paid',
          card: { token: null, brand: 'visa', last4: '4242' },
        },
      });
    const sameEvent = event();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => followReturn(t, member, String(chosen.headers.location))),
      ...Array.from({ length: 10 }, () => postWebhook(event())),
      ...Array.from({ length: 4 }, () => postWebhook(sameEvent)),
      t.app.jobs.runDue(),
    ]);
    const statuses = answers.slice(0, 24).map((answer) => (answer as { statusCode: number }).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses.slice(10, 20)).toEqual(Array(10).fill(200));
    // One copy of the repeated event is taken, the others are replays.
    expect(statuses.slice(20).sort()).toEqual([200, 409, 409, 409]);
    const entries = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.object, `order:${order.id}`));
    expect(entries).toHaveLength(1);
    await expectLedgerWhole();
  });

  it('two tabs with one code: the first payment spends it, the other is refused or charged its own price', async () => {
    const packages = [await packageOf(t, 'p0'), await packageOf(t, 'p1')];
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const member = await createMember(t);
      const tabs = [];
      for (const pkg of packages) {
        const created = await createOrder(t, member, {
          package: pkg.id,
          payment_method: 'visa',
          country: 'GB',
          accept_terms: true,
          discount_code: 'TIMEBONUS25',
        });
        expect(created.statusCode).toBe(201);
        const { order, redirect_url: redirectUrl } = created.json();
        // What the tab's checkout and provider page show: the discounted price.
        expect(order.amount.amount).toBeLessThan(order.normal_amount.amount);
        tabs.push({ orderId: order.id as number, shown: order.amount.amount as number, redirectUrl });
      }
      // Both tabs pay at once; returns and webhooks race with them.
      await Promise.all([
        ...tabs.map(async (tab) => {
          const chosen = await choose(t, tab.redirectUrl, 'paid');
          return followReturn(t, member, String(chosen.headers.location));
        }),
        t.app.jobs.runDue(),
      ]);
      await t.app.jobs.runDue();
      for (const tab of tabs) await followReturn(t, member, `/api/payment-return.php?order=${tab.orderId}`);

      const spent = await db()
        .select()
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.memberId, member.id), isNull(discountRedemptions.releasedAt)));
      expect(spent).toHaveLength(1);
      const states = [];
      for (const tab of tabs) {
        const [order] = await db().select().from(orders).where(eq(orders.id, tab.orderId));
        const [taken] = await db()
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.reference, String(tab.orderId)));
        // Money taken means credits at the price the tab showed; no money taken means no credits.
        if (taken!.status === 'paid') {
          expect({ status: order!.status, amount: order!.amount, charged: taken!.amount }).toEqual({
            status: 'completed',
            amount: tab.shown,
            charged: tab.shown,
          });
        } else {
          expect({ provider: taken!.status, order: order!.status }).toEqual({
            provider: 'cancelled',
            order: 'cancelled',
          });
        }
        states.push(order!.status);
      }
      expect(states).toContain('completed');
      outcomes.add(states.sort().join('+'));
    }
    console.log(`two-tab outcomes seen: ${[...outcomes].join(', ')}`);
    await expectLedgerWhole();
  });

  it('keeps the ledger whole over a randomized interleaving of payments and chat sends', async () => {
    const seed = Number(process.env.PAYMENTS_RACE_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`payments race seed ${seed} (PAYMENTS_RACE_SEED=${seed} replays it)`);
    const random = prng(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const team: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) team.push(await createMember(t));
    const packages = [await packageOf(t, 'p0'), await packageOf(t, 'p1')];
    const open: { member: TestMember; redirectUrl: string; returnUrl: string }[] = [];
    for (const member of team) {
      for (let i = 0; i < 3; i += 1) {
        const created = await createOrder(t, member, {
          package: pick(packages).id,
          payment_method: pick(['creditcard', 'paypal', 'visa']),
          country: 'GB',
          accept_terms: true,
        });
        expect(created.statusCode).toBe(201);
        const { order, redirect_url: redirectUrl } = created.json();
        open.push({ member, redirectUrl, returnUrl: `/api/payment-return.php?order=${order.id}` });
      }
    }
    const actions: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 80; i += 1) {
      const target = pick(open);
      const kind = pick(['choose', 'choose', 'return', 'deliver', 'replay', 'chat', 'chat']);
      actions.push(async () => {
        switch (kind) {
          case 'choose':
            return choose(
              t,
              target.redirectUrl,
              pick(['paid', 'paid', 'failed', 'cancelled', 'pending'] as const),
            );
          case 'return':
            return followReturn(t, target.member, target.returnUrl);
          case 'deliver':
            return t.app.jobs.runDue();
          case 'replay': {
            const delivered = t.deliveries.filter((one) => one.statusCode === 200);
            if (delivered.length === 0) return null;
            const replay = await postWebhook(pick(delivered).body);
            expect(replay.statusCode).toBe(409);
            return replay;
          }
          default: {
            const from = pick(team);
            const to = pick(team.filter((one) => one !== from));
            const sent = await sendMessage(t, from, { member: to.id, text: `hi ${i}` });
            expect([201, 402, 403]).toContain(sent.statusCode);
            return sent;
          }
        }
      });
    }
    // Batches of 2 to 6 actions at once.
    while (actions.length > 0) {
      const batch = actions.splice(0, 2 + Math.floor(random() * 5));
      await Promise.all(batch.map((action) => action()));
      if (random() < 0.2) clock.advance(2_000);
    }
    // Everything pending settles; every webhook arrives.
    for (const target of open) await choose(t, target.redirectUrl, 'paid');
    clock.advance(10_000);
    await t.app.jobs.runDue();
    clock.advance(10_000);
    await t.app.jobs.runDue();
    for (const target of open) await followReturn(t, target.member, target.returnUrl);
    const stillOpen = (await db().select().from(orders)).filter((order) =>
      ['created', 'pending'].includes(order.status),
    );
    expect(stillOpen).toEqual([]);
    await expectLedgerWhole();
  });
});
