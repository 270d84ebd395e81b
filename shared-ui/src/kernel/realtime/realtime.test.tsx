/**
 * The tab's chat socket against a real WebSocket server on the loopback: the page's own WebSocket connects,
 * the server sends events and closes connections. The connection's timers (reconnect delays, pings) are
 * driven by hand, so the backoff is checked without waiting for it.
 */
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ChatEntry, ChatsResponse, Message, User } from 'contract';
import {
  CHAT_SOCKET_CLOSE,
  CHAT_SOCKET_HEARTBEAT_MS,
  CHAT_SOCKET_RECONNECT_MAX_MS,
  CHAT_TYPING_THROTTLE_MS,
  USER_REFRESH_INTERVAL_MS,
} from 'contract/constants';
import {
  startRealtimeTestServer,
  stubFetch,
  TestProviders,
  userFixture,
  type RealtimeTestServer,
  type TestStore,
} from '../../testing';
import { createQueryClient } from '../queries/queryClient';
import { useChats } from '../queries/chats';
import { useCreditsCount, useNewLikesCount, useUnreadMessagesCount } from '../queries/counts';
import { useLikes } from '../queries/likes';
import { userQueryOptions } from '../queries/user';
import { queryKeys } from '../queries/keys';
import { userAtom } from '../session/atoms';
import { reconnectDelay } from './backoff';
import { PONG_TIMEOUT_MS, type Timers } from './connection';
import {
  chatSocketUrl,
  sendTyping,
  startRealtime,
  stopRealtime,
  subscribeRealtime,
  useRealtimeEvent,
  useRealtimeReconnect,
} from './realtime';
import { realtimeConnectionsAtom, realtimeStatusAtom } from './status';

/** Timers the test fires itself: the pending ones are listed with their delay. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { run: () => void; ms: number }>();
  const timers: Timers = {
    set(run, ms) {
      const id = next++;
      pending.set(id, { run, ms });
      return id;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((entry) => entry.ms).sort((a, b) => a - b),
    /** Runs the pending timer of this delay. */
    fire(ms: number) {
      const found = [...pending].find(([, entry]) => entry.ms === ms);
      if (!found) throw new Error(`no timer of ${ms} ms; pending: ${[...pending.values()].map((e) => e.ms)}`);
      pending.delete(found[0]);
      act(() => found[1].run());
    },
  };
}

const ME = 7;
const OTHER = 21;

function entry(conversation: number, unread: number, lastId: number | null): ChatEntry {
  return {
    conversation,
    profile: {
      id: 100 + conversation,
      name: `Member ${conversation}`,
      age: 30,
      gender: 'female',
      country: 'GB',
      region: null,
      city: null,
      main_image: null,
      photo_count: 0,
      fictional: false,
    },
    num_unread_messages: unread,
    last_message: lastId === null ? null : message({ id: lastId, conversation_id: conversation }),
  };
}

function message(fields: Partial<Message>): Message {
  return {
    id: 1,
    conversation_id: 1,
    sender_id: OTHER,
    kind: 'text',
    text: 'Hello',
    gift: null,
    attachment: null,
    created_at: '2026-06-01T12:00:00Z',
    read: null,
    ...fields,
  };
}

let server: RealtimeTestServer;
let store: TestStore;
let client: ReturnType<typeof createQueryClient>;
let clock: ReturnType<typeof manualTimers>;
let sent: { method: string; path: string }[];
const user: User = userFixture({ credits: 30 });

beforeEach(async () => {
  server = await startRealtimeTestServer();
  store = createStore();
  store.set(userAtom, user);
  client = createQueryClient();
  clock = manualTimers();
  ({ sent } = stubFetch({
    'GET /api/chats.php': { body: { chats: [], total_unread_messages: 0 } satisfies ChatsResponse },
    'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
    'GET /api/user.php': { body: { user } },
  }));
});

afterEach(async () => {
  stopRealtime();
  await server.stop();
});

