/**
 * Per-route request limits (routes opt in with `config.rateLimit`). With Redis (app.redis) the counters live
 * there, so every instance behind the load balancer counts the same requests; without it, in memory. When
 * Redis cannot be reached the limit is skipped rather than the request failed: the login lockout, which
 * matters most, is kept in the database either way.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export const rateLimitPlugin = fp(
  async (app) => {
    if (!app.redis) {
      await app.register(rateLimit, { global: false });
      return;
    }
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: 'api-rate-limit:',
      skipOnError: true,
    });
  },
  { name: 'rate-limit', dependencies: ['redis'], fastify: '5.x' },
);
