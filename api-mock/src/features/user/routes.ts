/**
 * The session user's calls. For now only the guarded reads exist: without a session (login arrives with the
 * next issue) they answer 403 authentication_required, which the clients treat as "logged out".
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { LogoutResponseSchema, UserResponseSchema } from '../../contract/index.js';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';

export const userRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app) => {
  app.get(
    '/user.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        description:
          'Polled by the clients while logged in. Without a valid session: 403 authentication_required.',
        security: [{ session: [] }],
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw authenticationRequired();
      reply.header('cache-control', 'no-store');
      return { user: session.user };
    },
  );

  app.get(
    '/logout.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: 'Ends the session and clears its cookie',
        security: [{ session: [] }],
        response: { 200: LogoutResponseSchema, ...ERROR_RESPONSES },
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
