import { Type, type Static } from '@sinclair/typebox';

/** GET /api/health: 200 when the API and its database answer. */
export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** GET /api/health/live: the process answers (nothing else is checked, so a restart would not help). */
export const HealthLiveResponseSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthLiveResponse = Static<typeof HealthLiveResponseSchema>;

/**
 * GET /api/health/ready: this instance can serve (its database answers, every migration is applied, it is
 * not shutting down); otherwise 503, so a load balancer sends its requests to other instances meanwhile.
 */
export const HealthReadyResponseSchema = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthReadyResponse = Static<typeof HealthReadyResponseSchema>;
