/**
 * The open chat and the tab's chat socket: a real WebSocket server on the loopback sends the events, the
 * kernel's socket client receives them, and the chat shows them. The socket's reconnect delays are fired by
 * hand; the typing indicator's time-out runs on Jest's clock.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TYPING_TTL_MS, startRealtime, stopRealtime } from 'shared-ui/kernel';
import {
  settingsFixture,
  startRealtimeTestServer,
  userFixture,
  type RealtimeTestServer,
} from 'shared-ui/testing';
import { lotte, message, startChatServer } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import ConversationPage from './ConversationPage';

const OWN_ID = 7;

/** Timers the test fires itself (the socket's reconnect delays and pings). */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { run: () => void; ms: number }>();
  return {
    timers: {
      set(run: () => void, ms: number) {
        const id = next++;
        pending.set(id, { run, ms });
        return id;
      },
      clear(handle: unknown) {
        pending.delete(handle as number);
      },
    },
    has: (ms: number) => [...pending.values()].some((entry) => entry.ms === ms),
    /** Runs the pending timer of this delay. */
    fire(ms: number) {
      const found = [...pending].find(([, entry]) => entry.ms === ms);
      if (!found) throw new Error(`no timer of ${ms} ms`);
      pending.delete(found[0]);
      act(() => found[1].run());
    },
  };
}

let socket: RealtimeTestServer;
beforeEach(async () => {
  socket = await startRealtimeTestServer();
  localStorage.clear();
});
afterEach(async () => {
  act(() => stopRealtime());
  await socket.stop();
  jest.useRealTimers();
});

async function openWithSocket(
  messages = [message(1, 42, 'Hi!'), message(2, OWN_ID, 'Hello!', { client_id: 'a', read: false })],
) {
  const server = startChatServer({
    ownId: OWN_ID,
    other: lotte(),
    conversationId: 15,
    paidUser: true,
    messages,
  });
  const page = await renderPage(<ConversationPage />, {
    path: '/chats/:id',
    url: '/chats/15',
    user: userFixture({ paid_user: true, credits: 50 }),
    settings: settingsFixture({ message_credits: 10 }),
  });
  const timers = manualTimers();
  act(() => {
    startRealtime({
      client: page.queryClient,
      store: page.store,
      userId: OWN_ID,
      url: socket.url,
      connection: { timers: timers.timers, random: () => 0 },
    });
  });
  await socket.connected();
  await screen.findByText('Hello!');
  const thread = screen.getByRole('region', { name: 'Messages with Lotte' });
  return { server, timers, thread };
}

