/**
 * Notification routes (thin): the member's settings, the one-click unsubscribe, the mail provider's reports
 * and the address confirmation.
 *
 * - GET/PUT /api/notification-settings.php: the session's member on their own site (no-store).
 * - POST /api/unsubscribe.php?token=: RFC 8058. Mail apps POST `List-Unsubscribe=One-Click` as a form without
 *   cookies or the client header: the signed token is the authority, so the route is not a client call and
 *   takes form bodies. GET /api/unsubscribe.php only redirects to the page that asks first (link scanners
 *   open every link of a mail; a GET never unsubscribes).
 * - POST /api/mail-events.php: the provider's bounce and complaint reports, with the shared secret.
 * - POST /api/mail-confirmation.php mails the confirmation link; GET /api/mail-confirm.php?token= is that link.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import {
  API_ROUTES,
  ERROR_CODES,
  MailEventResponseSchema,
  MailEventSchema,
  UNSUBSCRIBE_PAGE_PATH,
  UnsubscribeQuerySchema,
} from 'contract';
import { authenticationRequired, ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { NotificationService } from './notification-service.js';

export interface NotificationRoutesOptions {
  notifications: NotificationService;
  accounts: Pick<AccountService, 'memberById'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
  /** The site of a host name (SiteDirectory.resolve). */
  resolveSite: (hostname: string) => Promise<ResolvedSite>;
  /** MAIL_EVENTS_SECRET; without it the provider's endpoint does not exist (404). */
  mailEventsSecret: string | null;
}

const tags = ['notifications'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
/** A one-click unsubscribe body is `List-Unsubscribe=One-Click`; anything much longer is not one. */
const FORM_BODY_LIMIT = 4096;

export const notificationRoutes: FastifyPluginAsync<
  NotificationRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { notifications, accounts, siteOf, resolveSite, mailEventsSecret }) => {
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, site] = await Promise.all([sessionMember(request, accounts.memberById), siteOf(request)]);
    if (member.siteId !== site.id) throw authenticationRequired();
    return member;
  };

  app.get(
    '/notification-settings.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The member's e-mail and push switches and why e-mails stopped",
        response: { 200: API_ROUTES['GET /api/notification-settings.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { settings: await notifications.settings(await memberOnSite(request)) };
    },
  );

  app.put(
    '/notification-settings.php',
    {
      preHandler: app.requireSession,
      bodyLimit: 4096,
      schema: {
        tags,
        security,
        summary:
          'Changes switches (others keep their value); switching an e-mail on clears fbl and listunsubscribe',
        body: API_ROUTES['PUT /api/notification-settings.php'].body,
        response: { 200: API_ROUTES['PUT /api/notification-settings.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { settings: await notifications.update(await memberOnSite(request), request.body) };
    },
  );

  app.get(
    '/unsubscribe.php',
    {
      schema: {
        tags,
        summary:
          'An unsubscribe link opened in a browser: redirects to the page that asks first (changes nothing)',
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(request.query.token)}`, 302);
    },
  );

  await app.register(async (instance) => {
    const oneClick = instance.withTypeProvider<TypeBoxTypeProvider>();
    // Mail apps post a form (RFC 8058); the site's page posts JSON. The body carries nothing we need.
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    oneClick.post(
      '/unsubscribe.php',
      {
        config: { clientCall: false },
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058): switches the e-mail of the signed token off',
          description:
            'Sent by mail apps (form body `List-Unsubscribe=One-Click`) and by the unsubscribe page. The token ' +
            "names the member and the e-mail; it must be of the request's site. 404 for a forged token.",
          querystring: API_ROUTES['POST /api/unsubscribe.php'].query,
          response: { 200: API_ROUTES['POST /api/unsubscribe.php'].response, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return notifications.unsubscribe(request.query.token, (await siteOf(request)).id);
      },
    );
  });

  app.post(
    '/mail-events.php',
    {
      config: { clientCall: false },
      bodyLimit: 8192,
      schema: {
        tags,
        summary: "The mail provider's bounce and spam-complaint reports (not a client call)",
        description:
          'Authorization: Bearer <MAIL_EVENTS_SECRET>. `bounce` records the reason bounce, `complaint` fbl, for ' +
          "the address on the site of `domain` (default: the request's host). 401 mail_events_secret without " +
          'the secret; 404 when no secret is configured.',
        body: MailEventSchema,
        response: { 200: MailEventResponseSchema, ...ERROR_RESPONSES },
      },
      // The secret is checked before the body is read.
      onRequest: requireBearerSecret(mailEventsSecret, {
        code: ERROR_CODES.mailEventsSecret,
        message: 'The mail events secret is missing or wrong.',
      }),
    },
    async (request, reply) => {
      noStore(reply);
      const { domain } = request.body;
      const site = domain === undefined ? await siteOf(request) : await siteOfDomain(domain);
      return notifications.mailEvent(request.body, site.id);
    },
  );

  /** The site whose domain is named (the sender domain of its mails); another name is 404, never a default. */
  async function siteOfDomain(domain: string): Promise<ResolvedSite> {
    const named = domain.toLowerCase().replace(/\.$/, '');
    const site = await resolveSite(named);
    if (site.settings.domain !== named) throw notFound('No site has this domain.');
    return site;
  }

  app.post(
    '/mail-confirmation.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Mails a link confirming the address again (the fix of bounce); at most one an hour',
        response: { 200: API_ROUTES['POST /api/mail-confirmation.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await notifications.sendConfirmation(await memberOnSite(request));
      return { success: true };
    },
  );

  app.get(
    '/mail-confirm.php',
    {
      schema: {
        tags,
        summary: 'The confirmation link of a bounced address: clears bounce, then shows the settings',
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      noStore(reply);
      const confirmed = await notifications.confirmAddress(request.query.token);
      return reply.redirect(`/notifications?address_confirmed=${confirmed ? '1' : '0'}`, 302);
    },
  );
};
