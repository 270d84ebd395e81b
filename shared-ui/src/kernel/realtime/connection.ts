/**
 * One chat socket that stays connected: it reconnects after every drop with a growing, jittered delay, and
 * checks with its own pings that the connection is alive (a browser cannot see the server's pings, and a
 * connection that died quietly, e.g. across a laptop's sleep, may take minutes to report it).
 */
import {
  CHAT_SOCKET_CLOSE,
  CHAT_SOCKET_HEARTBEAT_MS,
  CHAT_SOCKET_RECONNECT_MAX_MS,
  CHAT_SOCKET_RECONNECT_MIN_MS,
} from 'contract/constants';
import type { ClientSocketMessage, RealtimeEvent } from 'contract';
import { reconnectDelay } from './backoff';

/** off: not started or stopped; waiting: down, the next attempt is scheduled. */
export type RealtimeStatus = 'off' | 'connecting' | 'open' | 'waiting';

/** Timers the connection uses (tests drive them by hand). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** WebSocket.OPEN (the constant, so a socket made by `createSocket` need not be the page's class). */
const OPEN = 1;

/** How long the answer to a ping may take before the connection counts as dead. */
export const PONG_TIMEOUT_MS = 10_000;

export interface RealtimeConnectionOptions {
  /** The socket's address for the next attempt (it names the last event the tab applied). */
  url(): string;
  /** Every event the server sends (not the answers to pings). */
  onEvent(event: RealtimeEvent): void;
  onStatus(status: RealtimeStatus): void;
  /** The socket is open: the first time and after every reconnect. */
  onOpen?(): void;
  /** The server closed the socket for want of a live session (logout elsewhere, session expired). */
  onSessionEnded(): void;
  timers?: Timers;
  random?: () => number;
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface RealtimeConnection {
  start(): void;
  stop(): void;
  /** Sends a message if the socket is open; false otherwise (nothing is queued). */
  send(message: ClientSocketMessage): boolean;
  /** While waiting to reconnect: tries now, with the delays starting over (the network is back). */
  reconnectNow(): void;
  /** While open: pings at once, so a dead connection is found within the pong time-out. */
  checkAlive(): void;
  /**
   * Gives up the socket (open or not) and connects again after `delayMs` (0: at once), e.g. to ask the
   * server again for events the socket skipped. Nothing happens when stopped.
   */
  reopen(delayMs: number): void;
  status(): RealtimeStatus;
}

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as { type?: unknown }).type === 'string'
      ? (value as RealtimeEvent)
      : null;
  } catch {
    return null;
  }
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const timers = options.timers ?? browserTimers;
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const heartbeatMs = options.heartbeatMs ?? CHAT_SOCKET_HEARTBEAT_MS;
  const pongTimeoutMs = options.pongTimeoutMs ?? PONG_TIMEOUT_MS;
  const minDelayMs = options.minDelayMs ?? CHAT_SOCKET_RECONNECT_MIN_MS;
  const maxDelayMs = options.maxDelayMs ?? CHAT_SOCKET_RECONNECT_MAX_MS;

  let current: RealtimeStatus = 'off';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;
  let pongTimer: unknown = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === current) return;
    current = next;
    options.onStatus(next);
  };
  const clearTimer = (handle: unknown) => {
    if (handle !== null) timers.clear(handle);
    return null;
  };

  function ping() {
    if (!socket || socket.readyState !== OPEN) return;
    pingTimer = clearTimer(pingTimer);
    socket.send(JSON.stringify({ type: 'ping' } satisfies ClientSocketMessage));
    if (pongTimer === null) pongTimer = timers.set(dropDead, pongTimeoutMs);
    pingTimer = timers.set(ping, heartbeatMs);
  }

  /** No answer in time: the connection is given up at once rather than when the browser notices. */
  function dropDead() {
    pongTimer = null;
    const dead = socket;
    detach();
    dead?.close();
    scheduleReconnect(reconnectDelay(attempt++, random, minDelayMs, maxDelayMs));
  }

  function detach() {
    pingTimer = clearTimer(pingTimer);
    pongTimer = clearTimer(pongTimer);
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    socket = null;
  }

  function scheduleReconnect(delayMs: number) {
    setStatus('waiting');
    reconnectTimer = clearTimer(reconnectTimer);
    reconnectTimer = timers.set(() => {
      reconnectTimer = null;
      connect();
    }, delayMs);
  }

  function connect() {
    setStatus('connecting');
    const next = createSocket(options.url());
    socket = next;
    next.onopen = () => {
      attempt = 0;
      setStatus('open');
      pingTimer = timers.set(ping, heartbeatMs);
      options.onOpen?.();
    };
    next.onmessage = (message: MessageEvent) => {
      // Any frame shows the connection is alive.
      pongTimer = clearTimer(pongTimer);
      const event = parseEvent(message.data);
      if (event && event.type !== 'pong') options.onEvent(event);
    };
    next.onclose = (close: CloseEvent) => {
      detach();
      if (close.code === CHAT_SOCKET_CLOSE.authenticationRequired) {
        // Reconnecting at once would be refused again; the session is checked, and if it is still live after
        // all, the socket comes back at the slowest pace.
        options.onSessionEnded();
        scheduleReconnect(maxDelayMs);
        return;
      }
      scheduleReconnect(reconnectDelay(attempt++, random, minDelayMs, maxDelayMs));
    };
    // A failed connection also closes; the close decides what happens next.
    next.onerror = () => undefined;
  }

  return {
    start() {
      if (current !== 'off') return;
      attempt = 0;
      connect();
    },
    stop() {
      reconnectTimer = clearTimer(reconnectTimer);
      const open = socket;
      detach();
      open?.close(1000);
      setStatus('off');
    },
    send(message) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    reconnectNow() {
      if (current !== 'waiting') return;
      reconnectTimer = clearTimer(reconnectTimer);
      attempt = 0;
      connect();
    },
    checkAlive: ping,
    reopen(delayMs) {
      if (current === 'off') return;
      reconnectTimer = clearTimer(reconnectTimer);
      const dropped = socket;
      detach();
      dropped?.close(1000);
      if (delayMs > 0) scheduleReconnect(delayMs);
      else connect();
    },
    status: () => current,
  };
}