function start(random = () => 0) {
  return startRealtime({
    client,
    store,
    userId: ME,
    url: server.url,
    connection: { timers: clock.timers, random },
  });
}

const calls = (path: string) => sent.filter((request) => request.path === path).length;

async function opened(count = 1) {
  await waitFor(() => expect(store.get(realtimeConnectionsAtom)).toBe(count));
  expect(store.get(realtimeStatusAtom)).toBe('open');
}

describe('reconnect delays', () => {
  it('double from the minimum up to the cap, each a random part between half and all of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(10, () => 1)).toBe(CHAT_SOCKET_RECONNECT_MAX_MS);
    expect(reconnectDelay(50, () => 0)).toBe(CHAT_SOCKET_RECONNECT_MAX_MS / 2);
  });
});

describe('the tab’s socket', () => {
  it('connects to the page’s own host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'flirtmoment.test' })).toBe(
      'wss://flirtmoment.test/api/chat-socket',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/chat-socket',
    );
  });

  it('reconnects after a drop with growing delays, and starts over once connected', async () => {
    start();
    await opened();
    server.refuse(true);
    act(() => server.closeAll(CHAT_SOCKET_CLOSE.serviceRestart));
    await waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('waiting'));
    expect(clock.delays()).toContain(500);

    // Each refused attempt waits twice as long as the one before.
    for (const [attempt, delay] of [500, 1_000, 2_000].entries()) {
      clock.fire(delay);
      await waitFor(() => expect(server.handshakes()).toBe(2 + attempt));
      await waitFor(() => expect(clock.delays()).toContain(delay * 2));
    }
    server.refuse(false);
    clock.fire(4_000);
    await opened(2);

    // Connected again: the next drop waits the shortest delay again.
    act(() => server.closeAll(CHAT_SOCKET_CLOSE.serviceRestart));
    await waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('waiting'));
    expect(clock.delays()).toContain(500);
  });

  it('loads the conversations on the first connect, and signals the features on every (re)connect', async () => {
    const reconnects: number[] = [];
    function Page() {
      // The badges keep the conversations and the likes observed on every page.
      useChats();
      useLikes();
      useRealtimeReconnect(() => reconnects.push(store.get(realtimeConnectionsAtom)));
      return null;
    }
    render(
      <TestProviders store={store} queryClient={client}>
        <Page />
      </TestProviders>,
    );
    await waitFor(() => expect(calls('/api/chats.php')).toBe(1));
    await waitFor(() => expect(calls('/api/likes.php')).toBe(1));

    act(() => void start());
    await opened();
    expect(reconnects).toEqual([1]);
    await waitFor(() => expect(calls('/api/chats.php')).toBe(2));

    act(() => server.closeAll(CHAT_SOCKET_CLOSE.serviceRestart));
    await waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('waiting'));
    clock.fire(500);
    await opened(2);
    expect(reconnects).toEqual([1, 2]);
    // The reconnect resumed after the last event: the missed ones follow, nothing needs loading again.
    expect(server.afters()).toEqual([null, '0']);
    expect(calls('/api/chats.php')).toBe(2);
    expect(calls('/api/likes.php')).toBe(1);
  });

  it('reconnects within a second at a random point of it when the server restarts', async () => {
    start(() => 0.25);
    await opened();
    act(() => server.closeAll(CHAT_SOCKET_CLOSE.serviceRestart));
    await waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('waiting'));
    // Half of the first delay plus a random part of the other half: tabs closed together come back spread.
    expect(clock.delays()).toEqual([625]);
  });

  it('gives up a connection whose ping gets no answer, and reconnects', async () => {
    start();
    await opened();
    server.answerPings(false);
    clock.fire(CHAT_SOCKET_HEARTBEAT_MS);
    await waitFor(() => expect(server.received).toContainEqual({ type: 'ping' }));
    clock.fire(PONG_TIMEOUT_MS);
    expect(store.get(realtimeStatusAtom)).toBe('waiting');
    await waitFor(() => expect(server.sockets()).toHaveLength(0));
    server.answerPings(true);
    clock.fire(500);
    await opened(2);
  });

  it('keeps a connection whose pings are answered', async () => {
    start();
    await opened();
    clock.fire(CHAT_SOCKET_HEARTBEAT_MS);
    // Answered: the time-out is gone and the next ping is scheduled.
    await waitFor(() => expect(clock.delays()).toEqual([CHAT_SOCKET_HEARTBEAT_MS]));
    expect(store.get(realtimeStatusAtom)).toBe('open');
  });

  it('asks whether the session is over when the server ends the socket with 4401, and slows down', async () => {
    function Session() {
      // The shell's user query, which turns a 403 answer into a logout.
      useQuery(userQueryOptions(user, USER_REFRESH_INTERVAL_MS));
      return null;
    }
    render(
      <TestProviders store={store} queryClient={client}>
        <Session />
      </TestProviders>,
    );
    start();
    await opened();
    expect(calls('/api/user.php')).toBe(0);
    act(() => server.closeAll(CHAT_SOCKET_CLOSE.authenticationRequired, 'session ended'));
    await waitFor(() => expect(calls('/api/user.php')).toBe(1));
    expect(store.get(realtimeStatusAtom)).toBe('waiting');
    expect(clock.delays()).toContain(CHAT_SOCKET_RECONNECT_MAX_MS);
  });

  it('closes the socket when stopped (logout), and connects no more', async () => {
    const stop = start();
    await opened();
    stop();
    expect(store.get(realtimeStatusAtom)).toBe('off');
    await waitFor(() => expect(server.sockets()).toHaveLength(0));
    expect(clock.delays()).toEqual([]);
  });
});

