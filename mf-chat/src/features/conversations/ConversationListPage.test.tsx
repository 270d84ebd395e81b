import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ConversationListPage from './ConversationListPage';

describe('ConversationListPage (the chat layout side panel)', () => {
  it('shows a member the empty conversation list with the way to start one', async () => {
    await renderPage(<ConversationListPage />, { path: '/chats/:id', url: '/chats/3', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('stays empty for a visitor, whom the page itself asks to log in', async () => {
    const { container } = await renderPage(<ConversationListPage />, { path: '/chats' });
    // Only the (empty) notifications region of the providers is there: the panel renders nothing.
    expect(container).toHaveTextContent(/^$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
