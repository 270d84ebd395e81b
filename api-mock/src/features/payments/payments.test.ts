/** @jest-environment node */
import { eq } from 'drizzle-orm';
import {
  ORDER_EXPIRY_MIN,
  ORDERS_PAGE_SIZE,
  PAYMENT_MESSAGES,
  paymentMethodsFor,
  WELCOME_CODE,
  WELCOME_CODE_VALID_DAYS,
  WELCOME_DISCOUNT_PERCENTAGE,
} from 'contract';
import { createRepositories } from '../../db/repositories/index.js';
import { creditLedger, discountCodes, members, orders, sandboxPayments } from '../../db/schema.js';
import { addPhoto, as, createMember, type TestMember } from '../../testing/members.js';
import {
  buyAndPay,
  choose,
  createOrder,
  followReturn,
  packageOf,
  setUpPaymentsTestApp,
} from '../../testing/payments.js';
import { signHeader } from './providers/signature.js';
import { SANDBOX_PENDING_SETTLE_MS } from './providers/sandbox.js';

/**
 * Payments on the seeded site flirtmoment.test (GB first; p0 50 credits for GBP 12.99, p1 120 for 25.99,
 * p2 300 for 49.99, p3 700 for 99.99): packages, orders through the sandbox's hosted page, returns and
 * webhooks in every order, stored cards and repeat orders, abandoned checkouts.
 */
