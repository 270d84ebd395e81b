/**
 * POST /api/user.php?push=1 (thin): this browser's push state for the session's member on their own site.
 * It shares method and path with the login (features/user/routes.ts): the `push=1` query selects this route
 * (a route constraint, lib/query-variant.ts), so each keeps its own body schema, guard and rate limit.
 */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { ACCOUNT_MESSAGES, API_ROUTES, ERROR_CODES, PUSH_SUBSCRIPTIONS_PER_MEMBER } from 'contract';
import { ApiHttpError, authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import { QUERY_VARIANT, queryVariantStrategy } from '../../lib/query-variant.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { PushService } from './push-service.js';

export interface PushRoutesOptions {
  push: PushService;
  accounts: Pick<AccountService, 'memberById'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

/** Changes per member per minute: a browser sends one at a time, a script more. */
export const PUSH_CHANGES_PER_MINUTE = 30;

/** A subscription is well under 2 KB; the endpoint is at most PUSH_ENDPOINT_MAX_LENGTH. */
const BODY_LIMIT = 4096;

export const pushRoutes: FastifyPluginAsync<
  PushRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { push, accounts, siteOf }) => {
  if (!app.hasConstraintStrategy(QUERY_VARIANT)) app.addConstraintStrategy(queryVariantStrategy);

  app.post(
    '/user.php',
    {
      constraints: { [QUERY_VARIANT]: 'push=1' },
      preHandler: app.requireSession,
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {
          max: PUSH_CHANGES_PER_MINUTE,
          timeWindow: '1 minute',
          // After the session check, so the limit counts per member, not per address.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `push:${request.session?.memberId ?? request.ip}`,
          errorResponseBuilder: () =>
            new ApiHttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.rateLimited),
        },
      },
      schema: {
        tags: ['user'],
        summary: "This browser's push subscription for the logged-in member",
        description:
          "`subscription`: the browser's PushSubscription (stored for this session; answers `subscribed`), " +
          "`'denied'` (the permission was refused; answers `denied`) or `false` with `endpoint` (that " +
          'subscription of the member is dropped; answers `unsubscribed`). The endpoint must be an https URL ' +
          'of a known push service and the keys a P-256 point and a 16-byte secret (400). A member keeps ' +
          `the newest ${PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers. ${PUSH_CHANGES_PER_MINUTE} changes a minute (429).`,
        security: [{ session: [] }],
        body: API_ROUTES['POST /api/user.php?push=1'].body,
        response: { 200: API_ROUTES['POST /api/user.php?push=1'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      if (!session) throw authenticationRequired();
      const [member, site] = await Promise.all([
        session.member ?? sessionMember(request, accounts.memberById),
        siteOf(request),
      ]);
      if (member.siteId !== site.id) throw authenticationRequired();
      return push.update(member, Number(session.id), request.body);
    },
  );
};
