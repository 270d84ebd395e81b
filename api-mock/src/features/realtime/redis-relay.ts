/**
 * Fan-out between API instances through Redis pub/sub: every event published on any instance goes to the
 * channel of their database, and every instance (the publisher's own included) hands what arrives to its
 * local bus, which delivers to the sockets it holds. So each socket gets an event once, wherever its member
 * is connected.
 *
 * Redis is a helper, never a condition for delivery: while this instance is not subscribed, its own events are
 * delivered locally (and still published for the others when the publishing connection is up); while it
 * cannot publish, they stay local. Events of other instances published meanwhile are lost to this instance's
 * sockets, so when the subscription comes back `onResubscribed` runs (the plugin closes the sockets with
 * "service restart": the clients reconnect and catch up on what they missed).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisReady } from '../../plugins/redis.js';
import type { BusEvent, LocalBus, RealtimeRelay } from './bus.js';

/** Where the events live: the database the instances share (its server and name, or PGlite folder) and schema. */
export interface RealtimeScope {
  databaseUrl: string | null;
  dataDir: string;
  schema: string;
}

/**
 * The one channel of the instances sharing a database. Deployments (or test runs) that share a Redis but not a
 * database must never see each other's events: member ids of two databases name different people. Named by a
 * digest, so no connection detail ends up in Redis.
 */
export function realtimeChannel({ databaseUrl, dataDir, schema }: RealtimeScope): string {
  let database = `pglite:${dataDir}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    // Credentials do not make another database.
    database = `postgres://${url.host}${url.pathname}`;
  }
  const digest = createHash('sha256').update(`${database}|${schema}`).digest('hex').slice(0, 16);
  return `realtime:events:${digest}`;
}

interface Envelope {
  to: number[];
  event: BusEvent;
  /** When it was published (ms since the epoch), for the relay's lag. */
  at?: number;
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as Partial<Envelope> | null;
    if (!value || !Array.isArray(value.to) || !value.to.every(Number.isInteger)) return null;
    if (typeof value.event !== 'object' || value.event === null || typeof value.event.type !== 'string') {
      return null;
    }
    return value as Envelope;
  } catch {
    return null;
  }
}

export interface RedisRelayOptions {
  bus: LocalBus;
  /** realtimeChannel() of the database. */
  channel: string;
  /** The instance's shared connection (app.redis): it publishes. */
  publisher: Redis;
  log: FastifyBaseLogger;
  /** The subscription is back after it was lost: events of other instances may have been missed. */
  onResubscribed: () => void;
  /** Each event that came through Redis, with the seconds from its publish to its arrival here. */
  onRelayed?: (lagSeconds: number) => void;
}

export interface RedisRelay extends RealtimeRelay {
  /** Resolves once subscribed, or at the first failure to connect (the relay keeps trying). */
  firstAttempt: Promise<void>;
  /** The subscriber connection's name in Redis (CLIENT LIST), unique per instance. */
  connectionName: string;
  /** Whether this instance is subscribed now. */
  listening(): boolean;
  /** Stops relaying: the bus goes back to this process only. */
  stop(): Promise<void>;
}

export function startRedisRelay({
  bus,
  channel,
  publisher,
  log,
  onResubscribed,
  onRelayed,
}: RedisRelayOptions): RedisRelay {
  // A subscriber needs a connection of its own. It subscribes itself on every (re)connect and counts as
  // listening only once Redis confirmed it: an event published before that would not come back.
  const connectionName = `realtime-subscriber:${randomUUID()}`;
  const subscriber = publisher.duplicate({
    autoResubscribe: false,
    enableOfflineQueue: true,
    connectionName,
  });
  let listening = false;
  let subscribedBefore = false;
  let stopped = false;
  let settleFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => {
    settleFirst = resolve;
  });

  const subscribe = () => {
    subscriber.subscribe(channel).then(
      () => {
        if (stopped) return;
        listening = true;
        settleFirst();
        if (subscribedBefore) {
          log.info('realtime relay: subscribed again; sockets reconnect to catch up');
          onResubscribed();
        }
        subscribedBefore = true;
      },
      (error: unknown) =>
        log.warn({ err: error }, 'realtime relay: subscribing failed, retried on reconnect'),
    );
  };
  subscriber.on('ready', subscribe);
  subscriber.on('close', () => {
    if (listening)
      log.warn('realtime relay: subscription lost; events stay on this instance until it is back');
    listening = false;
  });
  // Logged by the transitions above; without a listener ioredis would print every failed reconnect.
  subscriber.on('error', () => {
    settleFirst();
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const envelope = parseEnvelope(raw);
    if (!envelope) {
      log.warn({ channel }, 'realtime relay: dropped a message that is not an event envelope');
      return;
    }
    if (typeof envelope.at === 'number') onRelayed?.(Math.max(0, Date.now() - envelope.at) / 1000);
    bus.deliver(envelope.to, envelope.event);
  });

  const relay: RedisRelay = {
    firstAttempt,
    connectionName,
    listening: () => listening,
    carriesRemote: () => !stopped && redisReady(publisher),
    carriesLocal: () => relay.carriesRemote() && listening,
    send(memberIds, event, undelivered) {
      const envelope: Envelope = { to: [...memberIds], event, at: Date.now() };
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
        log.warn({ err: error, type: event.type }, 'realtime relay: publishing failed');
        undelivered();
      });
    },
    async stop() {
      stopped = true;
      listening = false;
      settleFirst();
      // QUIT would wait in the offline queue for a connection that may never come.
      if (subscriber.status !== 'ready') return subscriber.disconnect();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
  return relay;
}
