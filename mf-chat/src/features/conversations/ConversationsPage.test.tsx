import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEntry } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { lotte, message, startChatServer } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import ConversationsPage from './ConversationsPage';

const OWN_ID = 7;
const NOW = new Date(2025, 4, 10, 15, 0);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function entry(conversation: number, name: string, last: ChatEntry['last_message'], unread = 0): ChatEntry {
  return {
    conversation,
    profile: lotte({
      id: conversation * 10,
      name,
      main_image: name === 'Cleo' ? null : lotte().main_image,
    }),
    num_unread_messages: unread,
    last_message: last ? { ...last, conversation_id: conversation } : null,
  };
}

// The server's order on purpose: the list sorts newest first itself.
const chats = [
  entry(4, 'Bea', message(20, OWN_ID, 'See you\nsoon!', { created_at: minutesAgo(60 * 20), client_id: 'x' })),
  entry(5, 'Cleo', message(21, 50, '', { kind: 'photo', created_at: minutesAgo(60 * 24 * 3) }), 0),
  entry(3, 'Anna', message(22, 30, '', { kind: 'gift', gift: 'rose', created_at: minutesAgo(5) }), 2),
];

const open = () =>
  renderPage(<ConversationsPage />, {
    path: '/chats',
    user: userFixture(),
    settings: settingsFixture({ cdn_prefix: '/uploads' }),
  });

const list = () => screen.getByRole('list', { name: 'Conversations' });

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('ConversationsPage', () => {
  it('lists the conversations newest first: photo, name, last message in words, time and unread count', async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null, otherChats: chats });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Anna5 min agoGift: Rose2',
      'BeayesterdayYou: See you soon!',
      // Cleo has no photo: her initial stands in for it (hidden from screen readers).
      'CCleo3 days agoPhoto',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chats/3', '/chats/4', '/chats/5']);
    expect(within(links[0]!).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/lotte_thumb.jpg');
    expect(links[2]!.querySelector('img')).toBeNull();
    expect(within(links[0]!).getByText('5 min ago')).toHaveAttribute(
      'datetime',
      chats[2]!.last_message!.created_at,
    );
  });

  it('shows a member without conversations how to start one', async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null });
    await open();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getAllByRole('link', { name: 'Search members' }).at(-1)!);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members');
  });

  it('removes a deleted chat at once, and keeps it out when the server agrees', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: null,
      otherChats: chats,
    });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Conversations' });
    const held = server.holdDelete();

    await user.click(screen.getByRole('button', { name: 'Delete chat with Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your chat with Anna?' });
    expect(dialog).toHaveTextContent(
      'The conversation disappears from your list. Anna keeps their own copy.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));

    // Gone before the server answers.
    expect(within(list()).queryByRole('link', { name: /Anna/ })).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('link')).toHaveLength(2);
    // The keyboard goes on from the chat that took its place.
    expect(within(list()).getByRole('link', { name: /Bea/ })).toHaveFocus();
    await act(async () => held.answer(200, { chats: [chats[0], chats[1]], total_unread_messages: 0 }));
    expect(server.sent('DELETE /api/chat.php').map((request) => request.query.get('id'))).toEqual(['3']);
    expect(within(list()).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings a chat back with an alert when the server refuses to delete it', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: null,
      otherChats: chats,
    });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Conversations' });
    const held = server.holdDelete();

    await user.click(screen.getByRole('button', { name: 'Delete chat with Bea' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete chat' }));
    expect(within(list()).queryByRole('link', { name: /Bea/ })).not.toBeInTheDocument();
    const listCalls = server.sent('GET /api/chats.php').length;

    await act(async () =>
      held.answer(404, { error: 'not_found', message: 'This conversation does not exist.', statusCode: 404 }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be deleted');
    expect(alert).toHaveTextContent('This conversation does not exist.');
    // The list is loaded again, and the chat is back.
    expect(await within(list()).findByRole('link', { name: /Bea/ })).toBeInTheDocument();
    expect(server.sent('GET /api/chats.php').length).toBe(listCalls + 1);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: null,
      otherChats: chats,
    });
    const realFetch = globalThis.fetch;
    let fail = true;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      fail
        ? Promise.resolve(
            new Response(JSON.stringify({ error: 'not_found', message: 'Not found', statusCode: 404 }), {
              status: 404,
            }),
          )
        : realFetch(input, init),
    ) as typeof fetch;
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
    fail = false;
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(server.sent('GET /api/chats.php')).toHaveLength(1);
  });

  it('says an outage like being offline, that nothing was lost, when the service cannot be reached', async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null, otherChats: chats });
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      (typeof input === 'object' && 'url' in input ? input.url : String(input)).includes('/api/chats.php')
        ? Promise.resolve(
            new Response(
              JSON.stringify({ error: 'service_unavailable', message: 'Unavailable', statusCode: 503 }),
              { status: 503, headers: { 'Retry-After': '1' } },
            ),
          )
        : realFetch(input, init),
    ) as typeof fetch;
    await open();
    // The client's retries come first; the notice is what is left once they are used up.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the service right now. Nothing was lost: try again in a moment.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<ConversationsPage />, { path: '/chats' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });
});
