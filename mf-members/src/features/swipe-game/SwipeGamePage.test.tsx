import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SwipeGamePage from './SwipeGamePage';

describe('SwipeGamePage', () => {
  it('explains the daily like allowance and shows the empty deck', async () => {
    await renderPage(<SwipeGamePage />, { path: '/swipe-game', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(screen.getByText(/You have 4 likes per day\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No members to swipe yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<SwipeGamePage />, { path: '/swipe-game' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