describe('typing', () => {
  it('sends one typing signal per conversation per throttle interval', async () => {
    expect(sendTyping(5, 0)).toBe(false);
    start();
    await opened();
    expect(sendTyping(5, 10_000)).toBe(true);
    expect(sendTyping(5, 10_000 + CHAT_TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(sendTyping(6, 10_500)).toBe(true);
    expect(sendTyping(5, 10_000 + CHAT_TYPING_THROTTLE_MS)).toBe(true);
    await waitFor(() =>
      expect(server.received.filter((received) => received.type === 'typing')).toEqual([
        { type: 'typing', conversation: 5 },
        { type: 'typing', conversation: 6 },
        { type: 'typing', conversation: 5 },
      ]),
    );
  });
});

describe('events', () => {
  /** The page's badges, which keep the conversations, the likes and the user observed. */
  function Badges() {
    return (
      <>
        <output data-testid="credits">{useCreditsCount()}</output>
        <output data-testid="unread">{useUnreadMessagesCount()}</output>
        <output data-testid="likes">{useNewLikesCount()}</output>
      </>
    );
  }

  const chats = () => client.getQueryData<ChatsResponse>(queryKeys.chats(ME));

  beforeEach(async () => {
    ({ sent } = stubFetch({
      'GET /api/chats.php': {
        body: { chats: [entry(1, 0, 10), entry(2, 1, 11)], total_unread_messages: 1 } satisfies ChatsResponse,
      },
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
    }));
    render(
      <TestProviders store={store} queryClient={client}>
        <Badges />
      </TestProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('1'));
    act(() => void start());
    await opened();
    // The first open loads the conversations once more; from here the events are what changes them.
    await waitFor(() => expect(calls('/api/chats.php')).toBe(2));
  });

  it('a new message moves its conversation to the top, counted unread; repeated, it changes nothing', async () => {
    const incoming = message({ id: 12, conversation_id: 1, text: 'Are you there?' });
    act(() => server.publish({ type: 'message', message: incoming }));
    await waitFor(() => expect(chats()?.chats[0]?.conversation).toBe(1));
    expect(chats()?.chats[0]).toMatchObject({ num_unread_messages: 1, last_message: incoming });

    act(() => server.publish({ type: 'message', message: incoming }));
    act(() => server.publish({ type: 'unread', total_unread_messages: 2 }));
    await waitFor(() => expect(chats()?.total_unread_messages).toBe(2));
    expect(chats()?.chats[0]?.num_unread_messages).toBe(1);
  });

  it('the member’s own message (another tab) is the last message but not unread', async () => {
    const own = message({ id: 13, conversation_id: 2, sender_id: ME, text: 'Sent elsewhere' });
    act(() => server.publish({ type: 'message', message: own }));
    await waitFor(() => expect(chats()?.chats[0]?.last_message).toEqual(own));
    expect(chats()?.chats[0]?.num_unread_messages).toBe(1);
  });

  it('a message of a conversation not in the list loads the list again', async () => {
    const loads = calls('/api/chats.php');
    act(() => server.publish({ type: 'message', message: message({ id: 14, conversation_id: 9 }) }));
    await waitFor(() => expect(calls('/api/chats.php')).toBe(loads + 1));
  });

  it('a read in another tab (the total drops) loads the list again; a removed conversation leaves it', async () => {
    const loads = calls('/api/chats.php');
    act(() => server.publish({ type: 'chat_removed', conversation: 1 }));
    await waitFor(() => expect(chats()?.chats.map((chat) => chat.conversation)).toEqual([2]));
    act(() => server.publish({ type: 'unread', total_unread_messages: 0 }));
    await waitFor(() => expect(calls('/api/chats.php')).toBe(loads + 1));
  });

  it('shows a new balance and the free messages left at once, and reloads the likes on a like or a match', async () => {
    expect(screen.getByTestId('credits')).toHaveTextContent('30');
    act(() => server.publish({ type: 'credits', credits: 30, paid_user: false, free_messages_left: 1 }));
    await waitFor(() => expect(store.get(userAtom)).toMatchObject({ credits: 30, free_messages_left: 1 }));
    act(() => server.publish({ type: 'credits', credits: 20, paid_user: true, free_messages_left: 0 }));
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('20'));
    expect(store.get(userAtom)).toMatchObject({ credits: 20, paid_user: true, free_messages_left: 0 });

    const loads = calls('/api/likes.php');
    act(() => server.publish({ type: 'match', member: OTHER }));
    await waitFor(() => expect(calls('/api/likes.php')).toBeGreaterThan(loads));
  });

  it('hands each event to the features listening for its type, after the cache took it in', async () => {
    const typing: number[] = [];
    let unreadSeenByListener = -1;
    function Conversation() {
      useRealtimeEvent('typing', (event) => typing.push(event.member));
      useRealtimeEvent('unread', () => {
        unreadSeenByListener = chats()?.total_unread_messages ?? -1;
      });
      return null;
    }
    const view = render(
      <TestProviders store={store} queryClient={client}>
        <Conversation />
      </TestProviders>,
    );
    act(() => server.send({ type: 'typing', conversation: 2, member: OTHER }));
    act(() => server.publish({ type: 'unread', total_unread_messages: 3 }));
    await waitFor(() => expect(unreadSeenByListener).toBe(3));
    expect(typing).toEqual([OTHER]);

    view.unmount();
    act(() => server.send({ type: 'typing', conversation: 2, member: OTHER }));
    // Events arrive in order: once the balance shows, the typing signal before it has been handled.
    act(() => server.publish({ type: 'credits', credits: 5, paid_user: false, free_messages_left: 0 }));
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('5'));
    expect(typing).toEqual([OTHER]);
  });
});

