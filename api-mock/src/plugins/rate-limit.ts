/**
 * Per-route request limits (routes opt in with `config.rateLimit`). With REDIS_URL the counters live in
 * Redis, so every instance behind the load balancer counts the same requests; without it, in memory. When
 * Redis cannot be reached the limit is skipped rather than the request failed: the login lockout, which
 * matters most, is kept in the database either way.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  redisUrl: string | null;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { redisUrl }) => {
    if (!redisUrl) {
      await app.register(rateLimit, { global: false });
      return;
    }
    const redis = new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis is not reachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: 'api-rate-limit:', skipOnError: true });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
