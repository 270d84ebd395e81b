/**
 * Payment routes (thin: parse, authorise, call the payment service): the package list (also for visitors),
 * orders through the provider's hosted checkout, the payer's return from the provider, the provider's
 * signed webhook, the member's orders and repeat orders with a stored card.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES, ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IdSchema, PAYMENT_MESSAGES } from 'contract';
import { ApiHttpError, authenticationRequired, ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import { geoipCountryFromHeaders } from '../../lib/request-site.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember, type ContextOf } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { PaymentService } from './payment-service.js';
import { SIGNATURE_HEADER } from './providers/signature.js';
import { idempotencyKeyOf } from './spending-guard.js';

export interface PaymentRoutesOptions {
  payments: PaymentService;
  accounts: Pick<AccountService, 'memberById' | 'checkOwnPassword'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
  contextOf: ContextOf;
}

const tags = ['payments'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The largest webhook body taken (a provider's event is a few hundred bytes). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Checks a payment body before the schema does: unknown fields are refused (the schema's validator would
 * silently drop them, and a body naming an `amount` is a tampered one), then a missing or false
 * accept_terms gets 'Please accept the payment terms.' rather than the schema's generic words.
 */
function paymentBodyGuard(schema: { properties: Record<string, unknown> }) {
  const known = new Set(Object.keys(schema.properties));
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length > 0) {
      const message = 'must NOT have additional properties';
      throw new ApiHttpError(
        400,
        ERROR_CODES.validationFailed,
        `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ').slice(0, 200)}`,
        Object.fromEntries(unknown.slice(0, 5).map((key) => [key.slice(0, 100), message])),
      );
    }
    if (body.accept_terms !== true) {
      throw new ApiHttpError(400, ERROR_CODES.validationFailed, PAYMENT_MESSAGES.termsRequired, {
        accept_terms: PAYMENT_MESSAGES.termsRequired,
      });
    }
  };
}

