/**
 * @jest-environment node
 *
 * Direct debit under bursts of parallel requests, against the real servers (DATABASE_URL: PostgreSQL runs
 * the requests' transactions truly in parallel on its connection pool): a right code submitted many times
 * at once places one order and credits once, parallel guesses never get more than the allowed attempts,
 * and parallel requests and confirmations never pass the limits.
 */
import { eq } from 'drizzle-orm';
import { DIRECT_DEBIT_LIMIT_ORDERS, DIRECT_DEBIT_OTP_ATTEMPTS, DIRECT_DEBIT_SMS_PER_DAY } from 'contract';
import { directDebitRequests, orders } from '../../db/schema.js';
import { balanceOf, setUpChatTestApp } from '../../testing/chat.js';
import { as, createMember } from '../../testing/members.js';
import {
  confirmDebit,
  packageId,
  requestDebit,
  requestWithCode,
  wrongCode,
} from '../../testing/direct-debit.js';

describe('direct debit under concurrency', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  const ordersOf = async (memberId: number) =>
    t.db.handle.db.select().from(orders).where(eq(orders.memberId, memberId));
  const requestRow = async (id: number) =>
    (await t.db.handle.db.select().from(directDebitRequests).where(eq(directDebitRequests.id, id)))[0];

  it('places exactly one order for 12 parallel confirmations with the right code', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p1') });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => confirmDebit(t, member, request, code)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    // Each confirmation takes an attempt before comparing: those that found none left answer 429.
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 429]).toContain(answer.statusCode);
    expect(new Set(created.map((answer) => answer.json().order.id)).size).toBe(1);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await balanceOf(t, member)).toBe(20 + 120);
    expect((await as(t.app, member).get('/api/user.php')).json().user).toMatchObject({
      paid_user: true,
      credits: 140,
    });
    expect((await requestRow(request))?.status).toBe('confirmed');
  });

  it('never counts more than the allowed attempts for 30 parallel wrong guesses', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => confirmDebit(t, member, request, wrongCode(code))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(DIRECT_DEBIT_OTP_ATTEMPTS - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (DIRECT_DEBIT_OTP_ATTEMPTS - 1));
    expect(await requestRow(request)).toMatchObject({ attempts: DIRECT_DEBIT_OTP_ATTEMPTS, status: 'void' });
    // The right code comes too late.
    expect((await confirmDebit(t, member, request, code)).statusCode).toBe(429);
    expect(await ordersOf(member.id)).toEqual([]);
  });

  it('compares at most the allowed number of codes when the right one is among 30 parallel guesses', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? code : wrongCode(code)));
    const answers = await Promise.all(guesses.map((otp) => confirmDebit(t, member, request, otp)));
    const compared = answers.filter((answer) => answer.statusCode !== 429);
    expect(compared.length).toBeLessThanOrEqual(DIRECT_DEBIT_OTP_ATTEMPTS);
    expect((await requestRow(request))?.attempts).toBe(DIRECT_DEBIT_OTP_ATTEMPTS);
    expect((await ordersOf(member.id)).length).toBeLessThanOrEqual(1);
  });

  it(`texts at most ${DIRECT_DEBIT_SMS_PER_DAY} codes for 15 parallel requests`, async () => {
    const member = await createMember(t);
    const p0 = await packageId(t, 'p0');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => requestDebit(t, member, { package: p0 })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(DIRECT_DEBIT_SMS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - DIRECT_DEBIT_SMS_PER_DAY);
    const stored = await t.db.handle.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.memberId, member.id));
    expect(stored).toHaveLength(DIRECT_DEBIT_SMS_PER_DAY);
  });

  it(`places at most ${DIRECT_DEBIT_LIMIT_ORDERS} orders when 5 requests are confirmed at once`, async () => {
    const member = await createMember(t);
    const p0 = await packageId(t, 'p0');
    const requests = [];
    for (let i = 0; i < 5; i += 1) requests.push(await requestWithCode(t, member, { package: p0 }));
    const answers = await Promise.all(
      requests.map(({ request, code }) => confirmDebit(t, member, request, code)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(DIRECT_DEBIT_LIMIT_ORDERS);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().error).toBe('direct_debit_limit');
    }
    expect(await ordersOf(member.id)).toHaveLength(DIRECT_DEBIT_LIMIT_ORDERS);
    expect(await balanceOf(t, member)).toBe(20 + DIRECT_DEBIT_LIMIT_ORDERS * 50);
  });

  it('lets only one of two parallel 119.99 EUR confirmations through the amount limit', async () => {
    const member = await createMember(t);
    const p3 = await packageId(t, 'p3');
    const first = await requestWithCode(t, member, { package: p3 });
    const second = await requestWithCode(t, member, { package: p3 });
    const answers = await Promise.all([
      confirmDebit(t, member, first.request, first.code),
      confirmDebit(t, member, second.request, second.code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(await ordersOf(member.id)).toHaveLength(1);
  });
});
