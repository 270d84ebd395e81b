import { screen, within } from '@testing-library/react';
import { newLikesAtom } from 'shared-ui/kernel';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LikesPage from './LikesPage';

describe('LikesPage', () => {
  it('shows the number of new likes, the lists and the empty state', async () => {
    const { store } = await renderPage(<LikesPage />, { path: '/likes', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 new likes');
    const lists = within(screen.getByRole('navigation', { name: 'Likes lists' }));
    expect(lists.getByRole('link', { name: 'Likes you' })).toHaveAttribute('href', '/likes/received');
    expect(lists.getByRole('link', { name: 'You like' })).toHaveAttribute('href', '/likes/sent');
    expect(lists.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/likes/matches');
    expect(screen.getByRole('heading', { name: 'No likes yet' })).toBeInTheDocument();
    expect(store.get(newLikesAtom)).toBe(0);
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<LikesPage />, { path: '/likes' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see who likes you.')).toBeInTheDocument();
  });
});
