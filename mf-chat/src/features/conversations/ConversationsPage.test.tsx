import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ConversationsPage from './ConversationsPage';

describe('ConversationsPage', () => {
  it('shows a member without conversations how to start one', async () => {
    await renderPage(<ConversationsPage />, { path: '/chats', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Search members' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members');
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<ConversationsPage />, { path: '/chats' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });
});
