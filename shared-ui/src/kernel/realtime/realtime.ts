/**
 * The chat socket of this tab, for a logged-in member: one per tab (the kernel is a federation singleton, so
 * every remote shares it). Events change the cache first (applyEvent.ts), then reach the features that
 * listen (typing, read receipts, a conversation's new messages). While the socket is down, the session's
 * polling keeps the data fresh. Each reconnect names the last event the tab applied, and the server answers
 * with every event after it, in order (sequence.ts); only when it cannot (the first connect, a gap older than
 * its log keeps) is what the tab shows loaded again. Either way the features catch up on their own data
 * (useRealtimeReconnect).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { CHAT_SOCKET_PATH, CHAT_TYPING_THROTTLE_MS } from 'contract/constants';
import type { RealtimeEvent } from 'contract';
import { queryKeys } from '../queries/keys';
import { reloadLikes } from '../queries/likes';
import { userAtom } from '../session/atoms';
import { applyCredits, applyRealtimeEvent, type CreditsChange, type Store } from './applyEvent';
import { reconnectDelay } from './backoff';
import {
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
} from './connection';
import { arrivalOf, socketUrlAfter } from './sequence';
import { realtimeConnectionsAtom, realtimeStatusAtom } from './status';

export type RealtimeListener = (event: RealtimeEvent) => void;
export type RealtimeEventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;

const eventListeners = new Set<RealtimeListener>();
const connectListeners = new Set<() => void>();
/** When this tab last sent a typing signal, per conversation. */
const typingSentAt = new Map<number, number>();
/** The tab's socket and the function that closes it (and stops listening to the page). */
let active: { connection: RealtimeConnection; stop: () => void } | null = null;

