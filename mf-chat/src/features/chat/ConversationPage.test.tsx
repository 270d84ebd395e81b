import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaseReturnPath } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture, withNodeMultipart } from 'shared-ui/testing';
import { lotte, message, startChatServer } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import ConversationPage from './ConversationPage';

const OWN_ID = 7;
const NOW = new Date(2025, 4, 10, 15, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute).toISOString();

const settings = settingsFixture({
  cdn_prefix: '/uploads',
  message_credits: 10,
  gift_credits: 20,
  message_length: 200,
  minimum_message_costs: { GB: { costs: 0.89, currency: 'EUR' } },
});

function open({ paid = false, credits = 50, freeMessages = 0 } = {}) {
  return renderPage(<ConversationPage />, {
    path: '/chats/:id',
    url: '/chats/15',
    user: userFixture({ credits, paid_user: paid, free_messages_left: freeMessages }),
    settings,
  });
}

const thread = () => screen.getByRole('region', { name: 'Messages with Lotte' });

/** A conversation with history, so the icebreakers of an empty one stay closed. */
const history = [message(1, 42, 'Hi!')];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('ConversationPage', () => {
  it('shows the conversation from the API: the member, the days, both sides and the read receipts', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      paidUser: true,
      messages: [
        message(1, 42, 'Hi there!', { created_at: at(9, 20, 15) }),
        message(2, OWN_ID, 'Hello Lotte', { created_at: at(10, 9, 5), read: true, client_id: 'a' }),
        message(3, 42, 'How are you?\nAll good?', { created_at: at(10, 9, 30) }),
        message(4, OWN_ID, 'Great, thanks', { created_at: at(10, 9, 45), read: false, client_id: 'b' }),
      ],
    });
    await open({ paid: true, credits: 8 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lotte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lotte/ })).toHaveAttribute('href', '/members/42');
    const back = screen.getByRole('link', { name: 'Back to all conversations' });
    expect(back).toHaveAttribute('href', '/chats');
    expect(back).not.toHaveAttribute('type');
    expect(screen.getByRole('link', { name: 'Your balance: 8 credits. Buy credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.getByText('8 credits')).toBeInTheDocument();

    const days = within(await screen.findByRole('region', { name: 'Messages with Lotte' })).getAllByRole(
      'heading',
      { level: 2 },
    );
    expect(days.map((day) => day.textContent)).toEqual(['Yesterday', 'Today']);
    const [yesterday, today] = days.map((day) => within(day.closest('section')!).getAllByRole('listitem'));
    expect(yesterday!.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Lotte:Hi there!/)]);
    expect(today!.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You:Hello Lotte.*Read$/),
      expect.stringMatching(/^Lotte:How are you\?\nAll good\?/),
      expect.stringMatching(/^You:Great, thanks.*Sent$/),
    ]);
    // Opening the conversation reads it.
    expect(server.sent('POST /api/chat-read.php').map((request) => request.body)).toEqual([
      { conversation: 15 },
    ]);
  });

  it('discloses a fictional partner in the chat header, where every message costs credits', async () => {
    startChatServer({
      ownId: OWN_ID,
      other: lotte({ fictional: true }),
      conversationId: 15,
      messages: history,
    });
    await open();
    await screen.findByRole('region', { name: 'Messages with Lotte' });
    const header = screen.getByRole('link', { name: /Lotte/ });
    expect(within(header).getByText('Fictional profile')).toBeVisible();
  });

  it('shows a free member their messages as sent, without read receipts', async () => {
    startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      messages: [message(1, OWN_ID, 'Hello', { client_id: 'a', read: null })],
    });
    await open();
    const item = within(await screen.findByRole('region', { name: 'Messages with Lotte' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Sent');
    expect(item).not.toHaveTextContent('Read');
  });

  it('writes a message exactly as text, never as HTML', async () => {
    const markup = '<b>bold</b> <img src=x onerror="alert(1)"> &amp;';
    startChatServer({
      ownId: OWN_ID,
      other: lotte({ name: '<i>Lotte</i>' }),
      conversationId: 15,
      messages: [message(1, 42, markup)],
    });
    const { container } = await open();
    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector('b, i, img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '<i>Lotte</i>' })).toBeInTheDocument();
  });

  it('loads older messages page by page, and says older ones are hidden for privacy at the start', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      pageSize: 2,
      olderHidden: true,
      messages: [1, 2, 3, 4, 5].map((id) => message(id, 42, `Message ${id}`)),
    });
    await open();
    await screen.findByText('Message 5');
    expect(screen.queryByText('Message 3')).not.toBeInTheDocument();
    expect(screen.queryByText(/no longer visible/)).not.toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Message 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();

    expect(server.sent('GET /api/messages.php').map((request) => request.query.get('before'))).toEqual([
      null,
      '4',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Older messages are no longer visible to protect your privacy.'),
    ).toBeInTheDocument();
  });

  it('sends on Enter, starts a new line on Shift+Enter, and keeps the focus in the text area', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      credits: 50,
      messages: history,
    });
    await open({ credits: 50 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const text = await screen.findByRole('textbox', { name: 'Message to Lotte' });
    await user.click(text);
    await user.type(text, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(text).toHaveValue('First line\nsecond line');
    expect(server.sent('POST /api/messages.php')).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(text).toHaveValue('');
    expect(text).toHaveFocus();
    // The line break is kept (the text is shown with white-space: pre-wrap).
    const bubble = await within(thread()).findByText('First line second line');
    expect(bubble.textContent).toBe('First line\nsecond line');
    expect(await within(bubble.closest('li')!).findByText('Sent')).toBeInTheDocument();
    const sent = server.sent('POST /api/messages.php');
    expect(sent.map((request) => request.body)).toEqual([
      {
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        conversation: 15,
        text: 'First line\nsecond line',
      },
    ]);
    // The answer's balance is the member's balance.
    expect(await screen.findByText('40 credits')).toBeInTheDocument();
  });

  it("counts a free member's free messages down as they send, then says what a message costs", async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      credits: 50,
      freeMessages: 2,
      messages: history,
    });
    await open({ credits: 50, freeMessages: 2 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const text = await screen.findByRole('textbox', { name: 'Message to Lotte' });
    expect(screen.getByText('2 free messages left')).toBeInTheDocument();

    await user.type(text, 'One{Enter}');
    expect(await screen.findByText('1 free message left')).toBeInTheDocument();
    expect(screen.getByText('50 credits')).toBeInTheDocument();

    await user.type(text, 'Two{Enter}');
    expect(await screen.findByText(/^A message costs 10 credits \(from €0\.89\)/)).toBeInTheDocument();
    expect(screen.queryByText(/free message/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy credits' })).toBeInTheDocument();

    await user.type(text, 'Three{Enter}');
    expect(await screen.findByText('40 credits')).toBeInTheDocument();
    expect(server.sent('POST /api/messages.php')).toHaveLength(3);
  });

  it('sends a photo and the text written beside it, in that order', async () => {
    await withNodeMultipart(async (NodeFile) => {
      const server = startChatServer({
        ownId: OWN_ID,
        other: lotte(),
        conversationId: 15,
        paidUser: true,
        messages: history,
      });
      await open({ paid: true });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await screen.findByText('Hi!');
      const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff])], 'beach.jpg', { type: 'image/jpeg' });
      await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
      await user.type(screen.getByRole('textbox', { name: 'Message to Lotte' }), 'The beach!{Enter}');

      const image = await within(thread()).findByRole('img', { name: 'Your photo' });
      await waitFor(() => expect(image).toHaveAttribute('src', '/api/chat-attachment.php?id=101'));
      expect(await within(thread()).findByText('The beach!')).toBeInTheDocument();
      expect(
        server.requests.filter((request) => request.method === 'POST').map((request) => request.path),
      ).toEqual(['/api/chat-read.php', '/api/chat-attachment.php', '/api/messages.php']);
      const [photoItem, textItem] = within(thread()).getAllByRole('listitem').slice(-2);
      expect(photoItem).toContainElement(image);
      expect(textItem).toHaveTextContent('The beach!');
    });
  });

  it('sends nothing for an empty or blank message', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: 'Message to Lotte' }), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(server.sent('POST /api/messages.php')).toHaveLength(0);
  });

  it('keeps a message that could not be sent, and sends it again with the same client id', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    server.refuseSends('network');
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(
      await screen.findByRole('textbox', { name: 'Message to Lotte' }),
      'Are you there?{Enter}',
    );

    const item = (await within(thread()).findByText('Are you there?')).closest('li')!;
    expect(await within(item).findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No connection. Check your internet connection and try again.',
    );

    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    expect(await within(thread()).findByText('Sent')).toBeInTheDocument();
    const [first, second] = server.sent('POST /api/messages.php');
    expect((second!.body as { client_id: string }).client_id).toBe(
      (first!.body as { client_id: string }).client_id,
    );
    expect(server.state.messages.filter((stored) => stored.sender_id === OWN_ID)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a send failed because the member is offline, keeps it, and sends it once back online', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    await open();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.refuseSends('network');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: 'Message to Lotte' }), 'Still there?{Enter}');

    const item = (await within(thread()).findByText('Still there?')).closest('li')!;
    expect(await within(item).findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You're offline. Nothing was lost: try again when you're back online.",
    );

    onLine.mockReturnValue(true);
    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    expect(await within(thread()).findByText('Sent')).toBeInTheDocument();
    expect(server.state.messages.filter((stored) => stored.text === 'Still there?')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('says when the server finds the credits do not cover a message, with the way to buy more', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      credits: 0,
      messages: history,
    });
    // Spent in another tab meanwhile: this one still shows enough.
    server.refuseSends({
      status: 402,
      body: { error: 'not_enough_credits', message: 'You do not have enough credits', statusCode: 402 },
    });
    await open({ credits: 10 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: 'Message to Lotte' }), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough credits');
    await user.click(within(alert).getByRole('button', { name: 'Buy credits' }));

    // The packages open over the chat; one leads to its checkout, the chat remembered as the way back.
    const sheet = await screen.findByRole('dialog', { name: 'Buy credits' });
    const popular = await within(sheet).findByRole('link', { name: /250 credits/ });
    expect(popular).toHaveTextContent('Most popular');
    expect(within(sheet).getByRole('link', { name: '100 credits' })).toHaveAttribute('href', '/credits/1');
    await user.click(popular);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/credits/2');
    expect(purchaseReturnPath()).toBe('/chats/15');
  });

  it('keeps the unsent message while the member buys credits, and opens the sheet from the price too', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      credits: 0,
      messages: history,
    });
    const first = await open({ credits: 0 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const text = await screen.findByRole('textbox', { name: 'Message to Lotte' });
    // Too few credits for a message: sending opens the credits sheet first, and nothing is sent.
    await user.type(text, 'See you at eight?{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(server.sent('POST /api/messages.php')).toHaveLength(0);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(text).toHaveValue('See you at eight?');
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(await screen.findByRole('dialog', { name: 'Buy credits' })).toBeInTheDocument();
    first.unmount();

    // Back from checkout: the chat opens with the message as it was left.
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, credits: 100, messages: history });
    await open({ credits: 100 });
    expect(await screen.findByRole('textbox', { name: 'Message to Lotte' })).toHaveValue('See you at eight?');
    expect(purchaseReturnPath()).toBeNull();
  });

  it('offers premium when a free member has started all the conversations they may', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    server.refuseSends({
      status: 403,
      body: {
        error: 'conversation_limit',
        message: 'Free members may start up to 2 conversations.',
        statusCode: 403,
      },
    });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: 'Message to Lotte' }), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Free members may start up to 2 conversations. Get premium to start more.',
    );
    expect(within(alert).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows why the member cannot write instead of the composer', async () => {
    startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      canSend: false,
      refusal: 'recipient_unconfirmed',
      messages: [message(1, 42, 'Hi!')],
    });
    await open();
    expect(
      await screen.findByText(
        'Lotte has not confirmed their e-mail address yet. You can write once they have.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('deletes the chat from the info menu and goes back to the list', async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      messages: [message(1, 42, 'Hi!')],
    });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your chat with Lotte?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/chats');
    await act(async () => jest.advanceTimersByTime(0));
    expect(server.sent('DELETE /api/chat.php').map((request) => request.query.get('id'))).toEqual(['15']);
  });

  it('blocks the member after asking, and goes back to the list', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block Lotte' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Lotte?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/chats');
    expect(server.sent('POST /api/block.php').map((request) => request.body)).toEqual([{ id: 42 }]);
  });

  it('reports the member from the info menu with the conversation, and stays in the chat', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: history });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report Lotte' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Lotte' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your report' })).toBeInTheDocument();
    expect(server.sent('POST /api/report.php').map((request) => request.body)).toEqual([
      { member: 42, reason: 'scam_or_spam', conversation: 15 },
    ]);
    // Still in the chat: the test router's catch-all (which shows the path) is not reached.
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it("reports one of the other member's messages from beside it, the message named in the report", async () => {
    const server = startChatServer({
      ownId: OWN_ID,
      other: lotte(),
      conversationId: 15,
      messages: [message(1, 42, 'Hi!'), message(2, OWN_ID, 'Hello Lotte')],
    });
    await open();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // Only the other member's messages can be reported: one button, beside "Hi!".
    const report = await screen.findByRole('button', { name: 'Report this message from Lotte' });
    expect(screen.getAllByRole('button', { name: /^Report this message/ })).toHaveLength(1);
    expect(report).toHaveTextContent('Report');
    await user.click(report);
    const dialog = screen.getByRole('dialog', { name: 'Report Lotte' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or threats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your report' })).toBeInTheDocument();
    expect(server.sent('POST /api/report.php').map((request) => request.body)).toEqual([
      { member: 42, reason: 'harassment', conversation: 15, message: 1 },
    ]);
  });

  it('says the conversation cannot be found when the API does not know it', async () => {
    stubFetch({
      'GET /api/conversation.php': {
        status: 404,
        body: { error: 'not_found', message: 'Not found', statusCode: 404 },
      },
    });
    await renderPage(<ConversationPage />, {
      path: '/chats/:id',
      url: '/chats/99',
      user: userFixture(),
      settings,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This conversation could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chats');
  });

  it('says so when the member has blocked the viewer', async () => {
    stubFetch({
      'GET /api/conversation.php': {
        status: 403,
        body: {
          error: 'blocked_by_member',
          message: 'You have been blocked by Lotte and have no access to this page.',
          member_name: 'Lotte',
          statusCode: 403,
        },
      },
    });
    await renderPage(<ConversationPage />, {
      path: '/chats/:id',
      url: '/chats/15',
      user: userFixture(),
      settings,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have been blocked by Lotte and have no access to this page.',
      }),
    ).toBeInTheDocument();
  });

  it('says the conversation cannot be found for an id that is not one', async () => {
    await renderPage(<ConversationPage />, { path: '/chats/:id', url: '/chats/x1', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This conversation could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chats');
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<ConversationPage />, { path: '/chats/:id', url: '/chats/15' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
