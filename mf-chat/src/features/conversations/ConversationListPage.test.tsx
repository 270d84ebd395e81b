import { screen, within } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { lotte, message, startChatServer } from '../../test/chatServer';
import { renderPage } from '../../test/renderPage';
import ConversationListPage from './ConversationListPage';

describe('ConversationListPage (the chat layout side panel)', () => {
  it('lists the conversations beside the open one, marking it as the current page', async () => {
    startChatServer({
      ownId: 7,
      other: lotte(),
      conversationId: 15,
      messages: [message(1, 42, 'Hi!')],
      otherChats: [
        {
          conversation: 3,
          profile: lotte({ id: 30, name: 'Anna' }),
          num_unread_messages: 0,
          last_message: message(2, 30, 'Hello', { conversation_id: 3 }),
        },
      ],
    });
    await renderPage(<ConversationListPage />, { path: '/chats/:id', url: '/chats/15', user: userFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chats/15');
    expect(within(list).getByRole('link', { name: /Anna/ })).not.toHaveAttribute('aria-current');
  });

  it('discloses a fictional profile in its entry, and only there', async () => {
    startChatServer({
      ownId: 7,
      other: lotte(),
      conversationId: 15,
      messages: [message(1, 42, 'Hi!')],
      otherChats: [
        {
          conversation: 3,
          profile: lotte({ id: 30, name: 'Anna', fictional: true }),
          num_unread_messages: 0,
          last_message: message(2, 30, 'Hello', { conversation_id: 3 }),
        },
      ],
    });
    await renderPage(<ConversationListPage />, { path: '/chats/:id', url: '/chats/15', user: userFixture() });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { name: /Anna/ })).toHaveTextContent('Fictional profile');
    expect(within(list).getByRole('link', { current: 'page' })).not.toHaveTextContent('Fictional profile');
  });

  it('marks the conversation of a chat opened from a profile as well', async () => {
    startChatServer({ ownId: 7, other: lotte(), conversationId: 15, messages: [message(1, 42, 'Hi!')] });
    await renderPage(<ConversationListPage />, {
      path: '/members/:id/chat',
      url: '/members/42/chat',
      user: userFixture(),
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chats/15');
  });

  it('stays empty for a visitor, whom the page itself asks to log in', async () => {
    const { container } = await renderPage(<ConversationListPage />, { path: '/chats' });
    // Only the (empty) notifications region of the providers is there: the panel renders nothing.
    expect(container).toHaveTextContent(/^$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
