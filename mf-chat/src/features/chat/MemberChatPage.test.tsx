import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { lotte, message, startChatServer } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import MemberChatPage from './MemberChatPage';

const OWN_ID = 7;
const settings = settingsFixture({
  cdn_prefix: '/uploads',
  message_credits: 10,
  gift_credits: 20,
  minimum_message_costs: { GB: { costs: 0.89, currency: 'EUR' } },
});

function open(url = '/members/42/chat') {
  return renderPage(<MemberChatPage />, {
    path: '/members/:id/chat',
    url,
    user: userFixture({ credits: 50, free_messages_left: 0 }),
    settings,
  });
}

beforeEach(() => localStorage.clear());

describe('MemberChatPage', () => {
  it('offers icebreakers once on an empty chat; the chosen line starts the conversation', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null });
    const { unmount } = await open();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Lotte' });
    expect(within(dialog).getByRole('img', { name: 'Lotte' })).toHaveAttribute('src', '/uploads/lotte.jpg');
    expect(within(dialog).getByText('A message costs 10 credits (from €0.89)')).toBeInTheDocument();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe('Hello Lotte, what does a perfect weekend look like for you?');
    // Nothing was loaded for a conversation that does not exist yet.
    expect(server.sent('GET /api/messages.php')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: lines[1]! }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Messages with Lotte' });
    expect(await within(thread).findByText(lines[1]!)).toBeInTheDocument();
    expect(server.sent('POST /api/messages.php').map((request) => request.body)).toEqual([
      { client_id: expect.any(String), member: 42, text: lines[1] },
    ]);
    expect(await within(thread).findByText('Sent')).toBeInTheDocument();

    // The first message made the conversation: the next one goes to it, and it is read while open.
    await user.type(screen.getByRole('textbox', { name: 'Message to Lotte' }), 'And a second one{Enter}');
    expect(await within(thread).findByText('And a second one')).toBeInTheDocument();
    expect(server.sent('POST /api/messages.php')[1]!.body).toEqual({
      client_id: expect.any(String),
      conversation: 15,
      text: 'And a second one',
    });

    // The chat of another day does not offer them again by itself.
    unmount();
    server.state.messages = [];
    server.state.conversationId = null;
    await open();
    expect(await screen.findByRole('heading', { name: 'Say hello to Lotte' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes the icebreakers on 'no thanks', focusing the text area, and reopens them from the chat", async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null });
    await open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Lotte' });
    await user.click(within(dialog).getByRole('button', { name: "No thanks, I'll write my own" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('textbox', { name: 'Message to Lotte' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Need an opener?' }));
    const again = screen.getByRole('dialog', { name: 'Break the ice with Lotte' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer icebreakers where the chat already has messages', async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: [message(1, 42, 'Hi!')] });
    await open();
    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need an opener?' })).not.toBeInTheDocument();
  });

  it('opens the gift picker from the profile’s gift button and sends the chosen gift', async () => {
    const server = startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: null });
    await open('/members/42/chat?gift=1');
    const user = userEvent.setup();
    const picker = await screen.findByRole('dialog', { name: 'Send Lotte a gift' });
    expect(
      within(picker).getByText('Each gift costs 20 credits and is sent right away.'),
    ).toBeInTheDocument();
    const gifts = within(picker).getAllByRole('button', { name: /credits$/ });
    expect(gifts.map((gift) => gift.textContent)).toEqual([
      'Rose20 credits',
      'Heart20 credits',
      'Coffee20 credits',
      'Cupcake20 credits',
      'Star20 credits',
      'Teddy bear20 credits',
    ]);
    await user.click(within(picker).getByRole('button', { name: 'Coffee 20 credits' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const thread = screen.getByRole('region', { name: 'Messages with Lotte' });
    const gift = (await within(thread).findByText('Gift: Coffee')).closest('li')!;
    expect(gift.querySelector('svg')).not.toBeNull();
    expect(server.sent('POST /api/messages.php').map((request) => request.body)).toEqual([
      { client_id: expect.any(String), member: 42, gift: 'coffee' },
    ]);
  });

  it('tells a free member that photos are for premium members, on a photo button with a padlock', async () => {
    startChatServer({ ownId: OWN_ID, other: lotte(), conversationId: 15, messages: [message(1, 42, 'Hi!')] });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a photo (premium members only)' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sending photos is only available for premium members.');
    expect(within(notice).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<MemberChatPage />, { path: '/members/:id/chat', url: '/members/42/chat' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the member cannot be found for an id that is not one', async () => {
    await renderPage(<MemberChatPage />, {
      path: '/members/:id/chat',
      url: '/members/0/chat',
      user: userFixture(),
    });
    expect(screen.getByRole('heading', { name: 'This member could not be found' })).toBeInTheDocument();
  });
});
