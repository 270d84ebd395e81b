/** The member's credits (thin: authorise, call the credits service). */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { CreditsService } from './credits-service.js';

export interface CreditsRoutesOptions {
  credits: CreditsService;
  accounts: AccountService;
}

export const creditsRoutes: FastifyPluginAsync<
  CreditsRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { credits, accounts }) => {
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
          'the sum of all entries.',
        response: { 200: API_ROUTES['GET /api/credits.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      reply.header('cache-control', 'no-store');
      return credits.ledger(member);
    },
  );
};
