import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ConversationPage from './ConversationPage';

describe('ConversationPage', () => {
  it('shows the conversation from the URL ', async () => {
    await renderPage(<ConversationPage />, { path: '/chats/:id', url: '/chats/15', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation no. 15' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('The messages of conversation no. 15 will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chats');
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<ConversationPage />, { path: '/chats/:id', url: '/chats/15' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation no. 15' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('says the conversation cannot be found for an id that is not one', async () => {
    await renderPage(<ConversationPage />, { path: '/chats/:id', url: '/chats/x1', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This conversation could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chats');
  });
});
