/** GET /api/discountcode.php (thin: authorise, call the discount service). */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES, ERROR_CODES, WELCOME_CODE, WELCOME_CODE_VALID_DAYS } from 'contract';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { DiscountService } from './discount-service.js';

export interface DiscountRoutesOptions {
  discounts: DiscountService;
  accounts: AccountService;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

export const discountRoutes: FastifyPluginAsync<
  DiscountRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { discounts, accounts, siteOf }) => {
  app.get(
    '/discountcode.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['payments'],
        security: [{ session: [] }],
        summary: "Looks up a discount code (`code`), or answers the member's welcome code (`welcome=true`)",
        description:
          "`code` is matched case-insensitively among the site's codes: 404 code_not_found 'Code not found' " +
          "(also another member's personal code), 409 code_used 'Code already used' when the member paid an " +
          'order with it (an open, abandoned, failed or expired checkout does not use it up). An expired code, ' +
          'or one for another country, method or a higher order value, is answered with `expired`/`status`; ' +
          'the order refuses it (400 code_not_applicable). TIMEBONUS25 is valid for members who have not paid ' +
          'yet, for 4 hours from signup (`expires`, `validity` in seconds), once per member. `welcome=true`: ' +
          `the member's newest welcome code valid for them (${WELCOME_CODE}: members who have not paid yet, ` +
          `${WELCOME_CODE_VALID_DAYS} days from signup, once), else \`{ "discountcode": null }\`.`,
        querystring: API_ROUTES['GET /api/discountcode.php'].query,
        response: { 200: API_ROUTES['GET /api/discountcode.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [member, site] = await Promise.all([
        sessionMember(request, accounts.memberById),
        siteOf(request),
      ]);
      if (member.siteId !== site.id)
        throw new ApiHttpError(403, ERROR_CODES.authenticationRequired, 'authentication required');
      reply.header('cache-control', 'no-store');
      const { code, welcome } = request.query;
      if (code !== undefined) return discounts.lookup(member, site.id, code);
      if (welcome === 'true') return discounts.welcome(member, site.id);
      const message = 'Give a code, or welcome=true.';
      throw new ApiHttpError(400, ERROR_CODES.validationFailed, message, { code: message });
    },
  );
};