/** A feature's failing listener must not keep the event from the others: its error is reported on its own. */
function callSafely(listener: () => void): void {
  try {
    listener();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** ws(s)://<this host>/api/chat-socket: the socket is the site's own (the session cookie goes with it). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CHAT_SOCKET_PATH}`;
}

/** Every event of the socket, after the cache took it in; returns the function that stops listening. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/**
 * Runs each time the socket (re)connects, also the first time, once the server said where the events resume:
 * a feature loads what it may have missed meanwhile that the events do not carry (a conversation's history).
 */
export function onRealtimeConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/**
 * Tells the other member of the conversation that the member is typing: at most once per
 * CHAT_TYPING_THROTTLE_MS per conversation (call it on every keystroke). False when nothing was sent.
 */
export function sendTyping(conversationId: number, now: number = Date.now()): boolean {
  const last = typingSentAt.get(conversationId);
  if (last !== undefined && now - last < CHAT_TYPING_THROTTLE_MS) return false;
  if (!active?.connection.send({ type: 'typing', conversation: conversationId })) return false;
  typingSentAt.set(conversationId, now);
  return true;
}

export interface StartRealtimeOptions {
  client: QueryClient;
  store: Store;
  userId: number;
  /** Default: chatSocketUrl() of the page. */
  url?: string;
  /** Timers, randomness and the socket factory (tests). */
  connection?: Partial<Pick<RealtimeConnectionOptions, 'timers' | 'random' | 'createSocket' | 'heartbeatMs'>>;
}

/**
 * Opens the tab's socket for the member (closing any previous one); returns the function that closes it. The
 * last event applied is the session's own: a member logging in starts from none.
 */
export function startRealtime({
  client,
  store,
  userId,
  url,
  connection: overrides,
}: StartRealtimeOptions): () => void {
  active?.stop();
  const target = { client, store, userId };
  const base = url ?? chatSocketUrl();
  const random = overrides?.random ?? Math.random;
  /** The seq of the last event applied; null until the server first said where the member's events stand. */
  let lastSeq: number | null = null;
  let resumes = 0;
  /** Holes found since an event last came in order: a server that keeps skipping is asked again more slowly. */
  let holes = 0;

  /** The first frame of every socket: the events resume after the tab's last one, or the tab loads anew. */
  function resumed({ seq, reset }: RealtimeEventOf<'resume'>) {
    resumes += 1;
    store.set(realtimeConnectionsAtom, (count) => count + 1);
    if (reset || lastSeq === null) {
      lastSeq = seq;
      // The events the tab missed are not coming: what they changed is loaded again. A load already under way
      // (the page's first) is not repeated.
      void client.invalidateQueries({ queryKey: queryKeys.chats(userId) }, { cancelRefetch: false });
      if (resumes > 1) {
        void reloadLikes(client, userId);
        void client.refetchQueries({ queryKey: queryKeys.user(userId) }, { cancelRefetch: false });
      }
    }
    for (const listener of connectListeners) callSafely(listener);
  }

  function deliver(event: RealtimeEvent) {
    applyRealtimeEvent(target, event);
    for (const listener of eventListeners) callSafely(() => listener(event));
  }

  const own = createRealtimeConnection({
    ...overrides,
    url: () => socketUrlAfter(base, lastSeq),
    onEvent: (event) => {
      if (event.type === 'resume') return resumed(event);
      switch (arrivalOf(event, lastSeq)) {
        case 'duplicate':
          return;
        case 'hole':
          // Never sent by the server on one socket, but if it happens the skipped events are asked for again.
          own.reopen(holes === 0 ? 0 : reconnectDelay(holes - 1, random));
          holes += 1;
          return;
        case 'next':
          if ('seq' in event) lastSeq = event.seq;
          holes = 0;
          return deliver(event);
        case 'unnumbered':
          return deliver(event);
      }
    },
    onStatus: (status) => store.set(realtimeStatusAtom, status),
    // The user call answers whether the session is over; if it is, the shell logs out and stops the socket.
    onSessionEnded: () => void client.refetchQueries({ queryKey: queryKeys.user(userId) }),
  });
  // The network is back, or the page is looked at again: no need to wait out the delay, or to trust a
  // connection that may have died while the device slept.
  const onOnline = () => own.reconnectNow();
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (own.status() === 'waiting') own.reconnectNow();
    else if (own.status() === 'open') own.checkAlive();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  const session = {
    connection: own,
    stop() {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      own.stop();
      if (active !== session) return;
      active = null;
      typingSentAt.clear();
    },
  };
  active = session;
  own.start();
  return session.stop;
}

/** Closes the tab's socket, if one is open. */
export function stopRealtime(): void {
  active?.stop();
}

/** The shell's boot wiring: the socket is open while a member is logged in, closed for a visitor. */
export function useRealtime(): void {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const client = useQueryClient();
  const store = useStore();
  useEffect(() => {
    if (userId === null) return;
    return startRealtime({ client, store, userId });
  }, [userId, client, store]);
}

/** Calls `handler` with every event of the type while the component is mounted (the latest handler). */
export function useRealtimeEvent<T extends RealtimeEvent['type']>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === type) latest.current(event as RealtimeEventOf<T>);
      }),
    [type],
  );
}

/** Calls `handler` each time the socket (re)opens while the component is mounted: catch up from there. */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeConnected(() => latest.current()), []);
}

/** Applies a balance the API answered with (a send's `credits` and `free_messages_left`) at once: the badge follows. */
export function useCreditsChanged(): CreditsChanged {
  const client = useQueryClient();
  const store = useStore();
  return useMemo(() => {
    function creditsChanged(change: CreditsChange): void;
    function creditsChanged(credits: number, paidUser?: boolean): void;
    function creditsChanged(changeOrCredits: CreditsChange | number, paidUser?: boolean): void {
      if (typeof changeOrCredits === 'number') applyCredits(client, store, changeOrCredits, paidUser);
      else applyCredits(client, store, changeOrCredits);
    }
    return creditsChanged;
  }, [client, store]);
}

/** A balance change: the object form, or the (credits, paidUser) form remotes built against kernel 3.6 call. */
export interface CreditsChanged {
  (change: CreditsChange): void;
  (credits: number, paidUser?: boolean): void;
}
