/**
 * Account calls: signup, profile, activation, password reset and change, e-mail change.
 * Thin: each route validates the body's shape, builds the request context and calls the account service.
 */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { ActivateQuerySchema, API_ROUTES } from 'contract';
import { authenticationRequired, ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from './account-service.js';
import { authRateLimit } from './rate-limit.js';
import { sessionMember, type ContextOf } from './request-context.js';
import type { SessionService } from './session-service.js';
import type { UserView } from './user-view.js';

export interface AccountRoutesOptions {
  accounts: AccountService;
  sessions: SessionService;
  contextOf: ContextOf;
  userView: UserView;
  rateLimitPerMinute: number;
}

const TAGS = ['account'];
const SESSION = [{ session: [] }];

export const accountRoutes: FastifyPluginAsync<
  AccountRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { accounts, sessions, contextOf, userView, rateLimitPerMinute }) => {
  const limited = authRateLimit(rateLimitPerMinute);

  const memberOf = (request: FastifyRequest) => sessionMember(request, accounts.memberById);

  app.post(
    '/signup.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Creates an account, sends the activation mail and starts a session',
        body: API_ROUTES['POST /api/signup.php'].body,
        response: { 201: API_ROUTES['POST /api/signup.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await accounts.signup(request.body, await contextOf(request));
      await sessions.start(member.id, reply);
      reply.code(201).header('cache-control', 'no-store');
      return { user: await userView(member, request) };
    },
  );

  app.get(
    '/invite.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: "Whose invite link this is: the invite page greets the visitor with the member's name",
        querystring: API_ROUTES['GET /api/invite.php'].query,
        response: { 200: API_ROUTES['GET /api/invite.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const inviter = await accounts.inviter(request.query.code, await contextOf(request));
      if (!inviter) throw notFound();
      return { inviter: { name: inviter.name } };
    },
  );

  app.put(
    '/profile.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: TAGS,
        summary: "Updates the logged-in member's profile (values from the profile value lists)",
        security: SESSION,
        body: API_ROUTES['PUT /api/profile.php'].body,
        response: { 200: API_ROUTES['PUT /api/profile.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const [member, context] = await Promise.all([memberOf(request), contextOf(request)]);
      // A session is of one site: on another site's host its profile rules (countries, names) do not apply.
      if (member.siteId !== context.site.id) throw authenticationRequired();
      const updated = await accounts.updateProfile(member, request.body, context);
      return { user: await userView(updated, request) };
    },
  );

  app.get(
    '/activate.php',
    {
      schema: {
        tags: TAGS,
        summary: 'The activation link of the mail: confirms the account and redirects to the result page',
        querystring: ActivateQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const outcome = token ? await accounts.activate(token) : 'invalid';
      reply.header('cache-control', 'no-store');
      const target = {
        activated: '/activate/done',
        already_confirmed: '/activate/error?reason=already_confirmed',
        invalid: '/activate/error',
      }[outcome];
      return reply.redirect(target, 302);
    },
  );

  app.post(
    '/activation-mail.php',
    {
      preHandler: app.requireSession,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Sends the activation mail again',
        security: SESSION,
        response: { 200: API_ROUTES['POST /api/activation-mail.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.resendActivation(await memberOf(request), await contextOf(request));
      return { success: true };
    },
  );

  app.post(
    '/password-reset.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Mails a password reset link (at most 3 per address per 24 h)',
        body: API_ROUTES['POST /api/password-reset.php'].body,
        response: { 200: API_ROUTES['POST /api/password-reset.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, await contextOf(request));
      return { success: true };
    },
  );

  app.post(
    '/password-reset-do.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Sets a new password with the link of the reset mail; ends every session of the account',
        body: API_ROUTES['POST /api/password-reset-do.php'].body,
        response: { 200: API_ROUTES['POST /api/password-reset-do.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return { success: true };
    },
  );

  app.put(
    '/password.php',
    {
      preHandler: app.requireSession,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Changes the password; every other session ends and this device gets a fresh one',
        security: SESSION,
        body: API_ROUTES['PUT /api/password.php'].body,
        response: { 200: API_ROUTES['PUT /api/password.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      // Every session of the member ended with the change (in its transaction); this device gets a new one.
      await accounts.changePassword(member, request.body, await contextOf(request), request.session?.id);
      await sessions.start(member.id, reply);
      return { success: true };
    },
  );

  app.post(
    '/mail-change.php',
    {
      preHandler: app.requireSession,
      config: limited,
      schema: {
        tags: TAGS,
        summary:
          'Mails a confirmation link to the new address; needs the current password (400 password_wrong)',
        security: SESSION,
        body: API_ROUTES['POST /api/mail-change.php'].body,
        response: { 200: API_ROUTES['POST /api/mail-change.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.requestMailChange(
        await memberOf(request),
        request.body,
        await contextOf(request),
        request.session?.id ?? null,
      );
      return { success: true };
    },
  );

  app.post(
    '/mail-change-do.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary:
          'Applies the e-mail change with the link of the confirmation mail; ends every other session ' +
          'than the one that asked for it and mails an undo link to the old address',
        body: API_ROUTES['POST /api/mail-change-do.php'].body,
        response: { 200: API_ROUTES['POST /api/mail-change-do.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const member = await accounts.confirmMailChange(request.body.token, await contextOf(request));
      return { user: await userView(member, request) };
    },
  );

  app.post(
    '/mail-change-undo.php',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary:
          'The undo link of the change notice sent to the old address: restores that address, ends every ' +
          'session, replaces the password and mails a reset link',
        body: API_ROUTES['POST /api/mail-change-undo.php'].body,
        response: { 200: API_ROUTES['POST /api/mail-change-undo.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.undoMailChange(request.body.token, await contextOf(request));
      return { success: true };
    },
  );
};
