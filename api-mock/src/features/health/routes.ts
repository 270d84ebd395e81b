/**
 * Health for load balancers and the start script:
 * - GET /api/health: the API answers and its database answers a query (kept as it was for existing checks).
 * - GET /api/health/live: the process answers. Nothing else is checked: a database outage is no reason to
 *   restart an instance, which would come back just as unable to serve.
 * - GET /api/health/ready: this instance can serve now: its database answers and every migration of this
 *   build is applied. 503 otherwise, so a balancer routes around this instance only. Once a shutdown has
 *   begun every request, this one too, is answered 503 (plugins/shutdown.ts) while the instance finishes
 *   what it has.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_ROUTES, ApiErrorSchema, ERROR_CODES, GENERAL_MESSAGES } from 'contract';
import type { DatabaseDriver } from '../../db/index.js';
import type { HealthRepository } from '../../db/repositories/index.js';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';

export interface HealthRoutesOptions {
  health: HealthRepository;
  driver: DatabaseDriver;
  /** Where drizzle records the applied migrations of this database (db/migrate.ts migrationsSchemaOf). */
  migrationsSchema: string;
  /** The journal's newest migration (db/migrate.ts newestJournalMigration): applied once the database has it. */
  newestMigration: number;
}

/** How long a balancer waits before it asks a not-ready instance again. */
const NOT_READY_RETRY_AFTER_SECONDS = 3;

/** 503 service_unavailable saying what keeps the instance from serving. */
const notReady = (message: string) =>
  new ApiHttpError(503, ERROR_CODES.serviceUnavailable, message, undefined, undefined, {
    'retry-after': String(NOT_READY_RETRY_AFTER_SECONDS),
  });

export const healthRoutes: FastifyPluginAsync<
  HealthRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { health, driver, migrationsSchema, newestMigration }) => {
  // Never cached anywhere: each check must reach this instance.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'The API answers and its database answers a query',
        response: { 200: API_ROUTES['GET /api/health'].response, 503: ApiErrorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      try {
        await health.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        throw notReady(GENERAL_MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const, database: driver };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['operations'],
        summary: 'The process answers (liveness): restart the instance only when this fails',
        response: { 200: API_ROUTES['GET /api/health/live'].response, ...ERROR_RESPONSES },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'The instance can serve (readiness): its database answers, its migrations are applied, it is not shutting down',
        response: {
          200: API_ROUTES['GET /api/health/ready'].response,
          503: ApiErrorSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      let applied: number | null;
      try {
        applied = await health.latestAppliedMigration(migrationsSchema);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database does not answer');
        throw notReady(GENERAL_MESSAGES.databaseUnavailable);
      }
      if (applied === null || applied < newestMigration) {
        request.log.warn({ applied, newestMigration }, 'readiness check: migrations pending');
        throw notReady(GENERAL_MESSAGES.migrationsPending);
      }
      return { status: 'ready' as const, database: driver };
    },
  );
};
