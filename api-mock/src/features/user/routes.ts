/**
 * The session user's calls: login (POST), the current user (GET), its language (PUT),
 * logout. Without a valid session the guarded calls answer 403 authentication_required; the GET answers a
 * visitor without any session cookie `{ user: null }`.
 * POST /user.php?push=1 is another route on the same path (features/push/routes.ts, selected by the query).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_ROUTES, type User, type UserResponse } from 'contract';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import { authCookie } from '../../plugins/session.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { authRateLimit } from '../account/rate-limit.js';
import type { ContextOf } from '../account/request-context.js';
import type { SessionService } from '../account/session-service.js';
import type { UserView } from '../account/user-view.js';

export interface UserRoutesOptions {
  accounts: AccountService;
  sessions: SessionService;
  contextOf: ContextOf;
  userView: UserView;
  rateLimitPerMinute: number;
}

export const userRoutes: FastifyPluginAsync<
  UserRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { accounts, sessions, contextOf, userView, rateLimitPerMinute }) => {
  const serializedUsers = new WeakMap<User, string>();

  app.get(
    '/user.php',
    {
      // A request without any session cookie is a visitor, simply logged out: `{ user: null }` with 200, so
      // every first visit does not log a failed request. A session cookie that names no valid session (ended,
      // expired, revoked) still answers 403: the client's sign that its session ended.
      preHandler: async function sessionIfAny(request, reply) {
        if (authCookie(request) !== null) await app.requireSession.call(this, request, reply);
      },
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        description:
          'Polled by the clients while logged in. Without any session cookie (a visitor): `{ user: null }`. ' +
          'With a session cookie of no valid session: 403 authentication_required.',
        security: [{ session: [] }],
        response: { 200: API_ROUTES['GET /api/user.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      if (!session && authCookie(request) === null) return { user: null };
      if (!session) throw authenticationRequired();
      // The view object is reused while the session cache holds the member (see createUserView), so its
      // JSON is too: the schema's serializer picks union branches with Ajv, the costliest step of this call.
      const user = await session.user();
      let body = serializedUsers.get(user);
      if (body === undefined) {
        body = String(reply.serialize({ user }));
        serializedUsers.set(user, body);
      }
      // A string with a JSON content type is sent as it is (Fastify skips serialization for it).
      return reply.type('application/json; charset=utf-8').send(body as unknown as UserResponse);
    },
  );

  app.post(
    '/user.php',
    {
      config: authRateLimit(rateLimitPerMinute),
      schema: {
        tags: ['user'],
        summary: 'Log in',
        description:
          'A new session (cookie auth.session) on success. 401 login_failed for an unknown address and a wrong ' +
          'password alike; 429 account_locked after repeated failures (per address and client IP, per IP, and ' +
          'per address from unknown clients); 503 service_busy with Retry-After when too many password ' +
          'checks are waiting.',
        body: API_ROUTES['POST /api/user.php'].body,
        response: { 200: API_ROUTES['POST /api/user.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await accounts.login(
        request.body.email,
        request.body.password,
        await contextOf(request),
      );
      await sessions.start(member.id, reply);
      reply.header('cache-control', 'no-store');
      return { user: await userView(member, request) };
    },
  );

  app.put(
    '/user.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: "Saves the logged-in user's language",
        security: [{ session: [] }],
        body: API_ROUTES['PUT /api/user.php'].body,
        response: { 200: API_ROUTES['PUT /api/user.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw authenticationRequired();
      const member = await accounts.setLanguage(session.memberId, request.body.language);
      reply.header('cache-control', 'no-store');
      return { user: await userView(member, request) };
    },
  );

  app.get(
    '/logout.php',
    {
      // A GET that writes: the client header is required as for a POST (plugins/client-header.ts).
      config: { stateChanging: true },
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: 'Ends the session and clears its cookie',
        security: [{ session: [] }],
        response: { 200: API_ROUTES['GET /api/logout.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw authenticationRequired();
      await app.sessionStore.end(session, reply);
      reply.header('cache-control', 'no-store');
      return { success: true };
    },
  );
};
