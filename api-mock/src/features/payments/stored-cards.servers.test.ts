/**
 * @jest-environment node
 *
 * The stored-card spending guard under real concurrency (DATABASE_URL: PostgreSQL runs the requests'
 * transactions in parallel): parallel repeat orders never pass the cap, and parallel requests with one
 * idempotency key charge once; the ledger, the balance and the orders agree afterwards.
 */
import { and, eq } from 'drizzle-orm';
import { createRepositories } from '../../db/repositories/index.js';
import { cardSpendingLimits, creditLedger, orders } from '../../db/schema.js';
import { CLIENT, withSession } from '../../testing/accounts.js';
import { createMember, type TestMember } from '../../testing/members.js';
import { buyWithStoredCard, setUpPaymentsTestApp } from '../../testing/payments.js';

describe('stored-card repeat orders under concurrency', () => {
  const { t } = setUpPaymentsTestApp(new Date('2026-06-01T10:00:00Z'));
  const db = () => t.db.handle.db;
  let keys = 0;
  const newKey = () => `race-key-${Date.now()}-${(keys += 1)}`;

  const repeat = (member: TestMember, order: number, key: string, password?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      payload: { order, accept_terms: true, idempotency_key: key, password },
      headers: CLIENT,
      cookies: withSession(member.token),
    });

  async function memberWithCard() {
    const member = await createMember(t);
    const orderId = await buyWithStoredCard(t, member);
    // One repeat order with the password confirms the session (parallel password checks would each count
    // as a login attempt and trip the lockout): the races below run in a confirmed session.
    const confirmed = await repeat(member, orderId, newKey(), 'correct horse battery');
    expect(confirmed.statusCode).toBe(201);
    return { member, orderId };
  }

  /** What the member's repeat orders and purchases show: charged orders, ledger entries and the balance. */
  async function books(member: TestMember, earlier: number) {
    const repeats = await db().select().from(orders).where(eq(orders.repeatOf, earlier));
    const purchases = (
      await db().select().from(creditLedger).where(eq(creditLedger.memberId, member.id))
    ).filter((entry) => entry.reason === 'purchase');
    return {
      completed: repeats.filter((order) => order.status === 'completed').length,
      open: repeats.filter((order) => order.status === 'created' || order.status === 'pending').length,
      purchases: purchases.length,
      balance: (await createRepositories(db()).ledger.balance(member.id)) ?? 0,
    };
  }

  it('lets exactly 3 of 10 parallel repeat orders through a cap of 4 a day after one confirmed', async () => {
    await db()
      .update(cardSpendingLimits)
      .set({ ordersPerDay: 4 })
      .where(and(eq(cardSpendingLimits.siteId, 1), eq(cardSpendingLimits.currency, 'GBP')));
    const { member, orderId } = await memberWithCard();
    const answers = await Promise.all(Array.from({ length: 10 }, () => repeat(member, orderId, newKey())));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(
      answers.filter((answer) => answer.statusCode === 429).map((answer) => answer.json().error),
    ).toEqual(Array(7).fill('card_limit'));
    // The first purchase, the confirming repeat and three more: five purchase entries, 20 signup credits and 5 × 50.
    expect(await books(member, orderId)).toEqual({
      completed: 4,
      open: 0,
      purchases: 5,
      balance: 20 + 5 * 50,
    });
    expect(await createRepositories(db()).ledger.mismatches()).toEqual([]);
  });

  it('charges once for 10 parallel requests with one idempotency key, all answering the same order', async () => {
    const { member, orderId } = await memberWithCard();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => repeat(member, orderId, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    expect(await books(member, orderId)).toEqual({
      completed: 2,
      open: 0,
      purchases: 3,
      balance: 20 + 3 * 50,
    });
  });
});
