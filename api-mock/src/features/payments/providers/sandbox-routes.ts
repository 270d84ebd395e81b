/**
 * The sandbox provider's hosted checkout page, GET and POST /api/sandbox-checkout.php: the page shows the
 * payment and the form; the form posts the payer's choice back to the page, which records it (and queues
 * the webhook) and sends the payer to the merchant's return URL (303). Under /api so the site's page fallback
 * never takes it and it answers on the site's own origin; not a client call (a browser form), so no client
 * header; its own Content-Security-Policy (no scripts, its stylesheet by hash, forms to itself).
 * Left out of the OpenAPI document: it is the provider's page, not the API.
 */
import { Type } from '@sinclair/typebox';
import { CARD_PAYMENT_METHODS } from 'contract';
import type { FastifyPluginAsync, FastifyReply, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '../../../lib/typebox.js';
import { SANDBOX_CHOICES, SANDBOX_TEST_CARDS, type SandboxChoice, type SandboxProvider } from './sandbox.js';
import { checkoutPage, notFoundPage, SANDBOX_PAGE_CSP } from './sandbox-page.js';

export interface SandboxRoutesOptions {
  sandbox: SandboxProvider;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(page);

const FORM_LIMIT = 4096;

export const sandboxRoutes: FastifyPluginAsync<
  SandboxRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { sandbox }) => {
  // This plugin's own body parser (encapsulated): the page's form, urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/sandbox-checkout.php',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const payment = await sandbox.payment(request.query.id);
      return payment ? html(reply, 200, checkoutPage(payment)) : html(reply, 404, notFoundPage());
    },
  );

  app.post(
    '/sandbox-checkout.php',
    {
      config: { clientCall: false },
      schema: {
        hide: true,
        body: Type.Object({
          id: Type.String({ maxLength: 100 }),
          outcome: Type.Union(SANDBOX_CHOICES.map((choice) => Type.Literal(choice))),
          card: Type.Optional(Type.String({ maxLength: 50 })),
          store_card: Type.Optional(Type.String({ maxLength: 10 })),
        }),
      },
    },
    async (request, reply) => {
      const { id, outcome, card, store_card: storeCard } = request.body;
      const current = await sandbox.payment(id);
      if (!current) return html(reply, 404, notFoundPage());
      // Card methods pay with the test card picked (the first one when none came); other methods have none.
      const testCard = (CARD_PAYMENT_METHODS as readonly string[]).includes(current.method)
        ? (SANDBOX_TEST_CARDS.find((one) => one.id === card) ?? SANDBOX_TEST_CARDS[0] ?? null)
        : null;
      const payment = await sandbox.choose(id, outcome as SandboxChoice, {
        testCard,
        storeConsent: storeCard === 'yes',
      });
      if (!payment) return html(reply, 404, notFoundPage());
      return reply.code(303).header('cache-control', 'no-store').redirect(payment.returnUrl, 303);
    },
  );
};
