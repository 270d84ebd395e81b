/**
 * The chat socket, GET /api/chat-socket (WebSocket), and the fan-out behind it.
 *
 * The handshake is checked before the upgrade: a page of another origin gets 403 `foreign_origin`, a request
 * that is not a WebSocket handshake 426. A socket without a live session, or of a member of another site than
 * the host's, is accepted and closed at once with 4401 (a browser cannot read the status of a refused
 * handshake, but it can read a close code, and 4401 tells the client to stop reconnecting).
 *
 * With Redis (app.redis) the bus publishes through the relay, so every instance's sockets get every event.
 * Whatever a publish loses, the members' event logs keep (event-log.ts): the plugin reads the heads of the
 * members with open sockets every few seconds (every second while the relay is down, and at once when it is
 * back) and each socket sends what it lacks. So neither a crashed instance nor a Redis outage leaves a hole,
 * and no socket has to be closed for it.
 *
 * On shutdown the sockets close with "service restart" spread over a few seconds, so the members' clients do
 * not all reconnect to the other instances in the same second.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  CHAT_SOCKET_AFTER_PARAM,
  CHAT_SOCKET_CLOSE,
  CHAT_SOCKET_MAX_FRAME_BYTES,
  CHAT_SOCKET_PATH,
  CHAT_TYPING_THROTTLE_MS,
  ERROR_CODES,
} from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';
import { requestedHostname } from '../../lib/request-site.js';
import { notFoundBody } from '../../plugins/errors.js';
import type { SessionStore } from '../../plugins/session.js';
import type { ResolvedSite, SiteDirectory } from '../sites/site-directory.js';
import type { LocalBus } from './bus.js';
import { serveChatSocket, type ChatSocketHandle, type SocketEventLog } from './chat-socket.js';
import { originAllowed } from './origin.js';
import { realtimeChannel, startRedisRelay, type RealtimeScope, type RedisRelay } from './redis-relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis fan-out of the chat events (null without REDIS_URL), for health checks and tests. */
    realtimeRelay: RedisRelay | null;
  }
}

/** Sockets one member may hold open on an instance (one per tab; far more is a script). */
export const MAX_SOCKETS_PER_MEMBER = 20;

export interface RealtimePluginOptions {
  bus: LocalBus;
  sessions: SessionStore;
  siteDirectory: SiteDirectory;
  /** The origin the site's pages are configured at (SITE_URL_TEMPLATE), for the handshake's Origin check. */
  siteOrigin: (site: ResolvedSite) => Promise<string>;
  /** The site of a member (null: no such member any more). */
  memberSite: (memberId: number) => Promise<number | null>;
  typingRecipient: (conversationId: number, memberId: number) => Promise<number | null>;
  /** The database the instances share: instances of one scope share one Redis channel. */
  scope: RealtimeScope;
  /** How often each socket is pinged and its session checked (CHAT_SOCKET_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** The members' event logs (heads and events), which the sockets catch up from. */
  eventLog: SocketEventLog & { heads(memberIds: readonly number[]): Promise<Map<number, number>> };
  /** How often the heads of the members with sockets are read: while the relay carries events, and while not. */
  headPollMs?: { relayed: number; unrelayed: number };
  /** Shutdown closes the sockets at random times within this span. */
  closeSpreadMs?: number;
  /** Each event relayed through Redis, with the seconds it took (the metrics' delivery lag). */
  relayLag?: (seconds: number) => void;
  /** Events the sockets sent from the log rather than live (the metrics). */
  replayed?: (events: number) => void;
  now?: () => number;
}

export const HEAD_POLL_MS = { relayed: 5_000, unrelayed: 1_000 };
export const CLOSE_SPREAD_MS = 3_000;
/** Members whose heads one query reads. */
const HEADS_PER_QUERY = 5_000;

