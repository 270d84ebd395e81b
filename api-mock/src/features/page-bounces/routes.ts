/**
 * Page-visibility beacon and page-bounce report (thin).
 *
 * - POST /api/page-hidden.php?lb=&path=: the beacon the client sends when a page becomes hidden.
 *   navigator.sendBeacon cannot set headers and sends text/plain (or application/json for a Blob): the route
 *   is not guarded by the client header (it changes nothing a forged request could misuse: a row of
 *   statistics) and reads a text/plain body as JSON, here only. The body is the empty JSON object; anything
 *   over PAGE_HIDDEN_BODY_LIMIT bytes is 413, anything that is not JSON 400. Limited per address.
 * - GET /api/page-bounces.php?from=&to=: the site's operators read the bounces of the host's site, counted
 *   per lb and path, with `Authorization: Bearer <OPERATOR_SECRET>`; without a configured secret the route
 *   does not exist (404).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES, ERROR_CODES } from 'contract';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { KnownPages } from './known-pages.js';
import type { PageBounceService } from './page-bounce-service.js';

export interface PageBounceRoutesOptions {
  bounces: PageBounceService;
  accounts: Pick<AccountService, 'memberById'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
  /** OPERATOR_SECRET; without it the operators' report does not exist (404). */
  operatorSecret: string | null;
  /** Beacons accepted per address and minute. */
  beaconsPerMinute?: number;
  /** The pages and lander ids a bounce may name (known-pages.ts). */
  known: KnownPages;
}

/** `{}` is 2 bytes; a little room for whitespace, never a payload. */
export const PAGE_HIDDEN_BODY_LIMIT = 64;
/** Per address: generous, as many phones share one carrier address (CGNAT); a flood is still stopped. */
export const PAGE_HIDDEN_PER_MINUTE = 300;
/**
 * Bounces recorded per address and hour: a household's or a carrier address's real visitors stay below it,
 * while one address can add no more than a handful to a report that counts hundreds of visits.
 */
export const PAGE_BOUNCES_PER_HOUR = 30;

const tags = ['page-bounces'];

const notJson = () =>
  new ApiHttpError(400, ERROR_CODES.invalidJson, 'The body must be an empty JSON object.');

/** A date (`2026-06-01`, its midnight UTC) or a date and time with its offset. */
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
});
const ReportQuerySchema = Type.Object({ from: Type.Optional(Instant), to: Type.Optional(Instant) });
const ReportResponseSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  bounces: Type.Array(Type.Object({ lb: Type.String(), path: Type.String(), count: Type.Integer() })),
});

function instant(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const dateOnly = value.length === 10;
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  // Date rolls 2026-02-31 over into March: a day that does not exist is refused.
  const rolledOver = dateOnly && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) !== value;
  if (Number.isNaN(date.getTime()) || rolledOver) {
    throw new ApiHttpError(400, ERROR_CODES.badRequest, `${value} is not a valid date.`);
  }
  return date;
}

export const pageBounceRoutes: FastifyPluginAsync<
  PageBounceRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (
  app,
  { bounces, accounts, siteOf, operatorSecret, known, beaconsPerMinute = PAGE_HIDDEN_PER_MINUTE },
) => {
  // Counted only for beacons that would record a bounce; the answer is the beacon's 204 either way.
  const bounceLimit = app.createRateLimit({
    max: PAGE_BOUNCES_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `page-bounce:${request.ip}`,
  });
  const overBounceLimit = async (request: FastifyRequest) => {
    const limit = await bounceLimit(request);
    return !limit.isAllowed && limit.isExceeded;
  };

  await app.register(async (instance) => {
    const beacon = instance.withTypeProvider<TypeBoxTypeProvider>();
    // sendBeacon's string body arrives as text/plain: JSON all the same, for this route only.
    beacon.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: PAGE_HIDDEN_BODY_LIMIT },
      (_request, body, done) => {
        const text = String(body).trim();
        if (text === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(notJson(), undefined);
        }
      },
    );
    beacon.post(
      '/page-hidden.php',
      {
        config: {
          clientCall: false,
          rateLimit: {
            max: beaconsPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => `page-hidden:${request.ip}`,
            errorResponseBuilder: () =>
              new ApiHttpError(429, ERROR_CODES.rateLimited, 'Too many requests. Please wait a moment.'),
          },
        },
        bodyLimit: PAGE_HIDDEN_BODY_LIMIT,
        schema: {
          tags,
          summary: 'The beacon sent when a page becomes hidden; with lb on, a page bounce for the operators',
          description:
            'No client header (navigator.sendBeacon cannot set one); the body is `{}` as application/json or ' +
            `text/plain, at most ${PAGE_HIDDEN_BODY_LIMIT} bytes (413 beyond, 400 invalid_json for anything ` +
            "else). With `lb`: a bounce of the host's site is recorded (lb, path, the member when logged in " +
            'on that site). Without `lb`: nothing is recorded. 204 either way.',
          querystring: API_ROUTES['POST /api/page-hidden.php'].query,
          response: { 204: Type.Null(), ...ERROR_RESPONSES },
        },
        preHandler: app.optionalSession,
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
          throw notJson();
        const { lb, path = '' } = request.query;
        const recorded =
          lb !== undefined &&
          lb !== '' &&
          (await known.lander(lb)) &&
          (await known.page(path)) &&
          !(await overBounceLimit(request));
        if (recorded) {
          const site = await siteOf(request);
          const memberId = request.session?.memberId;
          // A session of another site's member, taken to this host, is no member of this site.
          const member = memberId === undefined ? null : await accounts.memberById(memberId);
          await bounces.record({
            siteId: site.id,
            memberId: member && member.siteId === site.id ? member.id : null,
            lb,
            path,
          });
        }
        return reply.header('cache-control', 'no-store').code(204).send(null);
      },
    );
  });

  app.get(
    '/page-bounces.php',
    {
      schema: {
        tags,
        summary: "The host's site's page bounces, counted per lb and path (for the site's operators)",
        description:
          'Authorization: Bearer <OPERATOR_SECRET> (401 without it; 404 when no secret is configured). ' +
          '`from` and `to` (a date or an ISO date and time) bound the period [from, to); by default the ' +
          'last 30 days. The most frequent first, at most 1000 rows.',
        querystring: ReportQuerySchema,
        response: { 200: ReportResponseSchema, ...ERROR_RESPONSES },
      },
      onRequest: requireBearerSecret(operatorSecret, {
        code: ERROR_CODES.authenticationRequired,
        message: 'The operator secret is missing or wrong.',
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const site = await siteOf(request);
      return bounces.report(site.id, { from: instant(request.query.from), to: instant(request.query.to) });
    },
  );
};
