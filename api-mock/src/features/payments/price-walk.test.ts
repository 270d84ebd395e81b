/** @jest-environment node */
import { TIME_BONUS_CODE, TIME_BONUS_DURATION_S, WELCOME_CODE } from 'contract';
import { discountCodes } from '../../db/schema.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import {
  choose,
  createOrder,
  followReturn,
  packageOf,
  setUpPaymentsTestApp,
} from '../../testing/payments.js';
import { formatMoney } from '../discounts/discount-rules.js';

/**
 * One number from the offer to the books: for every discount state, the price the premium page is given
 * (packages.php), the order the checkout opens (orders.php), the amount on the provider's page and the
 * transaction (orders.php list) are the same. Seeded site flirtmoment.test, GB: p1 is GBP 25.99.
 */
describe('the price a member sees, at every step and in every discount state', () => {
  const { t, clock } = setUpPaymentsTestApp(new Date('2026-06-01T10:00:00Z'));
  const P1_NORMAL = 2599;

  /** What the premium page shows for p1 with the discount it asks about (null: none). */
  async function offered(member: TestMember, discount: string | null) {
    const query: Record<string, string> = discount === null ? { country: 'GB' } : { country: 'GB', discount };
    const answer = (await as(t.app, member).get('/api/packages.php', query)).json();
    return answer.packages.find((one: { tier: string }) => one.tier === 'p1').price.amount as number;
  }

  /** Opens the checkout of p1 with the discount, as the checkout page sends it. */
  async function openCheckout(member: TestMember, discount: string | null) {
    const created = await createOrder(t, member, {
      package: (await packageOf(t, 'p1')).id,
      payment_method: 'creditcard',
      country: 'GB',
      accept_terms: true,
      ...(discount === null ? {} : { discount_code: discount }),
    });
    expect(created.statusCode).toBe(201);
    const { order, redirect_url: redirectUrl } = created.json();
    const page = await t.app.inject({ url: redirectUrl });
    const onProviderPage = /aria-label="Amount">([^<]+)</.exec(page.body)?.[1];
    return {
      orderId: order.id as number,
      charged: order.amount.amount as number,
      redirectUrl,
      onProviderPage,
    };
  }

  async function transactionAmount(member: TestMember, orderId: number) {
    const listed = (await as(t.app, member).get('/api/orders.php')).json().orders;
    const order = listed.find((one: { id: number }) => one.id === orderId);
    return { amount: order.amount.amount as number, status: order.status as string };
  }

  /** Walks offer -> checkout -> provider page -> pay -> transaction; every step shows `expected`. */
  async function payAndCompare(member: TestMember, discount: string | null, expected: number) {
    expect(await offered(member, discount)).toBe(expected);
    const checkout = await openCheckout(member, discount);
    expect(checkout.charged).toBe(expected);
    expect(checkout.onProviderPage).toBe(formatMoney(expected, 'GBP'));
    const chosen = await choose(t, checkout.redirectUrl, 'paid');
    await followReturn(t, member, String(chosen.headers.location));
    expect(await transactionAmount(member, checkout.orderId)).toEqual({
      amount: expected,
      status: 'completed',
    });
  }

  it('time bonus, given back after an abandoned checkout, then paid', async () => {
    const member = await createMember(t);
    expect(await offered(member, TIME_BONUS_CODE)).toBe(1949);
    // The member opens checkout and leaves the provider's page without paying.
    const abandoned = await openCheckout(member, TIME_BONUS_CODE);
    expect(abandoned.charged).toBe(1949);
    expect(abandoned.onProviderPage).toBe('£19.49');
    expect((await transactionAmount(member, abandoned.orderId)).amount).toBe(1949);
    // Back on the premium page: the same discounted price, and the next checkout applies it.
    await payAndCompare(member, TIME_BONUS_CODE, 1949);
  });

  it('time bonus, given back after a checkout cancelled on the provider page', async () => {
    const member = await createMember(t);
    const cancelled = await openCheckout(member, TIME_BONUS_CODE);
    const chosen = await choose(t, cancelled.redirectUrl, 'cancelled');
    await followReturn(t, member, String(chosen.headers.location));
    expect(await transactionAmount(member, cancelled.orderId)).toEqual({ amount: 1949, status: 'cancelled' });
    await payAndCompare(member, TIME_BONUS_CODE, 1949);
  });

  it('the welcome code once the time bonus has run out', async () => {
    const member = await createMember(t);
    clock.advance(TIME_BONUS_DURATION_S * 1000);
    expect(await offered(member, TIME_BONUS_CODE)).toBe(P1_NORMAL);
    const welcome = (await as(t.app, member).get('/api/discountcode.php', { welcome: 'true' })).json();
    expect(welcome.discountcode.code).toBe(WELCOME_CODE);
    await payAndCompare(member, WELCOME_CODE, 1949);
  });

  it('a typed code', async () => {
    const member = await createMember(t);
    await t.db.handle.db.insert(discountCodes).values({ siteId: 1, code: 'SPRING10', valuePercentage: 10 });
    await payAndCompare(member, 'spring10', 2339);
  });

  it('no discount', async () => {
    await payAndCompare(await createMember(t), null, P1_NORMAL);
  });
});
