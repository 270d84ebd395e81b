/**
 * One open chat socket of a member: it sends the member's events as JSON text frames, answers the client's
 * pings, forwards typing signals to the other member of a conversation, and is checked on every heartbeat (a
 * socket that missed its pong is cut off; a socket whose session ended is closed).
 *
 * Delivery is exact per socket (event-log.ts): the first frame is `resume`; then every event of the member's
 * log after the client's `after`, in seq order, each once. Live events from the bus are sent when they are
 * the next one; a live event past a hole (its predecessor's publish was lost) makes the socket read the
 * missing ones from the log first. The plugin tells each socket the member's head now and then (`headIs`),
 * which catches up the events whose publish was lost with nothing after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_REPLAY_MAX_EVENTS,
  CHAT_SOCKET_CLOSE,
  ClientSocketMessageSchema,
  type ClientSocketMessage,
  type RealtimeEvent,
} from 'contract';
import type { LoggedEvent } from '../../db/repositories/index.js';
import type { BusEvent, RealtimeBus } from './bus.js';
import { sequenced } from './event-log.js';

const clientMessage = TypeCompiler.Compile(ClientSocketMessageSchema);

/** Malformed frames (not JSON, not a known message) tolerated before the socket is closed (1008). */
export const BAD_FRAMES_ALLOWED = 3;
/** Frames a client may send per FRAME_WINDOW_MS: typing every 2 s and a ping now and then stay far below. */
export const FRAMES_PER_WINDOW = 40;
export const FRAME_WINDOW_MS = 10_000;
/**
 * Unsent bytes a socket may pile up before it is closed (1013): a client that does not read its events must
 * not make the server hold them; it reconnects and catches up.
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;
/** Events read from the log per query while catching up. */
const REPLAY_PAGE = 200;

/** The member's event log as a socket reads it. */
export interface SocketEventLog {
  /** The member's newest seq (0 before their first event). */
  head(memberId: number): Promise<number>;
  eventsAfter(memberId: number, after: number, limit: number): Promise<LoggedEvent[]>;
}

/** What the plugin can tell an open socket. */
export interface ChatSocketHandle {
  memberId: number;
  /** The member's log reaches `seq` (read from the database): events the socket lacks are sent. */
  headIs(seq: number): void;
}

export interface ChatSocketOptions {
  socket: WebSocket;
  memberId: number;
  /** The session the socket was opened with. */
  sessionId: string;
  bus: RealtimeBus;
  /**
   * Whether the session the socket was opened with is still live (asked on every heartbeat, and at once when
   * the bus says sessions of the member ended).
   */
  sessionAlive: () => Promise<boolean>;
  /** The other member of the conversation, for a typing signal; null when the member may not signal there. */
  typingRecipient: (conversationId: number, memberId: number) => Promise<number | null>;
  heartbeatMs: number;
  /** A typing signal is passed on at most once per conversation in this time (the client sends every 2 s). */
  typingIntervalMs: number;
  now: () => number;
  log: FastifyBaseLogger;
  /** The last seq the client applied (the address's `after`); null: none, or not a number. */
  after: number | null;
  eventLog: SocketEventLog;
  /** Counts the events sent from the log (the metrics). */
  replayed?: (events: number) => void;
  /** Runs once when the socket has closed, whichever side closed it. */
  onClose?: () => void;
}

function parseFrame(data: RawData, isBinary: boolean): ClientSocketMessage | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    return clientMessage.Check(value) ? value : null;
  } catch {
    return null;
  }
}