/** The client's `after` from the socket's address: a seq, or null. */
function afterOf(url: string | undefined): number | null {
  const raw = new URLSearchParams((url ?? '').split('?')[1] ?? '').get(CHAT_SOCKET_AFTER_PARAM);
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

const foreignOrigin = () =>
  new ApiHttpError(
    403,
    ERROR_CODES.foreignOrigin,
    "The chat connection is open to the site's own pages only.",
  );

/** The path of a request target, without its query. */
const pathnameOf = (url: string | undefined) => (url ?? '').split('?', 1)[0];

/** An upgrade to anything but the chat socket: 404 in the API's error shape, then the connection closes. */
function refuseUpgrade(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  const json = JSON.stringify(notFoundBody());
  socket.end(
    'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

const upgradeRequired = () =>
  new ApiHttpError(426, ERROR_CODES.badRequest, 'This address accepts WebSocket connections only.');

/** The session of the handshake, if it is live and its member belongs to the site of the request's host. */
type Admission = { memberId: number; sessionId: string } | null;

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const { bus, sessions, siteDirectory, memberSite, heartbeatMs, now = Date.now } = options;
    const admissions = new WeakMap<FastifyRequest, Admission>();
    const open = new Set<WebSocket>();
    const perMember = new Map<number, number>();
    const handles = new Map<number, Set<ChatSocketHandle>>();
    const headPollMs = options.headPollMs ?? HEAD_POLL_MS;

    // @fastify/websocket adds an onRequest and an onResponse hook to every route of the context it is
    // registered in and wraps every handler there: registered in a context holding only the chat socket's
    // route, the other requests carry none of it. Upgrade requests reach it only for that route (GET of its
    // path); any other upgrade is answered 404 and its connection closed here, before any route runs.
    const upgrades = new EventEmitter();
    const routeUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const forSocket = request.method === 'GET' && pathnameOf(request.url) === CHAT_SOCKET_PATH;
      // While closing, the plugin has stopped listening: nobody would answer.
      if (forSocket && upgrades.listenerCount('upgrade') > 0) {
        upgrades.emit('upgrade', request, socket, head);
      } else {
        refuseUpgrade(socket);
      }
    };
    app.server.on('upgrade', routeUpgrade);
    app.addHook('onClose', async () => {
      app.server.off('upgrade', routeUpgrade);
    });

    app.decorate('realtimeRelay', null);
    if (app.redis) {
      const relay = startRedisRelay({
        bus,
        channel: realtimeChannel(options.scope),
        publisher: app.redis,
        log: app.log,
        // Events of other instances may have been missed meanwhile: the log has them.
        onResubscribed: () => void pollHeads(),
        onRelayed: options.relayLag,
      });
      bus.relayThrough(relay);
      app.realtimeRelay = relay;
      app.addHook('onClose', async () => {
        bus.relayThrough(null);
        await relay.stop();
      });
      await relay.firstAttempt;
    }

    /** Tells every socket its member's head, so each sends the events a lost publish kept from it. */
    let polling = false;
    async function pollHeads() {
      if (polling || handles.size === 0) return;
      polling = true;
      try {
        const members = [...handles.keys()];
        for (let from = 0; from < members.length; from += HEADS_PER_QUERY) {
          const heads = await options.eventLog.heads(members.slice(from, from + HEADS_PER_QUERY));
          for (const [memberId, seq] of heads) {
            for (const handle of handles.get(memberId) ?? []) handle.headIs(seq);
          }
        }
      } catch (error) {
        app.log.warn(
          { err: error },
          'realtime: reading the event heads failed; tried again at the next poll',
        );
      } finally {
        polling = false;
      }
    }
    let pollTimer: NodeJS.Timeout | null = null;
    const schedulePoll = () => {
      const relayed = app.realtimeRelay?.listening() ?? true;
      pollTimer = setTimeout(
        () => void pollHeads().finally(schedulePoll),
        relayed ? headPollMs.relayed : headPollMs.unrelayed,
      );
      pollTimer.unref();
    };
    schedulePoll();
    app.addHook('onClose', async () => {
      if (pollTimer) clearTimeout(pollTimer);
      pollTimer = null;
    });

    // Spread out, so the members' clients do not all reconnect to the remaining instances in one second.
    app.addHook('preClose', async () => {
      const spread = options.closeSpreadMs ?? CLOSE_SPREAD_MS;
      const closing = [...open].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            const timer = setTimeout(
              () => socket.close(CHAT_SOCKET_CLOSE.serviceRestart, 'service restart'),
              Math.random() * spread,
            );
            timer.unref();
            // A client that does not answer the close handshake is cut off.
            setTimeout(() => socket.terminate(), spread + 1_000).unref();
          }),
      );
      await Promise.all(closing);
    });

    /** Runs before the upgrade: refuses foreign pages, and looks up whose socket it will be. */
    async function admit(request: FastifyRequest, _reply: FastifyReply) {
      const site = await siteDirectory.resolve(requestedHostname(request));
      const ownOrigin = `${request.protocol}://${request.host}`;
      const allowed = [await options.siteOrigin(site), ownOrigin];
      if (!originAllowed(request.headers.origin, allowed)) throw foreignOrigin();
      if (!request.ws) throw upgradeRequired();
      const session = await sessions.read(request);
      if (!session) return admissions.set(request, null);
      const siteOfMember = await memberSite(session.memberId);
      admissions.set(
        request,
        siteOfMember === site.id ? { memberId: session.memberId, sessionId: session.id } : null,
      );
    }

    await app.register(async (scope) => {
      await scope.register(websocket, {
        options: {
          maxPayload: CHAT_SOCKET_MAX_FRAME_BYTES,
          perMessageDeflate: false,
          // Upgrades come from routeUpgrade above, not from the server itself.
          server: upgrades as unknown as Server,
        },
      });

      scope.route({
        method: 'GET',
        url: CHAT_SOCKET_PATH,
        schema: { hide: true },
        preHandler: admit,
        handler: async () => {
          throw upgradeRequired();
        },
        wsHandler: (socket, request) => {
          const admission = admissions.get(request) ?? null;
          if (!admission) {
            socket.close(CHAT_SOCKET_CLOSE.authenticationRequired, 'authentication required');
            return;
          }
          const { memberId, sessionId } = admission;
          const held = perMember.get(memberId) ?? 0;
          if (held >= MAX_SOCKETS_PER_MEMBER) {
            socket.close(CHAT_SOCKET_CLOSE.tryAgainLater, 'too many connections');
            return;
          }
          perMember.set(memberId, held + 1);
          open.add(socket);
          const handle = serveChatSocket({
            socket,
            memberId,
            sessionId,
            bus,
            sessionAlive: async () => (await sessions.read(request))?.memberId === memberId,
            typingRecipient: options.typingRecipient,
            heartbeatMs,
            // Half the client's interval: signals that arrive a little early through a network hiccup
            // still pass.
            typingIntervalMs: CHAT_TYPING_THROTTLE_MS / 2,
            now,
            log: request.log,
            after: afterOf(request.url),
            eventLog: options.eventLog,
            replayed: options.replayed,
            onClose: () => {
              open.delete(socket);
              const mine = handles.get(memberId);
              mine?.delete(handle);
              if (mine?.size === 0) handles.delete(memberId);
              const left = (perMember.get(memberId) ?? 1) - 1;
              if (left > 0) perMember.set(memberId, left);
              else perMember.delete(memberId);
            },
          });
          const mine = handles.get(memberId) ?? new Set();
          mine.add(handle);
          handles.set(memberId, mine);
        },
      });
    });
  },
  { name: 'realtime', dependencies: ['session', 'redis'], fastify: '5.x' },
);
