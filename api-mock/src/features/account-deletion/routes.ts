/**
 * Account deletion calls (thin): delete with reason and password, the offer to stay, and the mailed
 * reactivation link. The periodic erasure lives in the service; customer service has bin/reactivate-account.
 */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES, REACTIVATION_RESULT_QUERY, ReactivateQuerySchema } from 'contract';
import type { MemberRecord } from '../../db/repositories/index.js';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService, RequestContext } from '../account/account-service.js';
import { authRateLimit } from '../account/rate-limit.js';
import { sessionMember, type ContextOf } from '../account/request-context.js';
import type { SessionService } from '../account/session-service.js';
import type { AccountDeletionService } from './account-deletion-service.js';

export interface AccountDeletionRoutesOptions {
  deletion: AccountDeletionService;
  accounts: AccountService;
  sessions: SessionService;
  contextOf: ContextOf;
  rateLimitPerMinute: number;
}

const TAGS = ['account'];
const SESSION = [{ session: [] }];

export const accountDeletionRoutes: FastifyPluginAsync<
  AccountDeletionRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { deletion, accounts, sessions, contextOf, rateLimitPerMinute }) => {
  const limited = authRateLimit(rateLimitPerMinute);

  /** The session's member and the request's context; a session carried to another site's host is refused. */
  async function memberAndContext(request: FastifyRequest): Promise<[MemberRecord, RequestContext]> {
    const [member, context] = await Promise.all([
      sessionMember(request, accounts.memberById),
      contextOf(request),
    ]);
    if (member.siteId !== context.site.id) throw authenticationRequired();
    return [member, context];
  }

  app.post(
    '/account-delete.php',
    {
      preHandler: app.requireSession,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Deletes the own account (pending deletion for 14 days) and mails the reactivation link',
        description:
          "`reason` is one of DELETE_REASONS; 'other' needs `remarks` (400 validation_failed, field remarks). " +
          'The password is checked under the login lockout: 400 password_wrong, 429 account_locked. Every ' +
          'session ends and the cookie is cleared.',
        security: SESSION,
        body: API_ROUTES['POST /api/account-delete.php'].body,
        response: { 200: API_ROUTES['POST /api/account-delete.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [member, context] = await memberAndContext(request);
      await deletion.deleteAccount(member, request.body, context);
      if (request.session) await sessions.end(request.session, reply);
      reply.header('cache-control', 'no-store');
      return { success: true };
    },
  );

  app.post(
    '/account-delete-offer.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: TAGS,
        summary: "Accepts the offer to stay: the site's delete discount as the member's personal code",
        description:
          "404 not_found when the site's settings make no offer (`delete_discount` 0). Asked again while the " +
          'code is valid, the same code.',
        security: SESSION,
        response: { 200: API_ROUTES['POST /api/account-delete-offer.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [member, context] = await memberAndContext(request);
      reply.header('cache-control', 'no-store');
      return deletion.offerToStay(member, context);
    },
  );

  app.get(
    '/reactivate.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'The reactivation link of the deletion mail: restores the account, then the login page',
        description: `302 to /login?${REACTIVATION_RESULT_QUERY}=1 when the account is back, else to /login?${REACTIVATION_RESULT_QUERY}=0 (link used, expired, of another site, or the data already erased).`,
        querystring: ReactivateQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const context = await contextOf(request);
      const ok = token ? await deletion.reactivate(token, context.site.id) : false;
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/login?${REACTIVATION_RESULT_QUERY}=${ok ? 1 : 0}`, 302);
    },
  );
};
