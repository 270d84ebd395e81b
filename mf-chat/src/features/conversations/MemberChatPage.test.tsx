import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MemberChatPage from './MemberChatPage';

describe('MemberChatPage', () => {
  it('opens the chat with the member from the URL, with a link to their profile', async () => {
    await renderPage(<MemberChatPage />, {
      path: '/members/:id/chat',
      url: '/members/42/chat',
      user: userFixture(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat with member no. 42' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Say hello! Your messages with member no. 42 will appear here.'),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'View profile' })) {
      expect(link).toHaveAttribute('href', '/members/42');
    }
  });

  it('tells a visitor they need to be logged in to chat', async () => {
    await renderPage(<MemberChatPage />, { path: '/members/:id/chat', url: '/members/42/chat' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat with member no. 42' })).toBeInTheDocument();
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
