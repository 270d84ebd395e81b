/** GET /api/health: liveness and database reachability, for load balancers and the start script. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_ROUTES, ApiErrorSchema, ERROR_CODES } from 'contract';
import type { DatabaseDriver } from '../../db/index.js';
import type { HealthRepository } from '../../db/repositories/index.js';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';

export interface HealthRoutesOptions {
  health: HealthRepository;
  driver: DatabaseDriver;
}

export const healthRoutes: FastifyPluginAsync<
  HealthRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { health, driver }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'The API answers and its database answers a query',
        response: { 200: API_ROUTES['GET /api/health'].response, 503: ApiErrorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await health.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        throw new ApiHttpError(503, ERROR_CODES.serviceUnavailable, 'The database is not available.');
      }
      return { status: 'ok' as const, database: driver };
    },
  );
};
