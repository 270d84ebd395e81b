import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberCard } from 'contract';
import { userAtom } from '../../kernel/session/atoms';
import { settingsFixture, userFixture } from '../../testing/fixtures';
import { stubFetch } from '../../testing/fetch';
import { createRenderPage } from '../../testing/render';
import { MatchOverlay } from './MatchOverlay';
import { useMatchMessage } from './useMatchMessage';

const anna: MemberCard = {
  id: 42,
  name: 'Anna',
  age: 28,
  gender: 'female',
  country: 'GB',
  region: 'England',
  city: 'Bristol',
  main_image: null,
  photo_count: 0,
  fictional: false,
};

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

const refused = {
  status: 402,
  body: { error: 'not_enough_credits', message: 'You do not have enough credits', statusCode: 402 },
};

/** The overlay as an app uses it, the refusal worded by the app (here: the member's name and the code). */
function Harness() {
  const [profile, setProfile] = useState<MemberCard | null>(anna);
  const close = () => setProfile(null);
  const message = useMatchMessage(profile, close, async (_error, member) => `Not sent to ${member.name}`);
  return (
    <MatchOverlay
      profile={profile}
      title="It's a match!"
      onClose={close}
      onSelect={() => undefined}
      message={
        profile ? { onSend: message.send, maxLength: message.maxLength, note: message.refusal } : undefined
      }
    />
  );
}

const renderPage = createRenderPage('match-message-test', {});
const open = () =>
  renderPage(<Harness />, {
    user: userFixture({ paid_user: true, credits: 30, free_messages_left: 0 }),
    settings: settingsFixture({ message_length: 500 }),
  });

describe('useMatchMessage', () => {
  it('sends an ordinary chat message, counts its credits and opens the conversation it started', async () => {
    const { sent } = stubFetch({
      'POST /api/messages.php': { body: sentMessage },
      'GET /api/chats.php': { body: { chats: [], total_unread_messages: 0 } },
    });
    const { store } = await open();
    const overlay = within(screen.getByRole('dialog', { name: "It's a match!" }));
    expect(overlay.getByRole('textbox', { name: 'Message to Anna' })).toHaveAttribute('maxlength', '500');
    const ui = userEvent.setup();
    await ui.type(overlay.getByRole('textbox', { name: 'Message to Anna' }), 'Hi Anna{Enter}');

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/chats/77');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      client_id: expect.any(String),
      member: 42,
      text: 'Hi Anna',
    });
    expect(store.get(userAtom)?.credits).toBe(20);
  });

  it('shows the refusal as the app words it, and sends a retry of the same text under the same id', async () => {
    const { sent } = stubFetch({ 'POST /api/messages.php': refused });
    await open();
    const overlay = within(screen.getByRole('dialog', { name: "It's a match!" }));
    const ui = userEvent.setup();
    const field = overlay.getByRole('textbox', { name: 'Message to Anna' });
    await ui.type(field, 'Hi Anna{Enter}');
    expect(await overlay.findByText('Not sent to Anna')).toBeInTheDocument();
    expect(field).toHaveValue('Hi Anna');

    await ui.click(overlay.getByRole('button', { name: 'Send' }));
    await ui.clear(field);
    await ui.type(field, 'Hello Anna{Enter}');
    await overlay.findByText('Not sent to Anna');
    const ids = sent
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { client_id: string }).client_id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
