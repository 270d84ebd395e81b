/**
 * One open chat socket of a member: it receives the member's events from the bus as JSON text frames, answers
 * the client's pings, forwards typing signals to the other member of a conversation, and is checked on every
 * heartbeat (a socket that missed its pong is cut off; a socket whose session ended is closed).
 */
import type { FastifyBaseLogger } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_SOCKET_CLOSE,
  ClientSocketMessageSchema,
  type ClientSocketMessage,
  type RealtimeEvent,
} from 'contract';
import type { BusEvent, RealtimeBus } from './bus.js';

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

export function serveChatSocket(options: ChatSocketOptions): void {
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
  /** Closes the socket (4401) once its session has ended: the client stops reconnecting and logs out. */
  const checkSession = () =>
    options.sessionAlive().then(
      (live) => {
        if (!live) socket.close(CHAT_SOCKET_CLOSE.authenticationRequired, 'session ended');
      },
      (error: unknown) => log.warn({ err: error, memberId }, 'chat socket: the session could not be checked'),
    );
  const stopListening = bus.subscribe(memberId, (event: BusEvent) => {
    if (event.type !== 'sessions_ended') send(event);
    else if (event.spare !== options.sessionId) void checkSession();
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
}
