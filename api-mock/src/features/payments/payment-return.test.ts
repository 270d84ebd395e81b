/** @jest-environment node */
import { createMember } from '../../testing/members.js';
import { createOrder, ORDER_BODY, packageOf, setUpPaymentsTestApp } from '../../testing/payments.js';
import { withSession } from '../../testing/accounts.js';

/**
 * The provider's return URL (GET /api/payment-return.php?order=N) is a browser navigation with the payer's
 * cookie: it shows an order to its member only. Anyone else learns nothing, not even that the order exists.
 */
describe('GET /api/payment-return.php', () => {
  const { t } = setUpPaymentsTestApp(new Date('2026-06-01T12:00:00Z'));

  const returnTo = (orderId: number, token?: string, host?: string) =>
    t.app.inject({
      url: `/api/payment-return.php?order=${orderId}`,
      ...(token ? { cookies: withSession(token) } : {}),
      ...(host ? { headers: { host } } : {}),
    });

  it('answers a visitor, another member and another site like an order that does not exist', async () => {
    const payer = await createMember(t);
    const stranger = await createMember(t);
    const elsewhere = await createMember(t, {}, 'herzklopfen.test');
    const created = await createOrder(t, payer, { ...ORDER_BODY, package: (await packageOf(t, 'p1')).id });
    expect(created.statusCode).toBe(201);
    const orderId = (created.json() as { order: { id: number } }).order.id;

    const unknown = await returnTo(orderId + 1000, payer.token);
    expect(unknown.statusCode).toBe(404);
    for (const [who, answer] of [
      ['visitor', await returnTo(orderId)],
      ['another member', await returnTo(orderId, stranger.token)],
      ['a session taken from another site', await returnTo(orderId, elsewhere.token)],
    ] as const) {
      // The same answer as for an unknown order (worded in the session member's language, if any).
      expect({ who, status: answer.statusCode, error: answer.json().error }).toEqual({
        who,
        status: 404,
        error: unknown.json().error,
      });
      expect(answer.headers.location).toBeUndefined();
    }

    const own = await returnTo(orderId, payer.token);
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toMatch(new RegExp(`^/credits/\\d+/creditcard\\?order=${orderId}$`));
  });
});