describe('gapless delivery', () => {
  /** The seq of each numbered event the features received, in order. */
  let seqs: number[];
  let stopListening: () => void;
  const chats = () => client.getQueryData<ChatsResponse>(queryKeys.chats(ME));
  const credits = (amount: number) =>
    ({ type: 'credits', credits: amount, paid_user: false, free_messages_left: 0 }) as const;

  beforeEach(async () => {
    ({ sent } = stubFetch({
      'GET /api/chats.php': {
        body: { chats: [entry(1, 0, 10), entry(2, 1, 11)], total_unread_messages: 1 } satisfies ChatsResponse,
      },
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
    }));
    function Badges() {
      useChats();
      useLikes();
      return <output data-testid="credits">{useCreditsCount()}</output>;
    }
    render(
      <TestProviders store={store} queryClient={client}>
        <Badges />
      </TestProviders>,
    );
    await waitFor(() => expect(calls('/api/chats.php')).toBe(1));
    seqs = [];
    stopListening = subscribeRealtime((event) => {
      if ('seq' in event) seqs.push(event.seq);
    });
    act(() => void start());
    await opened();
    await waitFor(() => expect(calls('/api/chats.php')).toBe(2));
  });

  afterEach(() => stopListening());

  async function dropped() {
    act(() => server.closeAll(CHAT_SOCKET_CLOSE.serviceRestart));
    await waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('waiting'));
  }

  it('back online, gets exactly the events it missed, in order, and loads nothing again', async () => {
    act(() => server.publish(credits(20)));
    await waitFor(() => expect(seqs).toEqual([1]));
    await dropped();
    const missed = message({ id: 12, conversation_id: 1, text: 'While you were away' });
    server.publish({ type: 'message', message: missed });
    server.publish({ type: 'unread', total_unread_messages: 2 });
    server.publish(credits(12));

    act(() => window.dispatchEvent(new Event('online')));
    await opened(2);
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('12'));
    expect(server.afters()).toEqual([null, '1']);
    expect(seqs).toEqual([1, 2, 3, 4]);
    expect(chats()?.total_unread_messages).toBe(2);
    expect(chats()?.chats[0]).toMatchObject({
      conversation: 1,
      last_message: missed,
      num_unread_messages: 1,
    });
    expect(calls('/api/chats.php')).toBe(2);
    expect(calls('/api/likes.php')).toBe(1);
  });

  it('ignores an event it applied already', async () => {
    const first = server.publish(credits(20));
    act(() => server.send({ ...first, credits: 99 }));
    act(() => server.publish(credits(21)));
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('21'));
    expect(seqs).toEqual([1, 2]);
  });

  it('on a hole, reconnects at once from the last event applied and shows the skipped ones in order', async () => {
    act(() => server.publish(credits(20)));
    await waitFor(() => expect(seqs).toEqual([1]));
    // The server lost the live publish of the second event; the third reaches the tab.
    server.record(credits(21));
    act(() => server.publish(credits(22)));
    await opened(2);
    await waitFor(() => expect(seqs).toEqual([1, 2, 3]));
    expect(screen.getByTestId('credits')).toHaveTextContent('22');
    expect(server.afters()).toEqual([null, '1']);
    // At once: no reconnect delay was waited out.
    expect(clock.delays()).toEqual([CHAT_SOCKET_HEARTBEAT_MS]);
  });

  it('when the server cannot replay what it missed, loads the conversations and likes again and goes on', async () => {
    await dropped();
    server.publish(credits(7));
    server.publish({ type: 'like', member: OTHER });
    server.forgetLog();
    clock.fire(500);
    await opened(2);
    await waitFor(() => expect(calls('/api/chats.php')).toBe(3));
    await waitFor(() => expect(calls('/api/likes.php')).toBe(2));
    expect(seqs).toEqual([]);
    // The tab continues from the server's newest event.
    act(() => server.publish(credits(8)));
    await waitFor(() => expect(seqs).toEqual([3]));
  });

  it('a member logging in on the same tab starts with no last event', async () => {
    act(() => server.publish(credits(20)));
    await waitFor(() => expect(seqs).toEqual([1]));
    await dropped();
    clock.fire(500);
    await opened(2);
    act(() => stopRealtime());
    act(() => {
      startRealtime({ client, store, userId: OTHER, url: server.url, connection: { timers: clock.timers } });
    });
    await opened(3);
    expect(server.afters()).toEqual([null, '1', null]);
  });
});
