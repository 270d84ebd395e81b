import { screen, within } from '@testing-library/react';
import type { ChatEntry, LikesResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { lotte, message } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import ConversationsPage from './ConversationsPage';

const anna = lotte({ id: 30, name: 'Anna' });
const bea = lotte({ id: 40, name: 'Bea', main_image: null });
const cleo = lotte({ id: 50, name: 'Cleo' });

// Anna and Cleo are matches (liked both ways); Bea only liked the member.
const likes: LikesResponse = {
  profiles: [30, 50],
  liked_by: [
    { id: 30, like_new: false },
    { id: 40, like_new: true },
    { id: 50, like_new: true },
  ],
};

const annaChat: ChatEntry = {
  conversation: 3,
  profile: anna,
  num_unread_messages: 0,
  last_message: message(22, 30, 'Hi!', { conversation_id: 3 }),
};

function open(chats: ChatEntry[]) {
  stubFetch({
    'GET /api/chats.php': { body: { chats, total_unread_messages: 0 } },
    'GET /api/likes.php': { body: likes },
    'GET /api/profiles.php': { body: { profiles: [anna, bea, cleo] } },
  });
  return renderPage(<ConversationsPage />, {
    path: '/chats',
    user: userFixture(),
    settings: settingsFixture({ cdn_prefix: '/uploads' }),
  });
}

describe('the matches row on Messages', () => {
  it('shows the matches as faces above the conversations, each opening the chat with that member', async () => {
    await open([annaChat]);
    const row = within(await screen.findByRole('region', { name: 'New matches' }));
    const faces = row.getAllByRole('link');
    // Cleo has no conversation yet: she comes first, marked as a new match.
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual([
      'Chat with Cleo, new match',
      'Chat with Anna',
    ]);
    expect(faces.map((face) => face.getAttribute('href'))).toEqual(['/members/50/chat', '/chats/3']);
    expect(faces[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/lotte_thumb.jpg');
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('invites a member with matches but no conversation to say hello, instead of "No conversations yet"', async () => {
    await open([]);
    const row = within(await screen.findByRole('region', { name: 'New matches' }));
    expect(row.getByText(/Your matches are waiting/)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Chat with Anna' })).toHaveAttribute('href', '/members/30/chat');
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });

  it('is titled Matches once every match has a conversation', async () => {
    await open([
      annaChat,
      {
        ...annaChat,
        conversation: 5,
        profile: cleo,
        last_message: message(23, 50, 'Hey', { conversation_id: 5 }),
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Matches' })).toBeInTheDocument();
  });
});
