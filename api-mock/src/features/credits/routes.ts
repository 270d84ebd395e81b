/** The member's credits (thin: authorise, call the credits service). */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { CreditsService } from './credits-service.js';

export interface CreditsRoutesOptions {
  credits: CreditsService;
  accounts: AccountService;
  /** The site a request is for: its free_messages give the free messages left. */
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

export const creditsRoutes: FastifyPluginAsync<
  CreditsRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { credits, accounts, siteOf }) => {
  const memberOf = (request: FastifyRequest) => sessionMember(request, accounts.memberById);

  app.get(
    '/credits.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['credits'],
        security: [{ session: [] }],
        summary: "The member's balance and credit ledger, newest entries first (the newest 100)",
        description:
          'Every change of the balance is an entry: signup credits, purchases, refunds (positive) and ' +
          'messages, gifts and photos sent (negative, `object` names the message). The balance always equals ' +
          'the sum of all entries. A free message is an entry of delta 0 (`free_message`); ' +
          "`free_messages_left` is what a free member has left of the site's free messages.",
        response: { 200: API_ROUTES['GET /api/credits.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [member, site] = await Promise.all([memberOf(request), siteOf(request)]);
      reply.header('cache-control', 'no-store');
      return credits.ledger(member, site.settings);
    },
  );
};
