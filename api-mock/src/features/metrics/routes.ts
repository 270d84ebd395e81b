/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format, for the operators' scraper, with
 * `Authorization: Bearer <OPERATOR_SECRET>`; without a configured secret the route does not exist (404).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ERROR_CODES } from 'contract';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AppMetrics } from './metrics.js';

export interface MetricsRoutesOptions {
  metrics: Pick<AppMetrics, 'registry'>;
  /** OPERATOR_SECRET; without it the route does not exist (404). */
  operatorSecret: string | null;
}

export const metricsRoutes: FastifyPluginAsync<
  MetricsRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { metrics, operatorSecret }) => {
  app.get(
    '/metrics',
    {
      onRequest: requireBearerSecret(operatorSecret, {
        code: ERROR_CODES.authenticationRequired,
        message: 'The operator secret is missing or wrong.',
      }),
      schema: {
        tags: ['operations'],
        summary: "This instance's metrics in Prometheus' text format, for the operators' scraper",
        description:
          'Authorization: Bearer <OPERATOR_SECRET> (401 without it; 404 when no secret is configured). ' +
          'Requests per method, route pattern and status; event-loop lag; the database pool; open chat ' +
          'sockets; realtime delivery lag; the job queue; chat sends. Per instance: scrape each one.',
        response: {
          200: Type.Unsafe<string>({ type: 'string', description: "Prometheus' text exposition format" }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (_request, reply) => {
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    },
  );
};