export const paymentRoutes: FastifyPluginAsync<
  PaymentRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { payments, accounts, siteOf, contextOf }) => {
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, site] = await Promise.all([sessionMember(request, accounts.memberById), siteOf(request)]);
    if (member.siteId !== site.id) throw authenticationRequired();
    return { member, site };
  };

  app.get(
    '/packages.php',
    {
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary:
          "The site's credit packages in one payment country, with prices, ribbons and payment methods",
        description:
          "`country` (default: the GeoIP country when the site serves it, else the site's first country; one the " +
          'site does not serve is 400 country_not_served). `savings_percentage`: the price per credit against p0. ' +
          '`discount`: a code to price with where it applies (its country, methods when `payment_method` is given, ' +
          'minimum order value, expiry; the time bonus only for a logged-in member who may use it); a code that ' +
          'does not apply leaves `price` = `normal_price` and `discount_percentage` null. Open to visitors.',
        querystring: API_ROUTES['GET /api/packages.php'].query,
        response: { 200: API_ROUTES['GET /api/packages.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request);
      const session = request.session;
      const candidate = session ? (session.member ?? (await accounts.memberById(session.memberId))) : null;
      const member = candidate && candidate.siteId === site.id ? candidate : null;
      reply.header('cache-control', 'private, no-store');
      return payments.packages(member, site, request.query, geoipCountryFromHeaders(request.headers));
    },
  );

  app.post(
    '/orders.php',
    {
      preHandler: app.requireSession,
      preValidation: paymentBodyGuard(API_ROUTES['POST /api/orders.php'].body),
      schema: {
        tags,
        security,
        summary: 'Buys a package through the hosted checkout of the payment provider',
        description:
          'The server prices the order (no amount is taken from the client; unknown fields are refused): 400 ' +
          'country_not_served, 404 unknown_package, 400 method_not_offered (also for sdd: direct debit has its ' +
          "own form), the discount code's 404 code_not_found, 409 code_used, 400 code_not_applicable. " +
          "`accept_terms` must be true ('Please accept the payment terms.'); `store_card` only with a card " +
          'method. The order and the use of its code are written together; the answer names the checkout page ' +
          '(`redirect_url`). The provider sends the payer back to GET /api/payment-return.php.',
        body: API_ROUTES['POST /api/orders.php'].body,
        response: { 201: API_ROUTES['POST /api/orders.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      const answer = await payments.createOrder(member, site, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/orders.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The member's orders, newest first, ORDERS_PAGE_SIZE per page",
        querystring: API_ROUTES['GET /api/orders.php'].query,
        response: { 200: API_ROUTES['GET /api/orders.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return payments.list(member, request.query.page ?? 1);
    },
  );

  app.get(
    '/order.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: "One of the member's orders (another member's: 404)",
        querystring: API_ROUTES['GET /api/order.php'].query,
        response: { 200: API_ROUTES['GET /api/order.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return payments.order(member, request.query.id);
    },
  );

  app.get(
    '/repeat-orders.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Completed orders whose stored card can pay again, newest first, one per package and card',
        description:
          "`price` is what 'Buy again' charges now: the package's price today, without a discount code. A package " +
          'no longer sold (or a method no longer offered) is left out.',
        response: { 200: API_ROUTES['GET /api/repeat-orders.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return payments.repeatable(member, site);
    },
  );

  app.post(
    '/repeat-order.php',
    {
      preHandler: app.requireSession,
      preValidation: paymentBodyGuard(API_ROUTES['POST /api/repeat-order.php'].body),
      schema: {
        tags,
        security,
        summary: 'The package of an earlier order again, charged to the card it stored (no hosted page)',
        description:
          "Priced now, without a discount code. 404 for an order that is not the member's, 409 no_stored_card " +
          'when it stored no card (or the card was removed). Guarded against draining the card: an ' +
          'idempotency key (header `Idempotency-Key` or `idempotency_key`, 16 to 64 of A-Z a-z 0-9 - _; missing ' +
          'or malformed: 400) makes a retry answer the first result without charging again (the key with ' +
          'another order: 422 idempotency_key_reused; the first still being charged: 409 ' +
          "idempotency_key_in_progress); the site's cap per member per day and per CARD_LIMIT_PERIOD_DAYS, in " +
          "orders and amount: 429 card_limit; above the site's amount threshold, and for the first repeat " +
          'order of a session: 403 card_confirmation_required until the body carries the `password` (wrong: ' +
          '400 password_wrong, counted like a login). A declined charge fails the new order: 402 ' +
          "recurring_card_failed 'Credit card payment failed' (retry, or pay with PayPal).",
        body: API_ROUTES['POST /api/repeat-order.php'].body,
        response: { 201: API_ROUTES['POST /api/repeat-order.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      const idempotencyKey = idempotencyKeyOf(
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body.idempotency_key,
      );
      const answer = await payments.repeatOrder(member, site, {
        earlierId: request.body.order,
        idempotencyKey,
        sessionId: Number(request.session?.id),
        password: request.body.password,
        checkPassword: async (password) =>
          accounts.checkOwnPassword(member, password, await contextOf(request)),
      });
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/stored-card.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Removes the stored card an order of the member paid with, from every order it paid',
        description:
          "Answers the repeat list without that card. Another member's order, or one without a card: 404. " +
          'Repeat orders of the removed card then answer 409 no_stored_card.',
        querystring: API_ROUTES['DELETE /api/stored-card.php'].query,
        response: { 200: API_ROUTES['DELETE /api/stored-card.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      await payments.forgetCard(member, request.query.order);
      return payments.repeatable(member, site);
    },
  );

  app.get(
    '/payment-return.php',
    {
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary: "The provider's return URL: the payer's browser comes back here from the hosted checkout",
        description:
          'Not a client call (a browser navigation). Asks the provider for the outcome (the query is never ' +
          'trusted for it), settles the order, then 303 to the frontend page `/credits/<package id>/<method>' +
          '?order=<id>`, which reads the order (GET /api/order.php). Only with the session of the order’s ' +
          'member on its site: for anyone else, as for an unknown order, 404.',
        querystring: Type.Object({ order: IdSchema }),
        response: {
          303: Type.Null({ description: 'To /credits/<package id>/<method>?order=<id>' }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      // The provider sends the payer's browser back with its cookie (SameSite=Lax goes with a navigation).
      const session = request.session;
      const [member, site] = await Promise.all([
        session ? (session.member ?? accounts.memberById(session.memberId)) : null,
        siteOf(request),
      ]);
      const location =
        member && member.siteId === site.id
          ? await payments.returnFromProvider(member.id, request.query.order)
          : null;
      if (location === null) throw notFound('This order does not exist.');
      return reply.code(303).header('cache-control', 'no-store').redirect(location, 303);
    },
  );

  // The webhook keeps the raw bytes (the signature is over them): its own body parser, in its own context.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payment-webhook.php',
      {
        config: { clientCall: false },
        schema: {
          tags,
          summary: "The payment provider's signed webhook (not a client call)",
          description:
            'Sent by the payment provider, not by the site: no session, no client header. The body (JSON, one ' +
            'status change of one payment: `{ id, type, created, data: { payment, reference, status, card } }`) ' +
            `is signed in the \`${SIGNATURE_HEADER}\` header, \`t=<unix seconds>,v1=<hex>\`: HMAC-SHA256 over ` +
            '`<t>.<raw body>` with the shared secret. 401 webhook_signature for a missing or wrong signature, ' +
            '400 webhook_stale for a timestamp more than WEBHOOK_TOLERANCE_S seconds away, 409 ' +
            'webhook_replayed for an event id received before (nothing happens). Then the order is settled: ' +
            'credited exactly once however redirects and webhooks race.',
          response: { 200: Type.Object({ received: Type.Literal(true) }), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.webhook(raw, request.headers);
      },
    );
  });
};
