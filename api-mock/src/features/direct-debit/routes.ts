/**
 * Direct-debit routes (thin: authorise, call the direct-debit service): the form that sends an SMS code, and
 * the code that places the order. Logged-in members of the request's site only; answers are per member:
 * no-store.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { DirectDebitService, DirectDebitSite } from './direct-debit-service.js';

export interface DirectDebitRoutesOptions {
  directDebit: DirectDebitService;
  accounts: Pick<AccountService, 'memberById'>;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

const tags = ['payments'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const directDebitRoutes: FastifyPluginAsync<
  DirectDebitRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { directDebit, accounts, siteOf }) => {
  /** The session's member, who must belong to the request's site, and that site as the service needs it. */
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, site] = await Promise.all([sessionMember(request, accounts.memberById), siteOf(request)]);
    if (member.siteId !== site.id) throw authenticationRequired();
    const paymentSite: DirectDebitSite = {
      id: site.id,
      name: site.settings.name,
      countries: site.settings.countries,
    };
    return { member, site: paymentSite };
  };

  app.post(
    '/directdebit.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Direct debit, step one: checks the form and texts a code to the phone',
        description:
          'Every field problem at once: 400 validation_failed with `fields` and `field_codes` (account holder, ' +
          'street, house number, zip and city required without control characters; a valid IBAN of a SEPA ' +
          "country, 'Please enter a valid IBAN.'; a valid mobile or fixed-line phone, read with the payment " +
          "country as its region, 'Please enter a valid phone number.'). Then the package is priced for 'sdd' " +
          '(the errors of POST /api/orders.php for country, package, method and discount code), a blocked IBAN ' +
          'or phone is 403 direct_debit_blocked, the direct-debit limit (DIRECT_DEBIT_LIMIT_ORDERS orders or ' +
          'DIRECT_DEBIT_LIMIT_AMOUNT minor units within DIRECT_DEBIT_LIMIT_DAYS days, this one included) 429 ' +
          'direct_debit_limit, more than DIRECT_DEBIT_SMS_PER_DAY codes per 24 hours 429 rate_limited with ' +
          '`seconds`. The code (DIRECT_DEBIT_OTP_DIGITS digits) is valid DIRECT_DEBIT_OTP_TTL_MIN minutes. ' +
          'The answer shows the phone and the IBAN masked only.',
        body: API_ROUTES['POST /api/directdebit.php'].body,
        response: { 201: API_ROUTES['POST /api/directdebit.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      const answer = await directDebit.request(member, site, request.body);
      return noStore(reply).code(201).send(answer);
    },
  );

  app.post(
    '/directdebit-confirm.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Direct debit, step two: the SMS code; the right one places the order, collected by debit',
        description:
          "Another member's request: 404. A wrong or expired code: 400 otp_invalid ('Code invalid'); each try " +
          'uses one of DIRECT_DEBIT_OTP_ATTEMPTS attempts, and the try that uses the last one voids the ' +
          'request: 429 otp_attempts_exhausted (request a new code). The right code re-checks the block list ' +
          'and the limit and answers the completed order (201); submitting it again answers the same order.',
        body: API_ROUTES['POST /api/directdebit-confirm.php'].body,
        response: { 201: API_ROUTES['POST /api/directdebit-confirm.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      const answer = await directDebit.confirm(member, site, request.body);
      return noStore(reply).code(201).send(answer);
    },
  );
};
