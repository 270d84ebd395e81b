/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from 'contract';
import { createRepositories } from '../../db/repositories/index.js';
import { cardSpendingLimits, creditLedger, members, orders } from '../../db/schema.js';
import { CLIENT, logIn, sessionCookieOf, withSession } from '../../testing/accounts.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import { buyAndPay, buyWithStoredCard, packageOf, setUpPaymentsTestApp } from '../../testing/payments.js';

const PASSWORD = 'correct horse battery';

/**
 * The stored-card spending guard and the member's stored cards on the seeded site flirtmoment.test (GBP: p0
 * 12.99, p1 25.99, p2 49.99; seeded guard: 3 repeat orders a day, a password above 25.99 and for the first
 * repeat order of a session): idempotency keys, the caps, the password, repeating from and removing any card.
 */
describe('stored cards and their spending guard', () => {
  const { t, clock } = setUpPaymentsTestApp(new Date('2026-06-01T10:00:00Z'));
  const db = () => t.db.handle.db;
  let keys = 0;
  const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

  const purchases = async (memberId: number) =>
    (await db().select().from(creditLedger).where(eq(creditLedger.memberId, memberId))).filter(
      (entry) => entry.reason === 'purchase',
    );
  const balance = async (member: TestMember) =>
    (await createRepositories(db()).ledger.balance(member.id)) ?? 0;
  const repeatsOf = (earlier: number) => db().select().from(orders).where(eq(orders.repeatOf, earlier));

  /** A member who paid `tier` with a stored `card` (the sandbox's test card id). */
  async function memberWithCard(tier: 'p0' | 'p1' | 'p2' = 'p0', card = 'visa') {
    const member = await createMember(t);
    return { member, orderId: await buyWithStoredCard(t, member, tier, card) };
  }
  const repeat = (member: TestMember, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      payload: { accept_terms: true, ...body },
      headers: { ...CLIENT, ...headers },
      cookies: withSession(member.token),
    });
  /** A repeat order with the password given, so the session counts as confirmed from then on. */
  const confirmedRepeat = (member: TestMember, order: number) =>
    repeat(member, { order, idempotency_key: newKey(), password: PASSWORD });

  describe('idempotency keys', () => {
    it('charges once for a retry or a double click with the same key, and answers the same order', async () => {
      const { member, orderId } = await memberWithCard();
      const key = newKey();
      const first = await repeat(member, { order: orderId, idempotency_key: key, password: PASSWORD });
      expect(first.statusCode).toBe(201);
      const retry = await repeat(member, { order: orderId, idempotency_key: key });
      expect(retry.statusCode).toBe(201);
      expect(retry.json().order.id).toBe(first.json().order.id);

      const doubleKey = newKey();
      const [one, two] = await Promise.all([
        repeat(member, { order: orderId }, { 'idempotency-key': doubleKey }),
        repeat(member, { order: orderId }, { 'idempotency-key': doubleKey }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(one.json().order.id).toBe(two.json().order.id);
      expect(await repeatsOf(orderId)).toHaveLength(2);
      expect(await purchases(member.id)).toHaveLength(3);
      expect(await balance(member)).toBe(20 + 3 * 50);
    });

    it('answers a declined charge the same way on a retry, without charging again', async () => {
      const { member, orderId } = await memberWithCard('p0', 'visa_declines_recurring');
      const key = newKey();
      const declined = await repeat(member, { order: orderId, idempotency_key: key, password: PASSWORD });
      expect(declined.statusCode).toBe(402);
      const retried = await repeat(member, { order: orderId, idempotency_key: key });
      expect(retried.statusCode).toBe(402);
      expect(retried.json().error).toBe('recurring_card_failed');
      expect(await repeatsOf(orderId)).toHaveLength(1);
    });

    it('refuses a key used for another order (422) and a missing, malformed or conflicting key (400)', async () => {
      const { member, orderId } = await memberWithCard();
      const key = newKey();
      expect(
        (await repeat(member, { order: orderId, idempotency_key: key, password: PASSWORD })).statusCode,
      ).toBe(201);
      const other = await buyAndPay(t, member, {
        package: (await packageOf(t, 'p0')).id,
        payment_method: 'creditcard',
        country: 'GB',
        accept_terms: true,
        store_card: true,
      });
      const reused = await repeat(member, { order: other.orderId, idempotency_key: key });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        error: 'idempotency_key_reused',
        message: PAYMENT_MESSAGES.idempotencyKeyReused,
      });

      const badKeys: (string | undefined)[] = [
        undefined,
        '',
        'short',
        'x'.repeat(65),
        'abcdefgh\u0000ijklmnop',
        'abcdefgh\u0007ijklmnop',
        'abcdefgh ijklmnop',
        'abcdefgh\u202eijklmnop',
        'abcdefgh\ud800ijklmnop',
      ];
      const control = await repeat(member, { order: orderId, idempotency_key: 'abcdefgh\u0000ijklmnop' });
      expect(control.json().fields).toEqual({ idempotency_key: PAYMENT_MESSAGES.idempotencyKeyInvalid });
      for (const bad of badKeys) {
        const answer = await repeat(member, { order: orderId, idempotency_key: bad });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error).toBe('validation_failed');
        // A lone surrogate is refused by the API's text guard before this rule, in its own words.
        expect(answer.json().fields.idempotency_key).toEqual(expect.any(String));
      }
      const conflicting = await repeat(
        member,
        { order: orderId, idempotency_key: newKey() },
        { 'idempotency-key': newKey() },
      );
      expect(conflicting.statusCode).toBe(400);
      expect(await repeatsOf(orderId)).toHaveLength(1);
    });
  });

  describe('the password', () => {
    it('is asked for the first repeat order of a session and above the threshold, and checked', async () => {
      const { member, orderId } = await memberWithCard('p0');
      const asked = await repeat(member, { order: orderId, idempotency_key: newKey() });
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toMatchObject({
        error: 'card_confirmation_required',
        message: PAYMENT_MESSAGES.cardConfirmationRequired,
      });
      const wrong = await repeat(member, {
        order: orderId,
        idempotency_key: newKey(),
        password: 'wrong one',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('password_wrong');
      expect(await repeatsOf(orderId)).toHaveLength(0);
      expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
      // Confirmed in this session: a package at or below the threshold goes through without it.
      expect((await repeat(member, { order: orderId, idempotency_key: newKey() })).statusCode).toBe(201);

      // Another session of the same member (another device) is asked again.
      const [row] = await db()
        .select({ email: members.email })
        .from(members)
        .where(eq(members.id, member.id));
      const login = await logIn(t.app, row!.email, PASSWORD);
      const otherDevice = { ...member, token: sessionCookieOf(login)! };
      expect((await repeat(otherDevice, { order: orderId, idempotency_key: newKey() })).json().error).toBe(
        'card_confirmation_required',
      );
    });

    it('is asked every time above the amount threshold, even in a confirmed session', async () => {
      const { member, orderId } = await memberWithCard('p2');
      expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
      const again = await repeat(member, { order: orderId, idempotency_key: newKey() });
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toBe('card_confirmation_required');
    });
  });

  describe('the cap', () => {
    it('allows the day’s repeat orders, then answers 429 in the direct-debit limit’s words; declines do not count', async () => {
      const { member, orderId } = await memberWithCard('p0');
      for (let index = 0; index < 3; index += 1) {
        expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
      }
      const over = await repeat(member, { order: orderId, idempotency_key: newKey() });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        error: 'card_limit',
        message:
          'Your limit for card payments has been reached. Please try later, a cheaper package or another payment method.',
        statusCode: 429,
      });
      clock.advance(24 * 60 * 60_000 + 1000);
      expect((await repeat(member, { order: orderId, idempotency_key: newKey() })).statusCode).toBe(201);
      expect(await purchases(member.id)).toHaveLength(5);

      const declining = await memberWithCard('p0', 'visa_declines_recurring');
      for (let index = 0; index < 4; index += 1) {
        expect((await confirmedRepeat(declining.member, declining.orderId)).statusCode).toBe(402);
      }
    });

    it('counts amounts per day and per 30 days as the site’s operators set them', async () => {
      const { member, orderId } = await memberWithCard('p0');
      await db()
        .update(cardSpendingLimits)
        .set({ ordersPerDay: 10, amountPerDay: 2 * 1299, ordersPerPeriod: 3, amountPerPeriod: 100_000 })
        .where(and(eq(cardSpendingLimits.siteId, 1), eq(cardSpendingLimits.currency, 'GBP')));
      try {
        expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
        expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
        expect((await confirmedRepeat(member, orderId)).json().error).toBe('card_limit');
        clock.advance(24 * 60 * 60_000 + 1000);
        expect((await confirmedRepeat(member, orderId)).statusCode).toBe(201);
        clock.advance(24 * 60 * 60_000 + 1000);
        // Three within 30 days: the period's count stops the fourth.
        expect((await confirmedRepeat(member, orderId)).json().error).toBe('card_limit');
      } finally {
        const seeded = {
          ordersPerDay: 3,
          amountPerDay: 2 * 9999,
          ordersPerPeriod: 10,
          amountPerPeriod: 5 * 9999,
        };
        await db()
          .update(cardSpendingLimits)
          .set(seeded)
          .where(and(eq(cardSpendingLimits.siteId, 1), eq(cardSpendingLimits.currency, 'GBP')));
      }
    });
  });

  describe('every stored card', () => {
    it('lists each card, repeats from the second one, removes one; another member’s card is 404', async () => {
      const { member, orderId: visaOrder } = await memberWithCard('p0', 'visa');
      const masterOrder = await buyWithStoredCard(t, member, 'p0', 'mastercard');
      const listed = (await as(t.app, member).get('/api/repeat-orders.php')).json().orders;
      expect(listed.map((one: { card: { brand: string } }) => one.card.brand).sort()).toEqual([
        'mastercard',
        'visa',
      ]);
      const fromSecond = await confirmedRepeat(member, visaOrder);
      expect(fromSecond.json().order.card).toEqual({ brand: 'visa', last4: '4242' });

      const stranger = await createMember(t);
      expect(
        (await as(t.app, stranger).delete('/api/stored-card.php', { order: String(visaOrder) })).statusCode,
      ).toBe(404);
      const removed = await as(t.app, member).delete('/api/stored-card.php', { order: String(visaOrder) });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().orders.map((one: { id: number }) => one.id)).toEqual([masterOrder]);
      // The repeat order paid with it lost the card too: no order can charge it any more.
      const gone = await repeat(member, { order: visaOrder, idempotency_key: newKey() });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().error).toBe('no_stored_card');
      expect(
        (await repeat(member, { order: fromSecond.json().order.id, idempotency_key: newKey() })).json().error,
      ).toBe('no_stored_card');
      expect(
        (await as(t.app, member).delete('/api/stored-card.php', { order: String(visaOrder) })).statusCode,
      ).toBe(404);
      // Another member's order id to repeat: 404, as if unknown.
      expect((await repeat(stranger, { order: masterOrder, idempotency_key: newKey() })).statusCode).toBe(
        404,
      );
    });
  });
});