describe('the open chat and the chat socket', () => {
  it('shows the other member typing, and hides it when the typing stops', async () => {
    // Only the timers of the page's own code: the socket's I/O keeps Node's.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
    const { thread } = await openWithSocket();
    socket.send({ type: 'typing', conversation: 15, member: 42 });
    expect(await within(thread).findByText('Lotte is typing…')).toBeInTheDocument();
    // Typing in another conversation is not shown here.
    socket.send({ type: 'typing', conversation: 16, member: 42 });
    act(() => jest.advanceTimersByTime(CHAT_TYPING_TTL_MS - 1));
    expect(within(thread).getByText('Lotte is typing…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(thread).queryByText('Lotte is typing…')).not.toBeInTheDocument();
  });

  it('shows, announces and reads a new message at once, and the typing stops with it', async () => {
    const { server, thread } = await openWithSocket();
    await waitFor(() => expect(server.sent('POST /api/chat-read.php')).toHaveLength(1));
    socket.send({ type: 'typing', conversation: 15, member: 42 });
    await within(thread).findByText('Lotte is typing…');

    socket.publish({ type: 'message', message: message(3, 42, 'Are you free tonight?') });
    expect(await within(thread).findByText('Are you free tonight?')).toBeInTheDocument();
    expect(within(thread).queryByText('Lotte is typing…')).not.toBeInTheDocument();
    expect(thread.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'New message from Lotte: Are you free tonight?',
    );
    await waitFor(() => expect(server.sent('POST /api/chat-read.php')).toHaveLength(2));
    // A message of another conversation stays there.
    socket.publish({ type: 'message', message: message(4, 43, 'Elsewhere', { conversation_id: 16 }) });
    socket.publish({ type: 'message', message: message(3, 42, 'Are you free tonight?') });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(thread).queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(within(thread).getAllByText('Are you free tonight?')).toHaveLength(1);
  });

  it('reads a message that arrived while the page was hidden once it shows again', async () => {
    const { server, thread } = await openWithSocket();
    await waitFor(() => expect(server.sent('POST /api/chat-read.php')).toHaveLength(1));
    let state: DocumentVisibilityState = 'hidden';
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    socket.publish({ type: 'message', message: message(3, 42, 'Still there?') });
    await within(thread).findByText('Still there?');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.sent('POST /api/chat-read.php')).toHaveLength(1);

    state = 'visible';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(server.sent('POST /api/chat-read.php')).toHaveLength(2));
    visibility.mockRestore();
  });

  it('shows the read receipt when the other member reads', async () => {
    const { thread } = await openWithSocket();
    const own = within(thread).getByText('Hello!').closest('li')!;
    expect(own).toHaveTextContent('Sent');
    socket.publish({ type: 'read', conversation: 15, up_to: 2 });
    await waitFor(() => expect(own).toHaveTextContent('Read'));
  });

  it('keeps a read receipt that arrives before the message it covers', async () => {
    const { thread } = await openWithSocket();
    socket.publish({ type: 'read', conversation: 15, up_to: 3 });
    socket.publish({
      type: 'message',
      message: message(3, OWN_ID, 'Sent from my phone', { client_id: 'b', read: false }),
    });
    const item = (await within(thread).findByText('Sent from my phone')).closest('li')!;
    expect(item).toHaveTextContent('Read');
  });

  it('catches up after a reconnect with what was written meanwhile, each message once', async () => {
    const { server, timers, thread } = await openWithSocket();
    const catchUps = () =>
      server.sent('GET /api/messages.php').flatMap((request) => request.query.get('after') ?? []);
    // The first open catches up too: the page may have loaded before the socket connected.
    await waitFor(() => expect(catchUps()).toEqual(['2']));
    socket.closeAll(1012);
    // The first reconnect waits between half and all of a second; with no randomness, half.
    await waitFor(() => expect(timers.has(500)).toBe(true));
    // Written while the socket was down: the history has them, and the socket replays them on reconnect.
    const missed = [message(3, 42, 'Missed one'), message(4, 42, 'Missed two')];
    server.state.messages.push(...missed);
    const replayed = missed.map((each) => socket.publish({ type: 'message', message: each }));

    timers.fire(500);
    await socket.connected();
    expect(await within(thread).findByText('Missed two')).toBeInTheDocument();
    expect(within(thread).getByText('Missed one')).toBeInTheDocument();
    expect(catchUps()).toEqual(['2', '2']);
    expect(socket.afters()).toEqual([null, '0']);
    // The socket repeating an event already applied changes nothing.
    socket.send(replayed[1]!);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(thread).getAllByText('Missed one')).toHaveLength(1);
    expect(within(thread).getAllByText('Missed two')).toHaveLength(1);
  });

  it('tells the other member the member is typing', async () => {
    await openWithSocket();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message to Lotte' }), 'Hey');
    await waitFor(() => expect(socket.received).toContainEqual({ type: 'typing', conversation: 15 }));
    // Throttled: one signal for the three keystrokes.
    expect(socket.received.filter((sent) => sent.type === 'typing')).toHaveLength(1);
  });

  it('goes back to the list when the conversation was deleted in another tab', async () => {
    await openWithSocket();
    socket.publish({ type: 'chat_removed', conversation: 15 });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/chats');
  });
});
