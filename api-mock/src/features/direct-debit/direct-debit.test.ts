/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import {
  DIRECT_DEBIT_OTP_ATTEMPTS,
  DIRECT_DEBIT_OTP_TTL_MIN,
  DIRECT_DEBIT_SMS_PER_DAY,
  PAYMENT_MESSAGES,
} from 'contract';
import { createRepositories } from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import { createPricing } from '../payments/pricing.js';
import { createDirectDebitService } from './direct-debit-service.js';
import { SANDBOX_BLOCKED_IBAN, SANDBOX_BLOCKED_PHONE } from '../../db/seed/payments.js';
import { directDebitRequests, orders, smsOutbox } from '../../db/schema.js';
import { balanceOf, createLoginMember, recordEvents, setUpChatTestApp } from '../../testing/chat.js';
import { as, createMember } from '../../testing/members.js';
import {
  blockValue,
  confirmDebit,
  lastCode,
  packageId,
  requestDebit,
  requestWithCode,
  VALID_FORM,
  wrongCode,
} from '../../testing/direct-debit.js';

/**
 * SEPA direct debit through the API: the form's checks, the block list, the limits, the SMS code and the
 * order it places. The seeded default site sells in DE at p0 14.99, p1 29.99, p2 59.99, p3 119.99 EUR
 * (50, 120, 300, 700 credits); new members get 20 signup credits.
 */
