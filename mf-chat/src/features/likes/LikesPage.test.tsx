import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesResponse } from 'shared-ui/kernel';
import { stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LikesPage from './LikesPage';

const likes: LikesResponse = {
  profiles: [11, 12, 13],
  liked_by: [
    { id: 12, like_new: true },
    { id: 21, like_new: true },
    { id: 13, like_new: false },
    { id: 22, like_new: false },
  ],
};

describe('LikesPage', () => {
  it('shows the new likes and each list with its number of likes', async () => {
    stubFetch({ 'GET /api/likes.php': { body: likes } });
    await renderPage(<LikesPage />, { path: '/likes', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();

    const received = (await screen.findByRole('heading', { name: 'Who likes you' })).closest('a')!;
    expect(received).toHaveAttribute('href', '/likes/received');
    expect(within(received).getByText('4 likes')).toBeInTheDocument();
    expect(within(received).getByText('2 new likes')).toBeInTheDocument();

    const sent = screen.getByRole('heading', { name: 'Members you like' }).closest('a')!;
    expect(sent).toHaveAttribute('href', '/likes/sent');
    expect(within(sent).getByText('3 likes')).toBeInTheDocument();

    const matches = screen.getByRole('heading', { name: 'Matches' }).closest('a')!;
    expect(matches).toHaveAttribute('href', '/likes/matches');
    expect(within(matches).getByText('2 matches')).toBeInTheDocument();
    expect(within(matches).getByText('1 new like')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('2 new likes');
    const lists = within(screen.getByRole('navigation', { name: 'Likes lists' }));
    expect(lists.getByRole('link', { name: 'Likes you' })).toHaveAttribute('href', '/likes/received');
    expect(lists.getByRole('link', { name: 'You like' })).toHaveAttribute('href', '/likes/sent');
    expect(lists.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/likes/matches');
  });

  it('says there are no likes yet', async () => {
    stubFetch({ 'GET /api/likes.php': { body: { profiles: [], liked_by: [] } } });
    await renderPage(<LikesPage />, { path: '/likes', user: userFixture() });
    expect(await screen.findByRole('heading', { name: 'No likes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('status')).toHaveTextContent('0 new likes');
  });

  it('offers to try again when the likes cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      'GET /api/likes.php': () =>
        fail ? Response.json({ error: 'not_found' }, { status: 404 }) : Response.json(likes),
    });
    await renderPage(<LikesPage />, { path: '/likes', user: userFixture() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your likes could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Who likes you' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const { sent } = stubFetch({});
    await renderPage(<LikesPage />, { path: '/likes' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see who likes you.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
