import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LikesListPage from './LikesListPage';

describe('LikesListPage', () => {
  it.each([
    ['received', 'Who likes you', 'Nobody has liked you yet'],
    ['sent', 'Members you like', "You haven't liked anyone yet"],
    ['matches', 'Matches', 'No matches yet'],
  ])('shows the %s list with its empty state', async (type, heading, empty) => {
    await renderPage(<LikesListPage />, { path: '/likes/:type', url: `/likes/${type}`, user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', `/likes/${type}`);
  });

  it('says an unknown list does not exist and links back to the likes', async () => {
    await renderPage(<LikesListPage />, {
      path: '/likes/:type',
      url: '/likes/everyone',
      user: userFixture(),
    });
    expect(screen.getByRole('heading', { name: 'This list does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to likes' })).toHaveAttribute('href', '/likes');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<LikesListPage />, { path: '/likes/:type', url: '/likes/received' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
