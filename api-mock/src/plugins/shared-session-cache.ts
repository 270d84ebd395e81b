/**
 * Makes the session cache safe with several API instances: its versions live in Redis (app.redis), so a
 * session revoked or a member changed on one instance is no longer served from the cache of any other. Without
 * Redis the cache stays per process, which is all a single instance needs.
 *
 * A version is a random value under `session-cache:member:<id>` / `session-cache:session:<id>`, replaced on
 * every change. It only has to outlive the cache entries stored before the change (SESSION_CACHE_TTL_MS), so
 * it expires after VERSION_TTL_MS; a version that expired reads as absent, which no entry stored before the
 * change was stamped with.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  SESSION_CACHE_TTL_MS,
  type SessionCache,
  type SharedSessionVersions,
} from '../db/repositories/session-cache.js';
import { redisReady } from './redis.js';

const VERSION_TTL_MS = Math.max(60_000, 10 * SESSION_CACHE_TTL_MS);
const memberKey = (memberId: number) => `session-cache:member:${memberId}`;
const sessionKey = (sessionId: number) => `session-cache:session:${sessionId}`;

class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

export function redisSessionVersions(redis: Redis, log: FastifyBaseLogger): SharedSessionVersions {
  const connected = () => {
    if (!redisReady(redis)) throw new RedisUnavailableError('Redis is not connected');
  };
  const change = async (key: string) => {
    try {
      connected();
      await redis.set(key, randomUUID(), 'PX', VERSION_TTL_MS);
    } catch (error) {
      log.warn({ err: error, key }, 'session cache: change not shared, other instances see it after the TTL');
      throw error;
    }
  };
  return {
    async read(sessionId, memberId) {
      connected();
      const [member, session] = await redis.mget(memberKey(memberId), sessionKey(sessionId));
      return `${member ?? '-'} ${session ?? '-'}`;
    },
    changeMember: (memberId) => change(memberKey(memberId)),
    changeSession: (sessionId) => change(sessionKey(sessionId)),
  };
}

export interface SharedSessionCachePluginOptions {
  cache: SessionCache;
}

export const sharedSessionCachePlugin = fp<SharedSessionCachePluginOptions>(
  async (app, { cache }) => {
    const redis = app.redis;
    if (!redis) return;
    cache.shareThrough(redisSessionVersions(redis, app.log));
    // After an outage Redis may have lost the versions (a restart) or missed changes it could not be told of:
    // what was cached before is not trusted.
    redis.on('ready', () => cache.clear());
  },
  { name: 'shared-session-cache', dependencies: ['redis'], fastify: '5.x' },
);
