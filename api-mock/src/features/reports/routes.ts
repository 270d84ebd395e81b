/**
 * Report routes (thin: authorise, call the report service).
 *
 * - POST /api/report.php: a logged-in member of the request's site reports a member (a session taken to
 *   another site's host is refused); answers are per member: no-store.
 * - GET /api/operator-reports.php and POST /api/operator-report-decision.php: the site's operators (the
 *   host's site) with `Authorization: Bearer <OPERATOR_SECRET>`; without a configured secret the routes do
 *   not exist (404). POST /api/operator-reinstatement.php, the same, lifts a member's restriction. The
 *   spec has no admin screens: these calls are the operators' tool (or `node api-mock/dist/bin/reports.js`,
 *   see src/bin/reports.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import {
  API_ROUTES,
  ERROR_CODES,
  OperatorReportsQuerySchema,
  OperatorReportsResponseSchema,
  REPORT_TEXT_MAX,
  REPORTS_PER_DAY,
  ReportDecisionRequestSchema,
  ReportDecisionResponseSchema,
  ReinstatementRequestSchema,
  ReinstatementResponseSchema,
} from 'contract';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import type { RequestContext } from '../account/account-service.js';
import { sessionMember, type ContextOf } from '../account/request-context.js';
import { OPERATOR_REPORTS_MAX, type ReportService, type ReportSite } from './report-service.js';

export interface ReportRoutesOptions {
  reports: ReportService;
  accounts: Pick<AccountService, 'memberById'>;
  contextOf: ContextOf;
  /** OPERATOR_SECRET; without it the operators' calls do not exist (404). */
  operatorSecret: string | null;
}

const tags = ['reports'];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const siteOf = (context: RequestContext): ReportSite => ({
  id: context.site.id,
  name: context.site.settings.name,
  domain: context.site.settings.domain,
  origin: context.origin,
  supportEmail: context.site.settings.support_email,
});

export const reportRoutes: FastifyPluginAsync<
  ReportRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { reports, accounts, contextOf, operatorSecret }) => {
  const operatorOnly = requireBearerSecret(operatorSecret, {
    code: ERROR_CODES.authenticationRequired,
    message: 'The operator secret is missing or wrong.',
  });

  app.post(
    '/report.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security: [{ session: [] }],
        summary: 'Reports a member (their profile, a photo, or a message in a conversation with them)',
        description:
          '404 for unknown members, other sites’ members and hidden members never in touch; 400 ' +
          'validation_failed with `field_codes` for oneself (member_self) and for each problem at once: ' +
          `the text (at most ${REPORT_TEXT_MAX} characters, text_too_long; control characters refused, ` +
          'control_characters), `conversation` (the reporter’s, with the member: conversation_unknown), ' +
          '`message` (the member’s, in that conversation: message_unknown), `photo` (the member’s: ' +
          'photo_unknown). 201 with the report (and a confirmation mail to the reporter); 200 with ' +
          '`duplicate: true` and the open report when the reporter has one on the member already. More ' +
          `than ${REPORTS_PER_DAY} reports within 24 hours: 429 rate_limited with \`seconds\`.`,
        body: API_ROUTES['POST /api/report.php'].body,
        response: {
          200: API_ROUTES['POST /api/report.php'].response,
          201: API_ROUTES['POST /api/report.php'].response,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const [member, context] = await Promise.all([
        sessionMember(request, accounts.memberById),
        contextOf(request),
      ]);
      if (member.siteId !== context.site.id) throw authenticationRequired();
      const { answer, created } = await reports.file(member, siteOf(context), request.body);
      return noStore(reply)
        .code(created ? 201 : 200)
        .send(answer);
    },
  );

  app.get(
    '/operator-reports.php',
    {
      onRequest: operatorOnly,
      schema: {
        tags,
        summary: "The host's site's reports in a state, for the site's operators",
        description:
          'Authorization: Bearer <OPERATOR_SECRET> (401 without it; 404 when no secret is configured). ' +
          `\`status\`: open (default; oldest first) or decided (newest decision first); at most ${OPERATOR_REPORTS_MAX}.`,
        querystring: OperatorReportsQuerySchema,
        response: { 200: OperatorReportsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request: FastifyRequest<{ Querystring: { status?: 'open' | 'decided' } }>, reply) => {
      const context = await contextOf(request);
      return noStore(reply).send(await reports.list(context.site.id, request.query.status ?? 'open'));
    },
  );

  app.post(
    '/operator-report-decision.php',
    {
      onRequest: operatorOnly,
      config: { clientCall: false },
      schema: {
        tags,
        summary: 'Decides an open report: dismiss, warn, hide_profile or suspend',
        description:
          'Authorization: Bearer <OPERATOR_SECRET> (401 without it; 404 when no secret is configured). ' +
          "A report of the host's site (404 otherwise), still open (409 report_decided). All but dismiss " +
          'need `ground` (the rule of the terms or the law) and `facts` (400 validation_failed): the ' +
          'reported member gets them as a statement of reasons by mail, with how to appeal; the reporter ' +
          'gets the outcome. hide_profile hides the profile from every page, search and suggestion; suspend ' +
          'hides it too, ends the member’s sessions and refuses their login (403 account_suspended).',
        body: ReportDecisionRequestSchema,
        response: { 200: ReportDecisionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const report = await reports.decide(siteOf(context), request.body);
      return noStore(reply).send({ report });
    },
  );

  app.post(
    '/operator-reinstatement.php',
    {
      onRequest: operatorOnly,
      config: { clientCall: false },
      schema: {
        tags,
        summary: "Lifts a member's restriction (hidden profile or suspended account)",
        description:
          'Authorization: Bearer <OPERATOR_SECRET> (401 without it; 404 when no secret is configured). ' +
          "A member of the host's site (404 otherwise) with a restriction (409 member_not_restricted). " +
          '`facts` (not blank: 400 validation_failed) say why; the member gets them by mail. A suspended ' +
          'member can log in again; the profile shows again when the address is confirmed.',
        body: ReinstatementRequestSchema,
        response: { 200: ReinstatementResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      return noStore(reply).send(await reports.reinstate(siteOf(context), request.body));
    },
  );
};