export function serveChatSocket(options: ChatSocketOptions): ChatSocketHandle {
  const { socket, memberId, bus, log, now } = options;
  let alive = true;
  let badFrames = 0;
  let windowStart = now();
  let framesInWindow = 0;
  const typingSentAt = new Map<number, number>();

  const send = (event: RealtimeEvent) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(CHAT_SOCKET_CLOSE.tryAgainLater, 'not reading');
      return;
    }
    socket.send(JSON.stringify(event));
  };

  // The seq of the last event sent on this socket. Everything that sends a sequenced event runs in `serial`,
  // one step after the other, so a replay and a live event never overtake each other.
  let delivered = 0;
  let steps: Promise<void> = Promise.resolve();
  let catchUpQueued = false;
  const serial = (step: () => Promise<void> | void) => {
    steps = steps.then(step).catch((error: unknown) => {
      // The database did not answer: what is missing is sent at the next head the plugin reports.
      log.warn({ err: error, memberId }, 'chat socket: catching up from the event log failed');
    });
  };
  const open = () => socket.readyState === socket.OPEN;

  /** Sends the log's events after `delivered`, in order; a log that no longer has them restarts the client. */
  const catchUp = async () => {
    catchUpQueued = false;
    while (open()) {
      const rows = await options.eventLog.eventsAfter(memberId, delivered, REPLAY_PAGE);
      for (const row of rows) {
        if (row.seq !== delivered + 1) {
          // Purged meanwhile: the reconnect's resume tells the client to load its data again.
          socket.close(CHAT_SOCKET_CLOSE.serviceRestart, 'events expired');
          return;
        }
        send(sequenced(row));
        delivered = row.seq;
      }
      if (rows.length > 0) options.replayed?.(rows.length);
      if (rows.length < REPLAY_PAGE) return;
    }
  };
  const queueCatchUp = () => {
    if (catchUpQueued) return;
    catchUpQueued = true;
    serial(catchUp);
  };

  /** The first frame: where the client stands, then what it missed (or a reset when that is too much). */
  serial(async () => {
    const head = await options.eventLog.head(memberId).catch((error: unknown) => {
      log.warn({ err: error, memberId }, 'chat socket: the event log does not answer');
      socket.close(CHAT_SOCKET_CLOSE.tryAgainLater, 'try again later');
      return null;
    });
    if (head === null) return;
    const after = options.after;
    let resumable = after !== null && after <= head && head - after <= CHAT_REPLAY_MAX_EVENTS;
    if (resumable && after !== null && after < head) {
      const [next] = await options.eventLog.eventsAfter(memberId, after, 1);
      resumable = next?.seq === after + 1;
    }
    send({ type: 'resume', seq: head, reset: !resumable });
    delivered = resumable && after !== null ? after : head;
    if (delivered < head) await catchUp();
  });

  /** A live event from the bus: sent when it is the next one, else the log fills the hole first. */
  const deliverLive = (event: Extract<RealtimeEvent, { seq: number }>) =>
    serial(async () => {
      if (event.seq <= delivered) return;
      if (event.seq === delivered + 1) {
        send(event);
        delivered = event.seq;
        return;
      }
      await catchUp();
    });
  /** Closes the socket (4401) once its session has ended: the client stops reconnecting and logs out. */
  const checkSession = () =>
    options.sessionAlive().then(
      (live) => {
        if (!live) socket.close(CHAT_SOCKET_CLOSE.authenticationRequired, 'session ended');
      },
      (error: unknown) => log.warn({ err: error, memberId }, 'chat socket: the session could not be checked'),
    );
  const stopListening = bus.subscribe(memberId, (event: BusEvent) => {
    if (event.type === 'sessions_ended') {
      if (event.spare !== options.sessionId) void checkSession();
    } else if (event.type === 'catch_up') {
      queueCatchUp();
    } else if ('seq' in event && event.type !== 'resume') {
      deliverLive(event);
    } else {
      // Fleeting (typing): no order to keep.
      send(event);
    }
  });

  const closeForPolicy = (reason: string) => {
    log.info({ memberId, reason }, 'chat socket closed for breaking the protocol');
    socket.close(CHAT_SOCKET_CLOSE.policyViolation, reason);
  };

  /** Counts a frame; false once the client sends faster than any real page does. */
  const withinRate = () => {
    const at = now();
    if (at - windowStart >= FRAME_WINDOW_MS) {
      windowStart = at;
      framesInWindow = 0;
    }
    framesInWindow += 1;
    return framesInWindow <= FRAMES_PER_WINDOW;
  };

  const forwardTyping = async (conversationId: number) => {
    const at = now();
    const last = typingSentAt.get(conversationId);
    if (last !== undefined && at - last < options.typingIntervalMs) return;
    // Marked before the lookup, so a burst of signals costs one lookup.
    typingSentAt.set(conversationId, at);
    if (typingSentAt.size > 64) {
      for (const [id, sentAt] of typingSentAt) {
        if (at - sentAt >= options.typingIntervalMs) typingSentAt.delete(id);
      }
    }
    const recipient = await options.typingRecipient(conversationId, memberId);
    if (recipient === null) return;
    bus.publish([recipient], { type: 'typing', conversation: conversationId, member: memberId });
  };

  socket.on('message', (data, isBinary) => {
    alive = true;
    if (!withinRate()) return closeForPolicy('too many messages');
    const message = parseFrame(data, isBinary);
    if (!message) {
      badFrames += 1;
      if (badFrames >= BAD_FRAMES_ALLOWED) closeForPolicy('malformed messages');
      return;
    }
    if (message.type === 'ping') return send({ type: 'pong' });
    forwardTyping(message.conversation).catch((error: unknown) =>
      log.warn({ err: error, memberId }, 'chat socket: a typing signal could not be passed on'),
    );
  });

  socket.on('pong', () => {
    alive = true;
  });

  const heartbeat = setInterval(() => {
    if (!alive) {
      // No pong since the last ping: the connection is dead (sleeping laptop, dropped network).
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
    void checkSession();
  }, options.heartbeatMs);

  socket.once('close', () => {
    clearInterval(heartbeat);
    stopListening();
    options.onClose?.();
  });

  return {
    memberId,
    headIs(seq) {
      if (seq > delivered) queueCatchUp();
    },
  };
}
