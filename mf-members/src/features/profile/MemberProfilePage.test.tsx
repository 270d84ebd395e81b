import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MemberProfilePage from './MemberProfilePage';

describe('MemberProfilePage', () => {
  it('names the member from the URL and offers to message them', async () => {
    await renderPage(<MemberProfilePage />, {
      path: '/members/:id',
      url: '/members/42',
      user: userFixture(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile no. 42' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No profile details to show yet' })).toBeInTheDocument();
    expect(screen.getByText(/details of member no\. 42 will appear here/)).toBeInTheDocument();
    expect(screen.queryByText(/Log in to see more photos/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Send a message' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members/42/chat');
  });

  it('shows visitors the preview with a note that liking and chatting need a login', async () => {
    await renderPage(<MemberProfilePage />, { path: '/likes/m/:id', url: '/likes/m/9' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile no. 9' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Log in to see more photos, like this member or start a chat.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the profile cannot be found when the id is not a member id', async () => {
    await renderPage(<MemberProfilePage />, { path: '/members/:id', url: '/members/not-a-number' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This profile could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');
  });
});