describe('payments', () => {
  const { t, clock } = setUpPaymentsTestApp(new Date('2026-06-01T10:00:00Z'));
  const db = () => t.db.handle.db;

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const purchases = async (memberId: number) =>
    (await db().select().from(creditLedger).where(eq(creditLedger.memberId, memberId))).filter(
      (entry) => entry.reason === 'purchase',
    );
  const balance = async (member: TestMember) =>
    (await createRepositories(db()).ledger.balance(member.id)) ?? 0;
  const orderBody = async (extra: Record<string, unknown> = {}, tier: 'p0' | 'p1' = 'p1') => ({
    package: (await packageOf(t, tier)).id,
    payment_method: 'creditcard',
    country: 'GB',
    accept_terms: true,
    ...extra,
  });
  const addCode = (values: Partial<typeof discountCodes.$inferInsert> & { code: string }) =>
    db()
      .insert(discountCodes)
      .values({ siteId: 1, valuePercentage: 10, ...values })
      .returning()
      .then((rows) => rows[0]!);

  describe('GET /api/packages.php', () => {
    it('lists p0 to p3 of the GeoIP country, else the first country, with savings and methods', async () => {
      const answer = await as(t.app, null).get('/api/packages.php');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.country).toBe('GB');
      expect(body.currency).toBe('GBP');
      expect(body.payment_methods).toEqual([...paymentMethodsFor('GB')]);
      expect(body.packages.map((one: { tier: string }) => one.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
      expect(body.packages[0]).toMatchObject({
        credits: 50,
        price: { amount: 1299, currency: 'GBP' },
        normal_price: { amount: 1299, currency: 'GBP' },
        savings_percentage: 0,
        popular: false,
        discount_percentage: null,
      });
      // 2599 / 120 against 1299 / 50 per credit: 17% cheaper.
      expect(body.packages[1]).toMatchObject({ popular: true, savings_percentage: 17 });
      const german = await t.app.inject({ url: '/api/packages.php', headers: { 'cf-ipcountry': 'DE' } });
      expect(german.json()).toMatchObject({ country: 'DE', currency: 'EUR' });
      expect(german.json().payment_methods[0]).toBe('sdd');
      const unserved = await t.app.inject({ url: '/api/packages.php', headers: { 'cf-ipcountry': 'JP' } });
      expect(unserved.json().country).toBe('GB');
      const refused = await as(t.app, null).get('/api/packages.php', { country: 'JP' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'country_not_served',
        message: PAYMENT_MESSAGES.countryNotServed,
      });
    });

    it('prices the time bonus for a new member only, and a code where its rules let it apply', async () => {
      const member = await createMember(t);
      const withBonus = (
        await as(t.app, member).get('/api/packages.php', { discount: 'timebonus25' })
      ).json();
      expect(withBonus.packages[0]).toMatchObject({
        price: { amount: 974 },
        normal_price: { amount: 1299 },
        discount_percentage: 25,
      });
      const visitor = (await as(t.app, null).get('/api/packages.php', { discount: 'TIMEBONUS25' })).json();
      expect(visitor.packages[0]).toMatchObject({ price: { amount: 1299 }, discount_percentage: null });
      await addCode({ code: 'BIG20', valuePercentage: 20, minimumOrderValue: 5000, currency: 'GBP' });
      const big = (await as(t.app, member).get('/api/packages.php', { discount: 'big20' })).json();
      expect(
        big.packages.map((one: { discount_percentage: number | null }) => one.discount_percentage),
      ).toEqual([null, null, null, 20]);
      clock.advance(4 * 3_600_000);
      const later = (await as(t.app, member).get('/api/packages.php', { discount: 'TIMEBONUS25' })).json();
      expect(later.packages[0].discount_percentage).toBeNull();
    });
  });

  describe('GET /api/discountcode.php', () => {
    it('shows TIMEBONUS25 with its expiry 4 hours after signup, case-insensitively', async () => {
      const member = await createMember(t);
      clock.advance(600_000);
      const answer = await as(t.app, member).get('/api/discountcode.php', { code: 'TimeBonus25' });
      expect(answer.statusCode).toBe(200);
      const signup = (await db().select().from(members).where(eq(members.id, member.id)))[0]!.signupDate;
      expect(answer.json().discountcode).toEqual({
        code: 'TIMEBONUS25',
        country: null,
        user_id: null,
        expires: new Date(signup.getTime() + 14_400_000).toISOString(),
        value_percentage: 25,
        percentage: '25%',
        currency: null,
        minimum_order_value: 0,
        status: 'active',
        validity: Math.floor((signup.getTime() + 14_400_000 - clock.now().getTime()) / 1000),
        expired: false,
        paymentmethods: [],
      });
      clock.advance(4 * 3_600_000);
      const expired = (await as(t.app, member).get('/api/discountcode.php', { code: 'TIMEBONUS25' })).json();
      expect(expired.discountcode).toMatchObject({ expired: true, status: 'inactive', validity: 0 });
    });

    it("answers 404 for an unknown code or another member's, 409 for a paid one, and the welcome code", async () => {
      const [anna, ben] = [await createMember(t), await createMember(t)];
      const unknown = await as(t.app, anna).get('/api/discountcode.php', { code: 'NOPE' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'code_not_found', message: 'Code not found' });
      await addCode({ code: `BEN${ben.id}`, memberId: ben.id });
      expect((await as(t.app, anna).get('/api/discountcode.php', { code: `ben${ben.id}` })).statusCode).toBe(
        404,
      );
      expect((await as(t.app, ben).get('/api/discountcode.php', { code: `ben${ben.id}` })).statusCode).toBe(
        200,
      );
      // Every site's welcome code, valid for a new member for WELCOME_CODE_VALID_DAYS from signup.
      const signup = (await db().select().from(members).where(eq(members.id, anna.id)))[0]!.signupDate;
      const siteWelcome = await as(t.app, anna).get('/api/discountcode.php', { welcome: 'true' });
      expect(siteWelcome.statusCode).toBe(200);
      expect(siteWelcome.json().discountcode).toMatchObject({
        code: WELCOME_CODE,
        value_percentage: WELCOME_DISCOUNT_PERCENTAGE,
        expires: new Date(signup.getTime() + WELCOME_CODE_VALID_DAYS * 86_400_000).toISOString(),
        expired: false,
      });
      // A member's own welcome code, newer, comes first.
      await addCode({ code: `WELCOME${anna.id}`, memberId: anna.id, welcome: true, valuePercentage: 25 });
      const welcome = await as(t.app, anna).get('/api/discountcode.php', { welcome: 'true' });
      expect(welcome.json().discountcode).toMatchObject({ code: `WELCOME${anna.id}`, percentage: '25%' });
      // An open checkout with it uses nothing up; its payment does: 409 'Code already used'.
      const paid = await buyAndPay(t, anna, await orderBody({ discount_code: `welcome${anna.id}` }));
      expect((await orderRow(paid.orderId))!.status).toBe('completed');
      const used = await as(t.app, anna).get('/api/discountcode.php', { code: `WELCOME${anna.id}` });
      expect(used.statusCode).toBe(409);
      expect(used.json()).toMatchObject({ error: 'code_used', message: 'Code already used' });
      // Welcome offers are for members who have not paid: none now, and that is an answer, not an error.
      const none = await as(t.app, anna).get('/api/discountcode.php', { welcome: 'true' });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ discountcode: null });
      // A free member whose offer ran out: none either.
      clock.advance(WELCOME_CODE_VALID_DAYS * 86_400_000);
      expect((await as(t.app, ben).get('/api/discountcode.php', { welcome: 'true' })).json()).toEqual({
        discountcode: null,
      });
      expect((await as(t.app, null).get('/api/discountcode.php', { code: 'X' })).statusCode).toBe(403);
    });
  });

  describe('POST /api/orders.php', () => {
    it('refuses what it cannot price, with the contract words, and writes nothing', async () => {
      const member = await createMember(t);
      const expect400 = async (
        body: Record<string, unknown>,
        status: number,
        error: string,
        message?: string,
      ) => {
        const answer = await createOrder(t, member, body);
        expect({ status: answer.statusCode, error: answer.json().error }).toEqual({ status, error });
        if (message) expect(answer.json().message).toBe(message);
      };
      await expect400(
        await orderBody({ package: 999_999 }),
        404,
        'unknown_package',
        PAYMENT_MESSAGES.unknownPackage,
      );
      // A GB package asked for in NL is unknown there.
      await expect400(await orderBody({ country: 'NL', payment_method: 'ideal' }), 404, 'unknown_package');
      await expect400(await orderBody({ country: 'JP' }), 400, 'country_not_served');
      await expect400(await orderBody({ payment_method: 'ideal' }), 400, 'method_not_offered');
      await expect400(await orderBody({ payment_method: 'sdd' }), 400, 'method_not_offered');
      await expect400(
        await orderBody({ payment_method: 'paypal', store_card: true }),
        400,
        'validation_failed',
      );
      await expect400(
        await orderBody({ accept_terms: false }),
        400,
        'validation_failed',
        PAYMENT_MESSAGES.termsRequired,
      );
      // The amount is the server's: a body that names one is refused.
      await expect400(await orderBody({ amount: 1 }), 400, 'validation_failed');
      await expect400(await orderBody({ discount_code: 'NOPE' }), 404, 'code_not_found', 'Code not found');
      await addCode({ code: 'OLD', expiresAt: new Date('2020-01-01T00:00:00Z') });
      await expect400(
        await orderBody({ discount_code: 'old' }),
        400,
        'code_not_applicable',
        PAYMENT_MESSAGES.codeExpired,
      );
      await addCode({ code: 'NLONLY', country: 'NL' });
      await expect400(
        await orderBody({ discount_code: 'nlonly' }),
        400,
        'code_not_applicable',
        PAYMENT_MESSAGES.codeCountry,
      );
      await addCode({ code: 'PAYPALONLY', paymentMethods: ['paypal'] });
      await expect400(
        await orderBody({ discount_code: 'paypalonly' }),
        400,
        'code_not_applicable',
        PAYMENT_MESSAGES.codeMethod,
      );
      await addCode({ code: 'MIN50', minimumOrderValue: 5000, currency: 'GBP' });
      await expect400(
        await orderBody({ discount_code: 'min50' }),
        400,
        'code_not_applicable',
        'This code is only valid for orders from £50.00.',
      );
      expect(await db().select().from(orders).where(eq(orders.memberId, member.id))).toEqual([]);
    });

    it('spends a code only by a completed payment; the first paid checkout closes the others with it', async () => {
      const member = await createMember(t);
      const first = await createOrder(t, member, await orderBody({ discount_code: 'timebonus25' }));
      expect(first.statusCode).toBe(201);
      expect(first.json().order).toMatchObject({
        amount: { amount: 1949, currency: 'GBP' },
        normal_amount: { amount: 2599, currency: 'GBP' },
        discount_code: 'TIMEBONUS25',
        status: 'pending',
        payment_method: 'creditcard',
        credits: 120,
      });
      // An open checkout holds nothing: the code still prices the packages, and a second tab can open one.
      const prices = (await as(t.app, member).get('/api/packages.php', { discount: 'TIMEBONUS25' })).json();
      expect(prices.packages[1]).toMatchObject({ price: { amount: 1949 }, discount_percentage: 25 });
      const failed = await buyAndPay(t, member, await orderBody({ discount_code: 'TIMEBONUS25' }), 'failed');
      expect((await orderRow(failed.orderId))!.status).toBe('failed');
      const second = await createOrder(t, member, await orderBody({ discount_code: 'TIMEBONUS25' }, 'p0'));
      expect(second.statusCode).toBe(201);
      // The first tab pays: the code is spent, and the second tab's provider page closes before taking money.
      await choose(t, first.json().redirect_url, 'paid');
      await t.app.jobs.runDue();
      expect((await orderRow(first.json().order.id))!.status).toBe('completed');
      expect((await orderRow(second.json().order.id))!.status).toBe('cancelled');
      const page = await t.app.inject({ url: second.json().redirect_url });
      expect(page.body).toContain('This payment was cancelled.');
      await choose(t, second.json().redirect_url, 'paid');
      await t.app.jobs.runDue();
      expect((await orderRow(second.json().order.id))!.status).toBe('cancelled');
      expect(await balance(member)).toBe(20 + 120);
      const third = await createOrder(t, member, await orderBody({ discount_code: 'TIMEBONUS25' }));
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ error: 'code_used', message: 'Code already used' });
    });
  });

  describe('the hosted checkout, the return and the webhook', () => {
    it('pays: the page, the return, credits and premium once, the card stored with consent', async () => {
      const member = await createMember(t);
      const created = await createOrder(t, member, await orderBody({ store_card: true }));
      const { order, redirect_url: redirectUrl } = created.json();
      expect(redirectUrl).toMatch(/^\/api\/sandbox-checkout\.php\?id=cs_[0-9a-f]{32}$/);
      const page = await t.app.inject({ url: redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
      expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
      expect(page.body).toContain('Sandbox — no real money');
      expect(page.body).toContain('£25.99');
      expect(page.body).toContain('FlirtMoment'.slice(0, 0));
      expect(page.body).toContain('name="store_card"');
      expect(page.body).toContain('declines recurring charges');
      for (const outcome of ['Paid', 'Failed', 'Cancelled', 'Pending'])
        expect(page.body).toContain(`>${outcome}<`);

      const chosen = await choose(t, redirectUrl, 'paid', { card: 'mastercard', store_card: 'yes' });
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe(`/api/payment-return.php?order=${order.id}`);
      const back = await followReturn(t, member, String(chosen.headers.location));
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/credits/${order.package_id}/creditcard?order=${order.id}`);
      const shown = (await as(t.app, member).get('/api/order.php', { id: String(order.id) })).json().order;
      expect(shown).toMatchObject({ status: 'completed', card: { brand: 'mastercard', last4: '4444' } });
      expect(shown.finished_at).not.toBeNull();
      expect(await balance(member)).toBe(20 + 120);
      expect((await as(t.app, member).get('/api/user.php')).json().user.paid_user).toBe(true);
      // The webhook arrives after the return: nothing more happens.
      await t.app.jobs.runDue();
      expect(t.deliveries.at(-1)?.statusCode).toBe(200);
      // Its replay is refused.
      const last = t.deliveries.at(-1)!;
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        payload: last.body,
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signHeader(t.config.sandboxWebhookSecret!, last.body, clock.now()),
        },
      });
      expect(replay.statusCode).toBe(409);
      expect(replay.json().error).toBe('webhook_replayed');
      expect(await purchases(member.id)).toHaveLength(1);
      expect((await orderRow(order.id))!.cardToken).toMatch(/^tok_/);
      // A second return changes nothing either.
      await followReturn(t, member, String(chosen.headers.location));
      expect(await balance(member)).toBe(140);
    });

    it('unlocks the private photos of others the moment the first purchase completes', async () => {
      const owner = await createMember(t, { gender: 'female' });
      await addPhoto(t, owner.id, { main: true });
      const closed = await addPhoto(t, owner.id, { private: true });
      const viewer = await createMember(t, { gender: 'male' });
      const privatePhoto = async () => {
        const profile = (await as(t.app, viewer).get('/api/member.php', { id: String(owner.id) })).json();
        return profile.profile.photos.find((photo: { id: number }) => photo.id === closed.id);
      };
      const file = () => as(t.app, viewer).get(`/uploads/${closed.filename}`);
      expect(await privatePhoto()).toMatchObject({ locked: true, lock_reason: 'premium' });
      expect((await file()).statusCode).toBe(404);

      await buyAndPay(t, viewer, await orderBody({}, 'p0'));

      expect((await as(t.app, viewer).get('/api/user.php')).json().user.paid_user).toBe(true);
      expect(await privatePhoto()).toMatchObject({ locked: false, filename: closed.filename });
      expect((await file()).statusCode).toBe(200);
    });

    it('gives the same result when the webhook comes before the return, or instead of it', async () => {
      const before = await createMember(t);
      const created = await createOrder(t, before, await orderBody());
      const chosen = await choose(t, created.json().redirect_url, 'paid');
      await t.app.jobs.runDue();
      expect((await orderRow(created.json().order.id))!.status).toBe('completed');
      await followReturn(t, before, String(chosen.headers.location));
      expect(await purchases(before.id)).toHaveLength(1);
      expect(await balance(before)).toBe(140);

      const instead = await createMember(t);
      const other = await createOrder(t, instead, await orderBody({}, 'p0'));
      await choose(t, other.json().redirect_url, 'paid');
      await t.app.jobs.runDue();
      const row = (await orderRow(other.json().order.id))!;
      expect(row.status).toBe('completed');
      // Without consent to store it, the card is shown but no token is kept.
      expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', cardToken: null });
      expect(await balance(instead)).toBe(70);
    });

    it('fails and cancels without credits; pending settles as paid 5 s later', async () => {
      const member = await createMember(t);
      const failed = await buyAndPay(t, member, await orderBody(), 'failed');
      expect((await orderRow(failed.orderId))!.status).toBe('failed');
      const cancelled = await buyAndPay(t, member, await orderBody(), 'cancelled');
      expect((await orderRow(cancelled.orderId))!.status).toBe('cancelled');
      expect(await balance(member)).toBe(20);
      const pending = await buyAndPay(t, member, await orderBody(), 'pending');
      expect(pending.back.statusCode).toBe(303);
      await t.app.jobs.runDue();
      expect((await orderRow(pending.orderId))!.status).toBe('pending');
      clock.advance(SANDBOX_PENDING_SETTLE_MS);
      await t.app.jobs.runDue();
      expect((await orderRow(pending.orderId))!.status).toBe('completed');
      expect(await balance(member)).toBe(140);
      // A decided checkout page shows the outcome, and a second choice changes nothing.
      const page = await t.app.inject({ url: pending.redirectUrl });
      expect(page.body).toContain('has been paid');
      expect((await choose(t, pending.redirectUrl, 'failed')).statusCode).toBe(303);
      expect((await orderRow(pending.orderId))!.status).toBe('completed');
    });

    it('refuses webhooks with a bad signature or a stale timestamp; retries deliveries with backoff', async () => {
      const body = JSON.stringify({ id: 'evt_x', type: 'payment.status', created: 1, data: {} });
      const post = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment-webhook.php',
          payload: body,
          headers: { 'content-type': 'application/json', ...headers },
        });
      const unsigned = await post({});
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toMatchObject({
        error: 'webhook_signature',
        message: PAYMENT_MESSAGES.webhookSignature,
      });
      const wrong = await post({
        'sandbox-signature': signHeader('another secret of 32 characters!!', body, clock.now()),
      });
      expect(wrong.statusCode).toBe(401);
      const stale = await post({
        'sandbox-signature': signHeader(
          t.config.sandboxWebhookSecret!,
          body,
          new Date(clock.now().getTime() - 301_000),
        ),
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe('webhook_stale');

      const member = await createMember(t);
      const created = await createOrder(t, member, await orderBody());
      await choose(t, created.json().redirect_url, 'paid');
      t.failDeliveries = true;
      expect((await t.app.jobs.runDue()).retried).toBeGreaterThanOrEqual(1);
      t.failDeliveries = false;
      expect((await orderRow(created.json().order.id))!.status).toBe('pending');
      clock.advance(30_000);
      await t.app.jobs.runDue();
      expect((await orderRow(created.json().order.id))!.status).toBe('completed');
    });

    it('tells the page after the checkout when the order made the member premium for life', async () => {
      const member = await createMember(t);
      const shown = async (id: number) =>
        (await as(t.app, member).get('/api/order.php', { id: String(id) })).json();
      const failed = await buyAndPay(t, member, await orderBody({}, 'p0'), 'failed');
      expect(await shown(failed.orderId)).toMatchObject({
        order: { status: 'failed' },
        became_premium: false,
      });
      const open = await createOrder(t, member, await orderBody({}, 'p0'));
      expect(await shown(open.json().order.id)).toMatchObject({ became_premium: false });

      // The first paid order, after a failed one: the purchase that made the member premium, every time it is read.
      const first = await buyAndPay(t, member, await orderBody({}, 'p0'));
      expect(await shown(first.orderId)).toMatchObject({
        order: { status: 'completed' },
        became_premium: true,
      });
      expect(await shown(first.orderId)).toMatchObject({ became_premium: true });
      clock.advance(60_000);
      const second = await buyAndPay(t, member, await orderBody({}, 'p1'));
      expect(await shown(second.orderId)).toMatchObject({
        order: { status: 'completed' },
        became_premium: false,
      });
      expect(await shown(first.orderId)).toMatchObject({ became_premium: true });
    });

    it("shows only the member's own orders, newest first, in pages", async () => {
      const [anna, ben] = [await createMember(t), await createMember(t)];
      const created = await createOrder(t, anna, await orderBody());
      const id = String(created.json().order.id);
      expect((await as(t.app, anna).get('/api/order.php', { id })).statusCode).toBe(200);
      const foreign = await as(t.app, ben).get('/api/order.php', { id });
      expect(foreign.statusCode).toBe(404);
      expect((await as(t.app, null).get('/api/order.php', { id })).statusCode).toBe(403);
      for (let i = 0; i < ORDERS_PAGE_SIZE; i += 1) await createOrder(t, anna, await orderBody({}, 'p0'));
      const first = (await as(t.app, anna).get('/api/orders.php')).json();
      expect(first).toMatchObject({ page: 1, total: ORDERS_PAGE_SIZE + 1, page_size: ORDERS_PAGE_SIZE });
      expect(first.orders[0].id).toBeGreaterThan(first.orders[1].id);
      const second = (await as(t.app, anna).get('/api/orders.php', { page: '2' })).json();
      expect(second.orders.map((one: { id: number }) => one.id)).toEqual([Number(id)]);
      expect((await as(t.app, ben).get('/api/orders.php')).json().total).toBe(0);
    });
  });

  describe('repeat orders', () => {
    it('charges the stored card again, or fails with 402 for a card that declines recurring charges', async () => {
      const member = await createMember(t);
      const paid = await buyAndPay(
        t,
        member,
        await orderBody({ store_card: true, discount_code: 'TIMEBONUS25' }),
        'paid',
        { card: 'visa', store_card: 'yes' },
      );
      const repeatable = (await as(t.app, member).get('/api/repeat-orders.php')).json().orders;
      expect(repeatable.map((one: { id: number }) => one.id)).toEqual([paid.orderId]);
      // Paid with the welcome discount; 'Buy again' charges today's price, and the list says so.
      expect(repeatable[0].amount).toEqual({ amount: 1949, currency: 'GBP' });
      expect(repeatable[0].price).toEqual({ amount: 2599, currency: 'GBP' });
      const repeat = await as(t.app, member).post('/api/repeat-order.php', {
        order: paid.orderId,
        accept_terms: true,
        idempotency_key: 'repeat-order-test-1',
        password: 'correct horse battery',
      });
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json().order).toMatchObject({
        status: 'completed',
        repeat_of: paid.orderId,
        card: { brand: 'visa', last4: '4242' },
      });
      expect(await balance(member)).toBe(20 + 240);
      // One per package and card: the repeat is now the newest.
      const list = (await as(t.app, member).get('/api/repeat-orders.php')).json().orders;
      expect(list.map((one: { id: number }) => one.id)).toEqual([repeat.json().order.id]);
      await t.app.jobs.runDue();
      expect(await purchases(member.id)).toHaveLength(2);

      const declining = await buyAndPay(t, member, await orderBody({ store_card: true }, 'p0'), 'paid', {
        card: 'visa_declines_recurring',
        store_card: 'yes',
      });
      const refused = await as(t.app, member).post('/api/repeat-order.php', {
        order: declining.orderId,
        accept_terms: true,
        idempotency_key: 'repeat-order-test-2',
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        error: 'recurring_card_failed',
        message: 'Credit card payment failed',
      });
      const failed = (await db().select().from(orders).where(eq(orders.repeatOf, declining.orderId)))[0]!;
      expect(failed.status).toBe('failed');

      const noCard = await buyAndPay(t, member, await orderBody({}, 'p0'));
      const none = await as(t.app, member).post('/api/repeat-order.php', {
        order: noCard.orderId,
        accept_terms: true,
        idempotency_key: 'repeat-order-test-3',
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().error).toBe('no_stored_card');
      const other = await createMember(t);
      expect(
        (
          await as(t.app, other).post('/api/repeat-order.php', {
            order: paid.orderId,
            accept_terms: true,
            idempotency_key: 'repeat-order-test-4',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await as(t.app, member).post('/api/repeat-order.php', {
            order: paid.orderId,
            accept_terms: false,
            idempotency_key: 'repeat-order-test-5',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('abandoned checkouts', () => {
    it(`expire after ${ORDER_EXPIRY_MIN} minutes, their provider page closed, never holding the code`, async () => {
      const member = await createMember(t);
      const created = await createOrder(t, member, await orderBody({ discount_code: 'TIMEBONUS25' }));
      const id = created.json().order.id;
      // Left open: the code is still the member's at once.
      expect((await as(t.app, member).get('/api/discountcode.php', { code: 'TIMEBONUS25' })).statusCode).toBe(
        200,
      );
      clock.advance(ORDER_EXPIRY_MIN * 60_000 - 1000);
      await t.app.jobs.runDue();
      expect((await orderRow(id))!.status).toBe('pending');
      clock.advance(2 * 60_000);
      await t.app.jobs.runDue();
      expect((await orderRow(id))!.status).toBe('expired');
      const listed = (await as(t.app, member).get('/api/orders.php')).json().orders;
      expect(listed[0]).toMatchObject({ id, status: 'expired' });
      // The provider's page is closed: a late choice takes no money and the order stays expired.
      const sandboxRow = async () =>
        (
          await db()
            .select()
            .from(sandboxPayments)
            .where(eq(sandboxPayments.reference, String(id)))
        )[0]!;
      expect((await sandboxRow()).status).toBe('cancelled');
      await choose(t, created.json().redirect_url, 'paid');
      await t.app.jobs.runDue();
      expect((await sandboxRow()).status).toBe('cancelled');
      expect((await orderRow(id))!.status).toBe('expired');
      expect(await balance(member)).toBe(20);
    });

    it('credits a checkout paid just before it expired', async () => {
      const member = await createMember(t);
      const created = await createOrder(t, member, await orderBody());
      // Paid at the provider, but neither the return nor the webhook has arrived yet.
      t.failDeliveries = true;
      await choose(t, created.json().redirect_url, 'paid');
      clock.advance((ORDER_EXPIRY_MIN + 1) * 60_000);
      await t.app.jobs.runDue();
      t.failDeliveries = false;
      expect((await orderRow(created.json().order.id))!.status).toBe('completed');
      expect(await balance(member)).toBe(20 + 120);
    });
  });
});
