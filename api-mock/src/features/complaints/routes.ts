/**
 * Complaint routes (thin: authorise, call the complaint service): file one, list one's own. Logged-in
 * members of the request's site only (a session taken to another site's host is refused); answers are per
 * member: no-store.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import {
  API_ROUTES,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGE_MIN,
  COMPLAINTS_LIST_MAX,
  COMPLAINTS_PER_DAY,
} from 'contract';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember, type ContextOf } from '../account/request-context.js';
import type { ComplaintService, ComplaintSite } from './complaint-service.js';

export interface ComplaintRoutesOptions {
  complaints: ComplaintService;
  accounts: Pick<AccountService, 'memberById'>;
  contextOf: ContextOf;
}

const tags = ['complaints'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const complaintRoutes: FastifyPluginAsync<
  ComplaintRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { complaints, accounts, contextOf }) => {
  /** The session's member, who must belong to the request's site, and that site as the service needs it. */
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, context] = await Promise.all([
      sessionMember(request, accounts.memberById),
      contextOf(request),
    ]);
    if (member.siteId !== context.site.id) throw authenticationRequired();
    const { settings } = context.site;
    const site: ComplaintSite = {
      id: context.site.id,
      name: settings.name,
      domain: settings.domain,
      domainLanguage: settings.domain_language,
      supportEmail: settings.support_email,
      origin: context.origin,
    };
    return { member, site };
  };

  app.post(
    '/complaints.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Files a complaint about a member, a payment or the service',
        description:
          'Every field problem at once: 400 validation_failed with `fields` and `field_codes`. The message: ' +
          `${COMPLAINT_MESSAGE_MIN} to ${COMPLAINT_MESSAGE_MAX} characters after trimming, line breaks allowed, ` +
          'other control characters refused (control_characters). `member`: required for the category member ' +
          '(member_required) unless `conversation` names it; a member of the site the complainer may know of, ' +
          'blocked ones included (member_unknown; member_self for oneself). `conversation`: one the complainer ' +
          'takes part in (conversation_unknown), with `member` when both are given (conversation_other_member). ' +
          `\`order\`: the complainer's own (order_unknown). More than ${COMPLAINTS_PER_DAY} complaints within ` +
          '24 hours: 429 rate_limited with `seconds`. The answer carries the reference; the member gets it by ' +
          "mail in their language, and the site's support address gets the complaint's details.",
        body: API_ROUTES['POST /api/complaints.php'].body,
        response: { 201: API_ROUTES['POST /api/complaints.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      const answer = await complaints.file(member, site, request.body);
      return noStore(reply).code(201).send(answer);
    },
  );

  app.get(
    '/complaints.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The member's own complaints with their state, newest first",
        description: `At most the newest ${COMPLAINTS_LIST_MAX}.`,
        response: { 200: API_ROUTES['GET /api/complaints.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      return noStore(reply).send(await complaints.list(member));
    },
  );
};
