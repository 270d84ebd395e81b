/**
 * The one Redis connection of an API instance, `app.redis`, for everything shared between instances (rate
 * limit counters, session cache versions, fan-out). Null without REDIS_URL: then each feature keeps its state
 * in the process, as a single instance can.
 *
 * Redis is a helper, never a condition for answering: the app starts when Redis is down (after one attempt
 * to connect) and keeps reconnecting in the background. While it is not connected, commands fail at once
 * instead of queueing (no request waits for Redis) and each user falls back: the rate limits count in the
 * process within their share (rate-limit-store.ts), the session cache asks the database. A subscriber needs
 * a connection of its own: `app.redis.duplicate()`.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long one connection attempt may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 1_000;

export interface RedisPluginOptions {
  url: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's shared Redis connection, or null when REDIS_URL is not set. */
    redis: Redis | null;
  }
}

/** Whether commands can be sent now (connected and past the ready check). */
export const redisReady = (redis: Redis): boolean => redis.status === 'ready';

/** Resolves at the first outcome of connecting: ready, or an error (Redis unreachable). */
function firstAttempt(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Logs when the connection is lost and when it is back, not every failed reconnect. */
function logTransitions(redis: Redis, log: FastifyBaseLogger): void {
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis is not reachable; shared limits and caches are off until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis is reachable again');
  });
}

export const redisPlugin = fp<RedisPluginOptions>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // Commands issued in the same tick (a send's events, its session checks) go out in one write.
      enableAutoPipelining: true,
    });
    logTransitions(redis, app.log);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await firstAttempt(redis);
  },
  { name: 'redis', fastify: '5.x' },
);
