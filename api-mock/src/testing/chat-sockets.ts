/** Chat socket clients for tests: a real `ws` client against a listening app, recording what arrives. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import {
  CHAT_SOCKET_AFTER_PARAM,
  CHAT_SOCKET_PATH,
  SESSION_COOKIE,
  type RealtimeEvent,
  type SequencedEvent,
  type UnsequencedEvent,
} from 'contract';
import { createRepositories, type AppDatabase } from '../db/index.js';
import { conversationMembers, conversations } from '../db/schema.js';
import type { RealtimeBus } from '../features/realtime/bus.js';
import { appendEvents, publishDelivery, type Delivery } from '../features/realtime/event-log.js';
import type { TestApp } from './test-app.js';

export interface SocketOptions {
  /** The session token (the auth cookie); none: a visitor. */
  token?: string;
  /** The Host header; default the seeded default site. */
  host?: string;
  /** The Origin header; default the page of `host`; null: none at all. */
  origin?: string | null;
  /** Answer the server's pings (default true); false plays a dead connection. */
  autoPong?: boolean;
  /** The last seq the client applied (the address's `after`); a string goes into the address as it is. */
  after?: number | string;
}

type ResumeFrame = Extract<RealtimeEvent, { type: 'resume' }>;

export interface TestSocket {
  ws: WebSocket;
  /** Every event received so far, in order, but the resume frames. */
  events: RealtimeEvent[];
  /** The resume frames received (the first frame of the socket). */
  resumes: ResumeFrame[];
  /** Resolves with the socket's first frame. */
  resumed: Promise<ResumeFrame>;
  /** Resolves with the next event matching `match` (already received ones count), rejects on close. */
  next(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  /** Resolves once the socket is open, or rejects with the status of a refused handshake. */
  opened: Promise<void>;
  /** Resolves when the socket has closed, with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends a JSON message (or raw text / bytes as given). */
  send(message: unknown): void;
  /** A ping/pong round trip: every frame the server sent before answering has arrived. */
  roundTrip(): Promise<void>;
}

/** A refused handshake: its HTTP status and body. */
export class HandshakeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`handshake refused with ${status}`);
  }
}

export const DEFAULT_HOST = 'flirtmoment.test';

/**
 * A heartbeat (CHAT_SOCKET_HEARTBEAT_MS) far longer than any test runs: a socket that closes in such a test
 * was closed by what the test did, not by a heartbeat's session check.
 */
export const HEARTBEAT_BEYOND_TESTS = String(10 * 60_000);

export function socketUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`;
}

export function openSocket(app: FastifyInstance, options: SocketOptions = {}): TestSocket {
  const host = options.host ?? DEFAULT_HOST;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  const headers: Record<string, string> = { host };
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  const query = options.after === undefined ? '' : `?${CHAT_SOCKET_AFTER_PARAM}=${options.after}`;
  const ws = new WebSocket(`${socketUrl(app)}${query}`, {
    headers,
    ...(origin === null ? {} : { origin }),
    autoPong: options.autoPong ?? true,
  });
  const events: RealtimeEvent[] = [];
  const resumes: ResumeFrame[] = [];
  let settleResumed: (frame: ResumeFrame) => void = () => undefined;
  const resumed = new Promise<ResumeFrame>((resolve) => (settleResumed = resolve));
  const waiters = new Set<{
    match: (event: RealtimeEvent) => boolean;
    resolve: (event: RealtimeEvent) => void;
  }>();
  let closedWith: { code: number; reason: string } | null = null;
  const closeListeners = new Set<() => void>();

  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent;
    if (event.type === 'resume') {
      resumes.push(event);
      settleResumed(event);
      return;
    }
    events.push(event);
    for (const waiter of waiters) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  });

  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => reject(new HandshakeRefused(response.statusCode ?? 0, body)));
    });
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      closeListeners.forEach((listener) => listener());
      resolve(closedWith);
    });
  });
  // A refused handshake also ends in 'error'; the test reads it from `opened`.
  opened.catch(() => undefined);

  const next = (match: (event: RealtimeEvent) => boolean, timeoutMs = 5_000) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const found = events.find(match);
      if (found) return resolve(found);
      if (closedWith) return reject(new Error(`socket closed (${closedWith.code}) before the event`));
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const waiter = {
        match,
        resolve: (event: RealtimeEvent) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      waiters.add(waiter);
      closeListeners.add(() => {
        if (!waiters.delete(waiter)) return;
        clearTimeout(timer);
        reject(new Error(`socket closed (${closedWith?.code}) before the event`));
      });
    });

  const pongs = () => events.filter((event) => event.type === 'pong').length;
  return {
    ws,
    events,
    resumes,
    resumed,
    next,
    opened,
    closed,
    send: (message) =>
      ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message)),
    async roundTrip() {
      const target = pongs() + 1;
      ws.send(JSON.stringify({ type: 'ping' }));
      await next((event) => event.type === 'pong' && pongs() >= target);
    },
  };
}

/** The sequenced events a socket received, their seqs in order (what a client applies). */
export const seqsOf = (socket: TestSocket): number[] =>
  socket.events.filter((event): event is SequencedEvent => 'seq' in event).map((event) => event.seq);

/**
 * Events for a member as the services make them: stored in the member's log in one transaction, then
 * published on `bus` unless `publish` is false (a publish lost on the way).
 */
export async function logEvents(
  db: AppDatabase,
  bus: RealtimeBus,
  memberId: number,
  events: UnsequencedEvent[],
  { publish = true }: { publish?: boolean } = {},
): Promise<Delivery> {
  const delivery = await createRepositories(db).transaction((tx) =>
    appendEvents(tx, { events: events.map((event) => ({ memberId, event })) }, new Date()),
  );
  if (publish) publishDelivery(bus, delivery);
  return delivery;
}

/** Closes every given socket and waits until each has closed. */
export async function closeAll(sockets: TestSocket[]): Promise<void> {
  for (const socket of sockets) {
    if (socket.ws.readyState === WebSocket.OPEN || socket.ws.readyState === WebSocket.CONNECTING) {
      socket.ws.terminate();
    }
  }
  await Promise.all(sockets.map((socket) => socket.closed));
}

/** A conversation between two members, straight into the tables (for tests not about sending). */
export async function insertConversation(t: TestApp, siteId: number, a: number, b: number): Promise<number> {
  const db = t.db.handle.db;
  const [row] = await db
    .insert(conversations)
    .values({
      siteId,
      memberLow: Math.min(a, b),
      memberHigh: Math.max(a, b),
      startedBy: a,
      createdAt: new Date(),
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation insert returned nothing');
  await db.insert(conversationMembers).values([
    { conversationId: row.id, memberId: a, otherId: b },
    { conversationId: row.id, memberId: b, otherId: a },
  ]);
  return row.id;
}