describe('direct debit', () => {
  const { t, clock } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;

  const ordersOf = async (memberId: number) =>
    t.db.handle.db.select().from(orders).where(eq(orders.memberId, memberId));

  it('texts a code, and the right code places a completed order: credits, premium, masked IBAN', async () => {
    const member = await createMember(t, { language: 'de' });
    const p1 = await packageId(t, 'p1');
    const answer = await requestDebit(t, member, { package: p1 });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    expect(body).toEqual({
      request: expect.any(Number),
      phone_masked: '+49 *** **** 89',
      iban_masked: 'DE89 **** **** **** **30 00',
      attempts_left: DIRECT_DEBIT_OTP_ATTEMPTS,
    });
    expect(answer.body).not.toContain('0532');

    // The SMS in the member's language, with the site's name.
    const outbox = (await as(t.app, null).get('/api/sms-outbox.php', { to: '+4915123456789' })).json();
    const [sms] = outbox.messages;
    expect(sms.text).toBe(`Flirtmoment: Dein Code lautet ${sms.code}. Er ist 10 Minuten gültig.`);
    // The request keeps the mandate, the phone in E.164 and only the code's hash.
    const [stored] = await t.db.handle.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.id, body.request));
    expect(stored).toMatchObject({
      iban: 'DE89370400440532013000',
      phone: '+4915123456789',
      accountHolder: 'Anna Schmidt',
      status: 'open',
      attempts: 0,
      otpExpiresAt: new Date(clock.now().getTime() + DIRECT_DEBIT_OTP_TTL_MIN * MINUTE),
    });
    expect(stored?.otpHash).not.toContain(sms.code);

    const events = recordEvents(t, member);
    const confirmed = await confirmDebit(t, member, body.request, sms.code);
    expect(confirmed.statusCode).toBe(201);
    // The member's sockets hear the new balance.
    expect(events.of(member, 'credits')).toEqual([
      { type: 'credits', seq: expect.any(Number), credits: 140, paid_user: true, free_messages_left: 0 },
    ]);
    events.stop();
    expect(confirmed.json()).toEqual({
      order: {
        id: expect.any(Number),
        created_at: '2026-06-01T10:00:00.000Z',
        package_id: p1,
        tier: 'p1',
        credits: 120,
        amount: { amount: 2999, currency: 'EUR' },
        normal_amount: { amount: 2999, currency: 'EUR' },
        discount_code: null,
        payment_method: 'sdd',
        status: 'completed',
        finished_at: '2026-06-01T10:00:00.000Z',
        card: null,
        repeat_of: null,
        iban_masked: 'DE89 **** **** **** **30 00',
      },
    });
    expect(confirmed.body).not.toContain('DE89370400440532013000');
    const user = (await as(t.app, member).get('/api/user.php')).json().user;
    expect(user.paid_user).toBe(true);
    expect(user.credits).toBe(140);
    const [order] = await ordersOf(member.id);
    expect(order).toMatchObject({ provider: 'directdebit', status: 'completed', paymentMethod: 'sdd' });
  });

  it('reports every field problem at once with the contract wording', async () => {
    const member = await createMember(t);
    const answer = await requestDebit(t, member, {
      package: await packageId(t, 'p0'),
      account_holder: '',
      street: ' ',
      house_number: '',
      zip: '',
      city: '',
      iban: 'DE89370400440532013001',
      phone: '12345',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'validation_failed',
      message: 'Please check the highlighted fields.',
      statusCode: 400,
      fields: {
        account_holder: PAYMENT_MESSAGES.fieldRequired,
        street: PAYMENT_MESSAGES.fieldRequired,
        house_number: PAYMENT_MESSAGES.fieldRequired,
        zip: PAYMENT_MESSAGES.fieldRequired,
        city: PAYMENT_MESSAGES.fieldRequired,
        iban: 'Please enter a valid IBAN.',
        phone: 'Please enter a valid phone number.',
      },
      field_codes: {
        account_holder: 'required',
        street: 'required',
        house_number: 'required',
        zip: 'required',
        city: 'required',
        iban: 'iban_invalid',
        phone: 'phone_invalid',
      },
    });
    // Nothing was stored or texted.
    const [requests] = await t.db.handle.db
      .select({ n: count() })
      .from(directDebitRequests)
      .where(eq(directDebitRequests.memberId, member.id));
    expect(requests?.n).toBe(0);
  });

  it('accepts IBANs and phones of several countries and reads the phone in the payment country', async () => {
    const member = await createMember(t);
    const nl = await requestDebit(t, member, {
      package: await packageId(t, 'p0', 'NL'),
      country: 'NL',
      iban: 'NL91 ABNA 0417 1643 00',
      phone: '06 12345678',
      zip: '1012 AB',
      city: 'Amsterdam',
    });
    expect(nl.statusCode).toBe(201);
    expect(nl.json()).toMatchObject({
      phone_masked: '+31 *** **** 78',
      iban_masked: 'NL91 **** **** **43 00',
    });
    expect(await lastCode(t, '+31612345678')).toMatch(/^\d{6}$/);

    const at = await requestDebit(t, member, {
      package: await packageId(t, 'p0', 'AT'),
      country: 'AT',
      iban: 'AT61 1904 3002 3457 3201',
      phone: '+33 6 12 34 56 78',
    });
    expect(at.statusCode).toBe(201);
    expect(at.json().phone_masked).toBe('+33 *** **** 78');

    // A valid IBAN outside SEPA, a toll-free number.
    const refused = await requestDebit(t, member, {
      package: await packageId(t, 'p0'),
      iban: 'BR1800360305000010009795493C1',
      phone: '0800 1234567',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      iban: 'Please enter a valid IBAN.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it.each([
    ['a NUL in the account holder', { account_holder: 'Anna\u0000Schmidt' }, 'account_holder'],
    ['a line break in the street', { street: 'Haupt\nstraße' }, 'street'],
    ['a control character in the city', { city: 'Ber\u0007lin' }, 'city'],
    ['a NUL in the IBAN', { iban: 'DE89370400440532013000\u0000' }, 'iban'],
    ['a NUL in the phone', { phone: '0151\u000023456789' }, 'phone'],
    ['an account holder over 70 characters', { account_holder: 'A'.repeat(71) }, 'account_holder'],
    ['an account holder over the contract maximum', { account_holder: 'A'.repeat(101) }, 'account_holder'],
    ['an IBAN over the contract maximum', { iban: 'D'.repeat(65) }, 'iban'],
    ['a phone over the contract maximum', { phone: '1'.repeat(33) }, 'phone'],
    ['a one-character city', { city: 'B' }, 'city'],
  ])('refuses %s with 400', async (_, fields, field) => {
    const member = await createMember(t);
    const answer = await requestDebit(t, member, { package: await packageId(t, 'p0'), ...fields });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('validation_failed');
    expect(Object.keys(answer.json().fields)).toContain(field);
  });

  it('refuses a missing field and missing terms with 400', async () => {
    const member = await createMember(t);
    const p0 = await packageId(t, 'p0');
    const { phone: _phone, ...withoutPhone } = VALID_FORM;
    const missing = await as(t.app, member).post('/api/directdebit.php', { ...withoutPhone, package: p0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ phone: 'is required' });
    expect((await requestDebit(t, member, { package: p0, accept_terms: false })).statusCode).toBe(400);
  });

  it('prices with the quote: unknown package, method not offered, unknown code; a discount applies', async () => {
    const member = await createMember(t);
    const unknown = await requestDebit(t, member, { package: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('unknown_package');
    // Direct debit is not offered in Belgium.
    const be = await requestDebit(t, member, {
      package: await packageId(t, 'p0', 'BE'),
      country: 'BE',
      iban: 'BE68 5390 0754 7034',
      phone: '0470 12 34 56',
    });
    expect(be.statusCode).toBe(400);
    expect(be.json()).toMatchObject({
      error: 'method_not_offered',
      message: PAYMENT_MESSAGES.methodNotOffered,
    });
    const code = await requestDebit(t, member, {
      package: await packageId(t, 'p0'),
      discount_code: 'NOSUCHCODE',
    });
    expect(code.statusCode).toBe(404);
    expect(code.json().message).toBe('Code not found');

    // The welcome time bonus (25%, within 4 hours of signup) applies and is used by the order.
    const p0 = await packageId(t, 'p0');
    const { request, code: otp } = await requestWithCode(t, member, {
      package: p0,
      discount_code: 'timebonus25',
    });
    const confirmed = await confirmDebit(t, member, request, otp);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().order).toMatchObject({
      discount_code: 'TIMEBONUS25',
      normal_amount: { amount: 1499, currency: 'EUR' },
    });
    expect(confirmed.json().order.amount.amount).toBeLessThan(1499);
    const again = await requestDebit(t, member, { package: p0, discount_code: 'TIMEBONUS25' });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('refuses the sandbox blocked IBAN and phone, and any blocked one, with 403', async () => {
    const member = await createMember(t);
    const p0 = await packageId(t, 'p0');
    const expected = {
      error: 'direct_debit_blocked',
      message: 'Your account is blocked for direct debit payments.',
      statusCode: 403,
    };
    const iban = await requestDebit(t, member, { package: p0, iban: SANDBOX_BLOCKED_IBAN });
    expect(iban.statusCode).toBe(403);
    expect(iban.json()).toEqual(expected);
    const phone = await requestDebit(t, member, { package: p0, phone: '0157 00000000' });
    expect(SANDBOX_BLOCKED_PHONE).toBe('+4915700000000');
    expect(phone.statusCode).toBe(403);
    expect(phone.json()).toEqual(expected);
    await blockValue(t, 'iban', 'NL91ABNA0417164300');
    const other = await requestDebit(t, member, { package: p0, iban: 'nl91 abna 0417 1643 00' });
    expect(other.json()).toEqual(expected);
    // Nothing was texted.
    const [sent] = await t.db.handle.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, SANDBOX_BLOCKED_PHONE));
    expect(sent?.n).toBe(0);
  });

  it('re-checks the block list at confirmation', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    await blockValue(t, 'phone', '+4915123456789');
    const answer = await confirmDebit(t, member, request, code);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('direct_debit_blocked');
    expect(await ordersOf(member.id)).toEqual([]);
    await t.db.handle.db.delete(directDebitRequests).where(eq(directDebitRequests.memberId, member.id));
    const { directDebitBlocks } = await import('../../db/schema.js');
    await t.db.handle.db.delete(directDebitBlocks).where(eq(directDebitBlocks.value, '+4915123456789'));
  });

  it(`allows at most 3 direct-debit orders within 30 days (429 direct_debit_limit), then again`, async () => {
    const member = await createLoginMember(t);
    const p0 = await packageId(t, 'p0');
    for (let i = 0; i < 3; i += 1) {
      const { request, code } = await requestWithCode(t, member, { package: p0 });
      expect((await confirmDebit(t, member, request, code)).statusCode).toBe(201);
    }
    const fourth = await requestDebit(t, member, { package: p0 });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: 'direct_debit_limit',
      message:
        'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
      statusCode: 429,
    });
    clock.advance(30 * DAY + MINUTE);
    await member.relogin();
    expect((await requestDebit(t, member, { package: p0 })).statusCode).toBe(201);
  });

  it('allows at most 150.00 EUR of direct-debit orders within 30 days, this one included', async () => {
    const member = await createMember(t);
    const buy = async (tier: 'p0' | 'p1' | 'p2' | 'p3') => {
      const answer = await requestDebit(t, member, { package: await packageId(t, tier) });
      if (answer.statusCode !== 201) return answer.statusCode;
      return (await confirmDebit(t, member, answer.json().request, await lastCode(t))).statusCode;
    };
    expect(await buy('p3')).toBe(201); // 119.99
    expect(await buy('p2')).toBe(429); // 179.98 in all
    expect(await buy('p1')).toBe(201); // 149.98
    expect(await buy('p0')).toBe(429); // 164.97
    expect(await balanceOf(t, member)).toBe(20 + 700 + 120);
  });

  it('re-checks the limit at confirmation', async () => {
    const member = await createMember(t);
    const p3 = await packageId(t, 'p3');
    const first = await requestWithCode(t, member, { package: p3 });
    const second = await requestWithCode(t, member, { package: p3 });
    expect((await confirmDebit(t, member, first.request, first.code)).statusCode).toBe(201);
    const over = await confirmDebit(t, member, second.request, second.code);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('direct_debit_limit');
    expect(await ordersOf(member.id)).toHaveLength(1);
  });

  it(`texts at most ${DIRECT_DEBIT_SMS_PER_DAY} codes per member per 24 hours`, async () => {
    const member = await createMember(t);
    const p0 = await packageId(t, 'p0');
    for (let i = 0; i < DIRECT_DEBIT_SMS_PER_DAY; i += 1) {
      expect((await requestDebit(t, member, { package: p0 })).statusCode).toBe(201);
      clock.advance(MINUTE);
    }
    const over = await requestDebit(t, member, { package: p0 });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'rate_limited', seconds: 24 * 60 * 60 - 5 * 60 });
    expect(over.headers['retry-after']).toBe(String(24 * 60 * 60 - 5 * 60));
    clock.advance(DAY - 5 * MINUTE);
    expect((await requestDebit(t, member, { package: p0 })).statusCode).toBe(201);
  });

  it('answers a wrong code with 400 otp_invalid and voids the request after the last attempt', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    for (let i = 1; i < DIRECT_DEBIT_OTP_ATTEMPTS; i += 1) {
      const wrong = await confirmDebit(t, member, request, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'otp_invalid', message: 'Code invalid', statusCode: 400 });
    }
    const last = await confirmDebit(t, member, request, wrongCode(code));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: 'otp_attempts_exhausted',
      message: PAYMENT_MESSAGES.otpAttemptsExhausted,
      statusCode: 429,
    });
    // Even the right code is refused now.
    const right = await confirmDebit(t, member, request, code);
    expect(right.statusCode).toBe(429);
    const [stored] = await t.db.handle.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.id, request));
    expect(stored).toMatchObject({ status: 'void', attempts: DIRECT_DEBIT_OTP_ATTEMPTS });
    expect(await ordersOf(member.id)).toEqual([]);
  });

  it('refuses an expired code as invalid, counting the attempt', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    clock.advance(DIRECT_DEBIT_OTP_TTL_MIN * MINUTE);
    const expired = await confirmDebit(t, member, request, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('otp_invalid');
    const [stored] = await t.db.handle.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.id, request));
    expect(stored?.attempts).toBe(1);
    expect(await ordersOf(member.id)).toEqual([]);
  });

  it('accepts the code just before it expires', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    clock.advance(DIRECT_DEBIT_OTP_TTL_MIN * MINUTE - 1000);
    expect((await confirmDebit(t, member, request, code)).statusCode).toBe(201);
  });

  it('creates one order and credits once when the right code is submitted twice', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    const first = await confirmDebit(t, member, request, code);
    const second = await confirmDebit(t, member, request, code);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await balanceOf(t, member)).toBe(70);
    // A wrong code on a confirmed request does not answer the order.
    expect((await confirmDebit(t, member, request, wrongCode(code))).statusCode).toBe(400);
  });

  it("answers another member's request with 404 and leaves its attempts alone", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const { request, code } = await requestWithCode(t, owner, { package: await packageId(t, 'p0') });
    for (const otp of [code, wrongCode(code), code, code]) {
      const answer = await confirmDebit(t, other, request, otp);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('not_found');
    }
    expect((await confirmDebit(t, other, 987_654, code)).statusCode).toBe(404);
    expect(await ordersOf(other.id)).toEqual([]);
    expect((await confirmDebit(t, owner, request, code)).statusCode).toBe(201);
  });

  it('refuses malformed confirmations with 400 and visitors with 403', async () => {
    const member = await createMember(t);
    const { request, code } = await requestWithCode(t, member, { package: await packageId(t, 'p0') });
    for (const body of [
      { request, otp: '1'.repeat(13) },
      { request: 'x', otp: code },
      { request, otp: { code } },
      { otp: code },
    ]) {
      expect((await as(t.app, member).post('/api/directdebit-confirm.php', body)).statusCode).toBe(400);
    }
    // A NUL in the code is a wrong code (counted), never a 500.
    expect((await confirmDebit(t, member, request, `${code}\u0000`)).statusCode).toBe(400);
    const visitor = await as(t.app, null).post('/api/directdebit-confirm.php', { request, otp: code });
    expect(visitor.statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      payload: { ...VALID_FORM, package: 1 },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await confirmDebit(t, member, request, code)).statusCode).toBe(201);
  });

  it('voids the request and answers 503 (not 500) when the SMS cannot be sent', async () => {
    const member = await createMember(t);
    const repositories = createRepositories(t.db.handle.db, { sessionCache: t.app.sessionCache });
    const errors: unknown[] = [];
    const service = createDirectDebitService({
      directDebit: repositories.directDebit,
      orders: repositories.orders,
      transaction: repositories.transaction,
      pricing: createPricing({ orders: repositories.orders, discounts: repositories.discounts }),
      sms: { send: () => Promise.reject(new Error('gateway down')) },
      realtime: t.app.realtime,
      now: clock.now,
      log: { error: (...args: unknown[]) => errors.push(args) },
    });
    const site = await t.app.services.siteDirectory.resolve('localhost');
    const record = await repositories.members.byId(member.id);
    if (!record) throw new Error('no member');
    const failure = await service
      .request(
        record,
        { id: site.id, name: site.settings.name, countries: site.settings.countries },
        { ...VALID_FORM, package: await packageId(t, 'p0') },
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiHttpError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    expect(JSON.stringify(errors)).not.toContain('DE89370400440532013000');
    const stored = await t.db.handle.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.memberId, member.id));
    expect(stored.map((row) => row.status)).toEqual(['void']);
  });
});
