import { screen, within } from '@testing-library/react';
import type { LikesResponse, MemberCard } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { PROFILES_PER_CALL } from './likes-data';
import { renderPage } from '../../test/renderPage';
import LikesListPage from './LikesListPage';

function card(id: number, name: string, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    name,
    age: 30,
    gender: 'female',
    country: 'GB',
    region: null,
    city: 'Leeds',
    main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_thumb.jpg`, match: `${id}_thumb.jpg` },
    photo_count: 1,
    fictional: false,
    ...overrides,
  };
}

const members = [card(1, 'Amy'), card(2, 'Beth', { main_image: null }), card(3, 'Cleo'), card(4, 'Dana')];

/**
 * The API's cards, in its own order (by id, not the list's). It leaves out members the viewer may no
 * longer see; extra cards in the answer are simply not on the list.
 */
function stubLikes(likes: LikesResponse) {
  return stubFetch({
    'GET /api/likes.php': { body: likes },
    'GET /api/profiles.php': { body: { profiles: members } },
  });
}

const requestedIds = (calls: Request[]) =>
  calls
    .filter((request) => new URL(request.url).pathname === '/api/profiles.php')
    .map((request) => new URL(request.url).searchParams.get('ids')!.split(',').length);

const open = (type: string) =>
  renderPage(<LikesListPage />, {
    path: '/likes/:type',
    url: `/likes/${type}`,
    user: userFixture(),
    settings: settingsFixture({ cdn_prefix: '/uploads/' }),
  });

/** The cards' text as a screen reader gets it (the initials of a member without photo are hidden). */
const cardNames = () =>
  within(screen.getAllByRole('list').at(-1)!)
    .getAllByRole('link')
    .map((link) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });

describe('LikesListPage', () => {
  it('lists who liked the member as faces, new likes first marked New like!, each linking to the profile', async () => {
    const { calls } = stubLikes({
      profiles: [],
      liked_by: [
        { id: 3, like_new: false },
        { id: 2, like_new: true },
        { id: 1, like_new: false },
        { id: 4, like_new: true },
      ],
    });
    await open('received');
    expect(screen.getByRole('heading', { level: 1, name: 'Who likes you' })).toBeInTheDocument();
    expect(await screen.findByText('4 likes')).toHaveRole('status');
    expect(requestedIds(calls)).toEqual([4]);
    expect(cardNames()).toEqual([
      'Beth, 30LeedsNew like!',
      'Dana, 30LeedsNew like!',
      'Cleo, 30Leeds',
      'Amy, 30Leeds',
    ]);
    const beth = screen.getByRole('link', { name: /Beth/ });
    expect(beth).toHaveAttribute('href', '/likes/m/2');
    expect(beth.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Cleo/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/3_thumb.jpg',
    );
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/likes/received');
  });

  it('lists the members the member liked, and the matches', async () => {
    const likes = {
      profiles: [1, 3],
      liked_by: [
        { id: 3, like_new: true },
        { id: 4, like_new: false },
      ],
    };
    stubLikes(likes);
    const sent = await open('sent');
    expect(await screen.findByText('2 likes')).toHaveRole('status');
    expect(cardNames()).toEqual(['Amy, 30Leeds', 'Cleo, 30Leeds']);
    sent.unmount();

    stubLikes(likes);
    await open('matches');
    expect(await screen.findByText('1 match')).toHaveRole('status');
    expect(cardNames()).toEqual(['Cleo, 30LeedsNew like!']);
  });

  it('names a city that is also its region once', async () => {
    stubFetch({
      'GET /api/likes.php': { body: { profiles: [5], liked_by: [] } },
      'GET /api/profiles.php': { body: { profiles: [card(5, 'Eve', { city: 'London', region: 'London' })] } },
    });
    await open('sent');
    expect(await screen.findByText('1 like')).toHaveRole('status');
    expect(cardNames()).toEqual(['Eve, 30London']);
  });

  it('leaves out members the API no longer shows, and asks for the cards in batches it accepts', async () => {
    const ids = Array.from({ length: PROFILES_PER_CALL + 1 }, (_, index) => 1000 + index);
    const { calls } = stubLikes({ profiles: [2, ...ids], liked_by: [] });
    await open('sent');
    expect(await screen.findByText('1 like')).toHaveRole('status');
    expect(cardNames()).toEqual(['Beth, 30Leeds']);
    expect(requestedIds(calls)).toEqual([PROFILES_PER_CALL, 2]);
  });

  it.each([
    ['received', 'Who likes you', 'Nobody has liked you yet'],
    ['sent', 'Members you like', "You haven't liked anyone yet"],
    ['matches', 'Matches', 'No matches yet'],
  ])('shows the %s list with its empty state', async (type, heading, empty) => {
    stubLikes({ profiles: [], liked_by: [] });
    await open(type);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', `/likes/${type}`);
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('starts an empty list from faces: members the match finder suggests, each opening their profile', async () => {
    stubFetch({
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
      'GET /api/match-finder.php': { body: { profiles: members } },
    });
    await open('matches');
    const faces = within(await screen.findByRole('list', { name: 'Members you might like' }));
    expect(faces.getAllByRole('link')).toHaveLength(4);
    expect(faces.getByRole('link', { name: 'Amy' })).toHaveAttribute('href', '/members/1');
    expect(faces.getByRole('link', { name: 'Beth' })).toHaveAttribute('href', '/members/2');
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
