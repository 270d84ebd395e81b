import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesResponse, MemberCard } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LikesPage from './LikesPage';

const likes: LikesResponse = {
  profiles: [11, 12, 13],
  liked_by: [
    { id: 13, like_new: false },
    { id: 12, like_new: true },
    { id: 22, like_new: false },
    { id: 21, like_new: true },
  ],
};

function card(id: number, name: string): MemberCard {
  return {
    id,
    name,
    age: 31,
    gender: 'female',
    country: 'GB',
    region: null,
    city: 'York',
    main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_thumb.jpg`, match: `${id}_thumb.jpg` },
    photo_count: 1,
    fictional: false,
  };
}

const cards = [card(12, 'Bea'), card(13, 'Cat'), card(21, 'Dee'), card(22, 'Eve')];

const open = () =>
  renderPage(<LikesPage />, {
    path: '/likes',
    user: userFixture(),
    settings: settingsFixture({ cdn_prefix: '/uploads/' }),
  });

describe('LikesPage', () => {
  it('shows who likes the member as faces, new likes first with New like!, and each list with its number', async () => {
    stubFetch({
      'GET /api/likes.php': { body: likes },
      'GET /api/profiles.php': { body: { profiles: cards } },
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    expect(await screen.findByText('4 likes')).toHaveRole('status');
    expect(screen.getByText('2 new likes')).toHaveRole('status');

    const lists = within(screen.getByRole('navigation', { name: 'Likes lists' }));
    expect(lists.getByRole('link', { name: 'Likes you 4' })).toHaveAttribute('href', '/likes/received');
    expect(lists.getByRole('link', { name: 'Likes you 4' })).toHaveAttribute('aria-current', 'page');
    expect(lists.getByRole('link', { name: 'You like 3' })).toHaveAttribute('href', '/likes/sent');
    expect(lists.getByRole('link', { name: 'Matches 2' })).toHaveAttribute('href', '/likes/matches');

    const faces = within(screen.getByRole('list', { name: 'Who likes you' })).getAllByRole('link');
    expect(faces.map((face) => face.textContent)).toEqual([
      'Bea, 31YorkNew like!',
      'Dee, 31YorkNew like!',
      'Cat, 31York',
      'Eve, 31York',
    ]);
    expect(faces[0]).toHaveAttribute('href', '/likes/m/12');
    expect(faces[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/12_thumb.jpg');
  });

  it('holds the place of the list while it loads, announced as loading, with the tabs already there', async () => {
    // An answer whose body never ends: the list stays loading.
    stubFetch({ 'GET /api/likes.php': () => new Response(new ReadableStream()) });
    await open();
    expect(screen.getByRole('status', { name: 'Loading your likes…' })).toHaveAttribute('aria-busy', 'true');
    const lists = within(screen.getByRole('navigation', { name: 'Likes lists' }));
    expect(lists.getByRole('link', { name: 'Likes you' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: 'Who likes you' })).not.toBeInTheDocument();
  });

  it('says nobody has liked the member yet, and leads to people', async () => {
    stubFetch({ 'GET /api/likes.php': { body: { profiles: [], liked_by: [] } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'Nobody has liked you yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByText('0 new likes')).toHaveRole('status');
  });

  it('offers to try again when the likes cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      'GET /api/likes.php': () =>
        fail ? Response.json({ error: 'not_found' }, { status: 404 }) : Response.json(likes),
      'GET /api/profiles.php': { body: { profiles: cards } },
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your likes could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Who likes you' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const { sent } = stubFetch({});
    await renderPage(<LikesPage />, { path: '/likes' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see who likes you.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
