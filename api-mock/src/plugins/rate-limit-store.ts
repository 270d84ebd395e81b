/**
 * The counters behind the per-route limits (@fastify/rate-limit's store) when Redis is configured: Redis
 * while it answers, so every instance counts the same requests; this process while a Redis command fails,
 * with a budget that keeps the whole deployment within the limit: each of the API_INSTANCES instances
 * allows floor(max / instances) requests per window (at least 1, so a limit below the instance count still
 * lets a member act). Counting starts from the count Redis last gave for the key, so a member who used most
 * of the limit just before the outage does not get a fresh one, and the requests counted here are added to
 * the Redis counter when it answers again, so they are not forgotten either.
 *
 * Why the process and not the database: the limited calls (a chat send, a login) are the busiest ones, and
 * the database is what an outage of Redis already leaves carrying everything else (session lookups, the
 * chat catch-up). A counter row per member and call would add a write to each of them, and a hot row under
 * a script's requests; counting in memory costs nothing and is never looser than the limit.
 *
 * A window is fixed (it starts with the key's first request), as in the plugin's own stores.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** The requests each instance may allow per window while it counts alone. */
export function localBudget(max: number, instances: number): number {
  return Math.max(1, Math.floor(max / Math.max(1, instances)));
}

// Adds `amount` to the key's counter; the first request of a window (no expiry yet) starts the window.
const COUNT_SCRIPT = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[2])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;
const COMMAND = 'rateLimitCountBy';

type CountingRedis = Redis & {
  [COMMAND](key: string, windowMs: number, amount: number): Promise<[number, number]>;
};

/** What this process knows of one key's window. */
interface Window {
  endsAt: number;
  /** The count Redis last answered for the key. */
  seenInRedis: number;
  /** Requests counted here while Redis failed, not yet added to its counter. */
  countedHere: number;
}

/** Keys remembered at most; past it the oldest are dropped (only a flood of distinct keys gets there). */
const MAX_WINDOWS = 100_000;

export interface FallbackStoreOptions {
  redis: Redis;
  /** Prefix of the keys in Redis. */
  nameSpace: string;
  /** The API instances sharing the limits (API_INSTANCES). */
  instances: number;
  nowMs?: () => number;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class FallbackStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly options: FallbackStoreOptions,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
    if (timeWindow === undefined || max === undefined) {
      callback(new Error('the rate limit store needs the window and the limit'));
      return;
    }
    this.count(this.prefix + key, timeWindow, max).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: { config?: unknown }): FastifyRateLimitStore {
    const options = routeOptions as {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
      routeInfo: { method: string; url: string };
    };
    // Neither is used by a route; refusing them keeps a future one from silently losing its meaning.
    if (options.continueExceeding || options.exponentialBackoff) {
      throw new Error('the rate limit store supports fixed windows only');
    }
    // The same keys as the plugin's Redis store, so counts carry over a deploy that switches stores.
    const prefix = `${this.options.nameSpace}${options.routeInfo.method}${options.routeInfo.url}-`;
    return new FallbackStore(this.options, prefix);
  }

  private async count(key: string, windowMs: number, max: number) {
    const now = (this.options.nowMs ?? Date.now)();
    const window = this.liveWindow(key, now);
    const carried = window?.countedHere ?? 0;
    if (window) window.countedHere = 0;
    try {
      const redis = this.options.redis as CountingRedis;
      const [current, ttl] = await redis[COMMAND](key, windowMs, 1 + carried);
      this.remember(key, { endsAt: now + ttl, seenInRedis: current, countedHere: 0 });
      return { current, ttl };
    } catch {
      if (window) window.countedHere += carried;
      return this.countHere(key, now, windowMs, max);
    }
  }

  /** Counts the request in this process against the instance's share of the limit. */
  private countHere(key: string, now: number, windowMs: number, max: number) {
    const window = this.liveWindow(key, now) ?? { endsAt: now + windowMs, seenInRedis: 0, countedHere: 0 };
    window.countedHere += 1;
    this.remember(key, window);
    const budget = localBudget(max, this.options.instances);
    // What Redis had counted uses up this instance's share in proportion.
    const used = Math.ceil((window.seenInRedis * budget) / max) + window.countedHere;
    // Reported on the plugin's scale (it compares with max): over max exactly when over the budget.
    const current = used > budget ? max + (used - budget) : Math.min(max, Math.ceil((used * max) / budget));
    return { current, ttl: window.endsAt - now };
  }

  private liveWindow(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  private remember(key: string, window: Window) {
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size <= MAX_WINDOWS) return;
    // Insertion order: the least recently counted key goes first.
    const oldest = this.windows.keys().next().value;
    if (oldest !== undefined) this.windows.delete(oldest);
  }
}

/** The store class @fastify/rate-limit constructs (`store` option), bound to this app's Redis. */
export function fallbackRateLimitStore(options: FallbackStoreOptions) {
  const redis = options.redis as CountingRedis;
  if (typeof redis[COMMAND] !== 'function') {
    redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: COUNT_SCRIPT });
  }
  return class extends FallbackStore {
    constructor() {
      super(options, options.nameSpace);
    }
  };
}
