import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRenderPage, userFixture } from '../../testing';
import { LoginRequired } from './LoginRequired';

const renderPage = createRenderPage('inbox', {
  auth: {
    required: 'You need to be logged in to chat',
    hint: 'Log in to read your messages and reply.',
    login: 'Log in',
  },
});

describe('LoginRequired', () => {
  it('shows its content to a logged-in user', async () => {
    await renderPage(
      <LoginRequired namespace="inbox">
        <p>Your conversations</p>
      </LoginRequired>,
      { user: userFixture() },
    );
    expect(screen.getByText('Your conversations')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("tells a visitor to log in, in the caller's words, and takes them to the login page", async () => {
    const user = userEvent.setup();
    await renderPage(
      <LoginRequired namespace="inbox">
        <p>Your conversations</p>
      </LoginRequired>,
    );
    expect(screen.queryByText('Your conversations')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByText('Log in to read your messages and reply.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it("takes a page's own title and hint over the generic ones", async () => {
    await renderPage(
      <LoginRequired namespace="inbox" title="See who likes you" hint="Log in to see your likes.">
        <p>Likes</p>
      </LoginRequired>,
    );
    expect(screen.getByRole('heading', { name: 'See who likes you' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your likes.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
