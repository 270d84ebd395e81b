/**
 * Per-route request limits (routes opt in with `config.rateLimit`). With Redis (app.redis) the counters live
 * there, so every instance behind the load balancer counts the same requests; without it, in memory. While
 * Redis cannot be reached each instance counts alone, within its share of the limit (rate-limit-store.ts),
 * so a limit holds through an outage and no request waits for Redis.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { fallbackRateLimitStore } from './rate-limit-store.js';

export interface RateLimitPluginOptions {
  /** The API instances sharing the limits (API_INSTANCES): each one's share while Redis is down. */
  instances: number;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { instances }) => {
    if (!app.redis) {
      await app.register(rateLimit, { global: false });
      return;
    }
    await app.register(rateLimit, {
      global: false,
      store: fallbackRateLimitStore({ redis: app.redis, nameSpace: 'api-rate-limit:', instances }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'], fastify: '5.x' },
);
