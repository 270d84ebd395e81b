import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaseReturnPath, userAtom, type MemberCard } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import { MatchPopup } from './MatchPopup';

const anna = memberCard({ id: 42, name: 'Anna' });

function Harness() {
  const [profile, setProfile] = useState<MemberCard | null>(anna);
  return <MatchPopup profile={profile} onClose={() => setProfile(null)} />;
}

const open = (user = userFixture({ paid_user: true, credits: 30, free_messages_left: 0 })) =>
  renderPage(<Harness />, {
    path: '/members/:id',
    url: '/members/42',
    user,
    settings: settingsFixture({ message_credits: 10 }),
  });

const sentMessage = {
  message: {
    id: 900,
    conversation_id: 77,
    sender_id: 1,
    kind: 'text',
    text: 'Hi Anna',
    gift: null,
    attachment: null,
    created_at: '2026-11-28T09:00:00.000Z',
    read: false,
  },
  credits: 20,
  free_messages_left: 0,
};

describe('MatchPopup', () => {
  it('sends a message from the match screen as a paid chat message, then opens the conversation', async () => {
    const { sent } = stubFetch({
      'POST /api/messages.php': { body: sentMessage },
      'GET /api/chats.php': { body: { chats: [], total_unread_messages: 0 } },
    });
    const { store } = await open();
    const overlay = within(screen.getByRole('dialog', { name: "It's a match!" }));
    expect(overlay.getByText('A message costs 10 credits')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(overlay.getByRole('textbox', { name: 'Message to Anna' }), 'Hi Anna');
    await ui.click(overlay.getByRole('button', { name: 'Send' }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/chats/77');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/messages.php');
    expect(post?.body).toEqual({ client_id: expect.any(String), member: 42, text: 'Hi Anna' });
    expect(store.get(userAtom)?.credits).toBe(20);
  });

  it('says so when credits run short, and buys them the usual way, back to this chat after', async () => {
    stubFetch({
      'POST /api/messages.php': {
        status: 402,
        body: { error: 'not_enough_credits', message: 'You do not have enough credits', statusCode: 402 },
      },
    });
    await open(userFixture({ paid_user: false, credits: 0, free_messages_left: 0 }));
    const overlay = within(screen.getByRole('dialog', { name: "It's a match!" }));
    const ui = userEvent.setup();
    const field = overlay.getByRole('textbox', { name: 'Message to Anna' });
    await ui.type(field, 'Hi Anna{Enter}');

    expect(await overlay.findByText('You do not have enough credits')).toBeInTheDocument();
    expect(field).toHaveValue('Hi Anna');
    const buy = overlay.getByRole('link', { name: 'Buy credits' });
    expect(buy).toHaveAttribute('href', '/credits');
    await ui.click(buy);
    expect(purchaseReturnPath()).toBe('/members/42/chat');
  });

  it('tells a free member how many free messages are left', async () => {
    stubFetch({});
    await open(userFixture({ paid_user: false, credits: 0, free_messages_left: 2 }));
    expect(screen.getByText('2 free messages left')).toBeInTheDocument();
  });

  it('opens the chat from the button', async () => {
    stubFetch({});
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to chat' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members/42/chat');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
