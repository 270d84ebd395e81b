import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SearchPage from './SearchPage';

describe('SearchPage', () => {
  it('shows a logged-in member the empty result list and the way to a better profile', async () => {
    await renderPage(<SearchPage />, { path: '/members', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No members to show yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Complete your profile' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/profile');
  });

  it('asks a visitor to log in when the site has no logged-out search', async () => {
    await renderPage(<SearchPage />, {
      path: '/members',
      settings: settingsFixture({ logged_out_search: 'none' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('No members to show yet')).not.toBeInTheDocument();
  });

  it('lets a visitor search when the site allows logged-out search, and offers the signup', async () => {
    await renderPage(<SearchPage />, {
      path: '/members',
      settings: settingsFixture({ logged_out_search: 'all' }),
    });
    expect(screen.getByRole('heading', { name: 'No members to show yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });
});
