/**
 * GET /api/geocode.php (thin: the session, the site, the service). The query holds a position: the route's
 * log lines carry the path only, never the query string.
 */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { ACCOUNT_MESSAGES, API_ROUTES, ERROR_CODES } from 'contract';
import { ApiHttpError, authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { GeocodeService } from './geocode-service.js';

export interface GeocodeRoutesOptions {
  geocode: GeocodeService;
  accounts: Pick<AccountService, 'memberById'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
  /** Lookups per member per minute (the account calls' limit: a person asks a few times at most). */
  rateLimitPerMinute: number;
}

const pathOnly = (url: string) => url.split('?')[0];

export const geocodeRoutes: FastifyPluginAsync<
  GeocodeRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { geocode, accounts, siteOf, rateLimitPerMinute }) => {
  app.get(
    '/geocode.php',
    {
      preHandler: app.requireSession,
      config: {
        rateLimit: {
          max: rateLimitPerMinute,
          timeWindow: '1 minute',
          // After the session check, so the limit counts per member, not per address.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `geocode:${request.session?.memberId ?? request.ip}`,
          errorResponseBuilder: () =>
            new ApiHttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.rateLimited),
        },
      },
      // The position is personal data: requests are logged by path (method, status, time) without it.
      logSerializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: pathOnly(request.url),
        }),
      },
      schema: {
        tags: ['account'],
        summary: "The country, region and city at a position, for the member's location settings",
        description:
          'Answers `{ geocode: false }` for a malformed or out-of-range position, the sea, a country the site ' +
          'does not serve or no town within 30 km. The position is rounded to 2 decimals, not logged, not ' +
          'stored and not repeated in the answer.',
        security: [{ session: [] }],
        querystring: API_ROUTES['GET /api/geocode.php'].query,
        response: { 200: API_ROUTES['GET /api/geocode.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { lat, lon } = request.query;
      const [member, site] = await Promise.all([
        sessionMember(request, accounts.memberById),
        siteOf(request),
      ]);
      // A member places themselves among their own site's countries only.
      if (member.siteId !== site.id) throw authenticationRequired();
      return { geocode: await geocode.placeAt(lat, lon, site) };
    },
  );
};
