import { Type, type Static } from '@sinclair/typebox';

/** GET /api/health: 200 when the API and its database answer. */
export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;
