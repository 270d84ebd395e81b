import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countNewLikes, queryKeys, signupRequestAtom, userAtom, type LikesResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { cachedProfilesAtom } from '../member-cards/profile-cache';
import {
  blockedMemberResponse,
  deferredAnswer,
  lockedPhoto,
  memberCard,
  memberPhoto,
  memberProfile,
  memberResponse,
  queriesOf,
} from '../../test/members';
import { renderPage } from '../../test/renderPage';
import MemberProfilePage from './MemberProfilePage';

const settings = settingsFixture({ signups: 'all' });
const member = () => userFixture();
const openProfile = (options: { user?: ReturnType<typeof userFixture> | null; url?: string } = {}) =>
  renderPage(<MemberProfilePage />, {
    path: '/members/:id',
    url: options.url ?? '/members/42',
    user: options.user === undefined ? member() : options.user,
    settings,
  });

describe('MemberProfilePage', () => {
  it('shows the header with age, city and the region as the country calls it, and the details', async () => {
    const { calls } = stubFetch({
      'GET /api/member.php': {
        body: memberResponse({
          profile: memberProfile({
            city: 'Munich',
            region: 'Bayern',
            region_kind: 'state',
            about_me: 'Mountains and jazz.',
            hair_color: 'dark_blond',
            body_type: 'slim',
            tattoos: false,
            relationship_status: null,
            interests: ['hiking', 'wine'],
          }),
        }),
      },
    });
    await openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(queriesOf(calls, '/api/member.php')[0]?.get('id')).toBe('42');
    const facts = screen.getByText('Age').closest('dl')!;
    expect(within(facts).getByText('28 years old')).toBeInTheDocument();
    expect(within(facts).getByText('Munich')).toBeInTheDocument();
    expect(within(facts).getByText('State').nextElementSibling).toHaveTextContent('Bayern');
    expect(screen.getByRole('img', { name: 'Main photo of Anna' })).toHaveAttribute(
      'src',
      '/uploads/m42.jpg',
    );
    expect(within(screen.getByRole('region', { name: 'Photos' })).getByText('3 photos')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'About Anna' });
    expect(within(about).getByText('Mountains and jazz.')).toBeInTheDocument();
    expect(within(about).getByText('Hair colour').nextElementSibling).toHaveTextContent('Dark blond');
    expect(within(about).getByText('Body type').nextElementSibling).toHaveTextContent('Slim');
    expect(within(about).getByText('Tattoos').nextElementSibling).toHaveTextContent('No');
    expect(within(about).queryByText('Relationship status')).not.toBeInTheDocument();
    expect(within(about).getByText('Hiking')).toBeInTheDocument();
    expect(within(about).getByText('Wine')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/members/42/chat');
    expect(screen.getByRole('link', { name: 'Send a gift' })).toHaveAttribute(
      'href',
      '/members/42/chat?gift=1',
    );
  });

  it('shows the header of a card seen in a list at once, while the profile loads', async () => {
    const { respond, release } = deferredAnswer(memberResponse());
    stubFetch({ 'GET /api/member.php': respond });
    const { store } = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    act(() => store.set(cachedProfilesAtom, new Map([[42, memberCard({ name: 'Anna', city: 'Leeds' })]])));
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByText('Leeds')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('shows a visitor the photos they may not see as locked teasers, with the way to log in', async () => {
    stubFetch({
      'GET /api/member.php': {
        body: memberResponse({
          like: null,
          profile: memberProfile({
            // A visitor can open the main photo only: that is the count the API gives them.
            photo_count: 1,
            photos: [memberPhoto(1, { main: true }), lockedPhoto(2, 'login'), lockedPhoto(3, 'login')],
          }),
        }),
      },
    });
    const { store } = await openProfile({ user: null });
    const tile = await screen.findByRole('button', {
      name: 'Photo 2 is locked. You need to be logged in to see more photos',
    });
    // The blurred teaser only, no photo of the member (an image without a name, to the eye only).
    expect(within(tile).queryByRole('img')).not.toBeInTheDocument();
    expect(tile.querySelector('img')).toHaveAttribute('src', '/uploads/t2_teaser.jpg');
    const note = screen.getByText('You need to be logged in to see more photos').closest('[role="status"]')!;
    expect(within(note as HTMLElement).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.setup().click(within(note as HTMLElement).getByRole('button', { name: 'Sign up free' }));
    expect(store.get(signupRequestAtom)).toEqual({ memberId: 42 });
  });

  it('shows a free member the private photos as locked teasers, with the way to premium', async () => {
    stubFetch({
      'GET /api/member.php': {
        body: memberResponse({
          profile: memberProfile({ photos: [memberPhoto(1, { main: true }), lockedPhoto(2, 'premium')] }),
        }),
      },
    });
    await openProfile();
    const tile = await screen.findByRole('button', {
      name: 'Photo 2 is locked. Get premium to see all photos',
    });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/uploads/t2_teaser.jpg');
    expect(screen.getByText('Get premium to see all photos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByText('You need to be logged in to see more photos')).not.toBeInTheDocument();
  });

  it('counts the same photos in both badges, and says how many more are locked', async () => {
    stubFetch({
      'GET /api/member.php': {
        body: memberResponse({
          profile: memberProfile({
            photo_count: 2,
            photos: [
              memberPhoto(1, { main: true }),
              lockedPhoto(2, 'premium'),
              memberPhoto(3),
              lockedPhoto(4, 'premium'),
            ],
          }),
        }),
      },
    });
    await openProfile();
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(within(photos).getByText('2 photos')).toBeInTheDocument();
    expect(within(photos).getByText('2 more locked')).toBeInTheDocument();
    // The header's badge, read out in words.
    expect(screen.getAllByText('2 photos')).toHaveLength(2);
  });

  it('likes the member and shows the match overlay when the like is returned', async () => {
    const { sent } = stubFetch({
      'GET /api/member.php': {
        body: memberResponse({ like: { liked: false, liked_by: true, match: false } }),
      },
      'PUT /api/likes.php': { body: { profiles: [], liked_by: [{ id: 42, like_new: false }] } },
      'POST /api/like.php': { body: { like: { liked: true, liked_by: true, match: true } } },
    });
    await openProfile();
    expect(await screen.findByText('Anna likes you')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Like' }));
    const overlay = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ id: 42 });
    expect(screen.getByText("It's a match: you and Anna like each other")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlike' })).toBeInTheDocument();

    await ui.click(within(overlay).getByRole('button', { name: 'Go to chat' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members/42/chat');
  });

  it('takes a like back', async () => {
    const { calls } = stubFetch({
      'GET /api/member.php': {
        body: memberResponse({ like: { liked: true, liked_by: false, match: false } }),
      },
      'DELETE /api/like.php': { body: { like: { liked: false, liked_by: false, match: false } } },
    });
    await openProfile();
    expect(await screen.findByText('You like Anna')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlike' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.queryByText('You like Anna')).not.toBeInTheDocument();
    expect(queriesOf(calls, '/api/like.php')[0]?.get('id')).toBe('42');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a like was refused by an invisible member', async () => {
    stubFetch({
      'GET /api/member.php': { body: memberResponse() },
      'POST /api/like.php': {
        status: 403,
        body: { error: 'member_invisible', message: 'This member is invisible.', statusCode: 403 },
      },
    });
    await openProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This member is invisible and has to make the first contact.',
    );
  });

  it('counts the like of this member as seen and updates the new-likes badge', async () => {
    const { sent } = stubFetch({
      'GET /api/member.php': {
        body: memberResponse({ like: { liked: false, liked_by: true, match: false } }),
      },
      'PUT /api/likes.php': {
        body: {
          profiles: [],
          liked_by: [
            { id: 9, like_new: true },
            { id: 42, like_new: false },
            { id: 11, like_new: true },
          ],
        },
      },
    });
    const { queryClient, store } = await openProfile();
    const newLikes = () => {
      const likes = queryClient.getQueryData<LikesResponse>(queryKeys.likes(store.get(userAtom)!.profile.id));
      return likes ? countNewLikes(likes) : undefined;
    };
    await waitFor(() => expect(newLikes()).toBe(2));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ id: 42 });
  });

  it('does not mark anything seen when the member has not liked the viewer', async () => {
    const { sent } = stubFetch({ 'GET /api/member.php': { body: memberResponse() } });
    await openProfile();
    await screen.findByRole('button', { name: 'Like' });
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('blocks after confirming, then shows the blocked state and unblocks again', async () => {
    let blocked = false;
    const { sent } = stubFetch({
      'GET /api/member.php': () =>
        new Response(JSON.stringify(blocked ? blockedMemberResponse() : memberResponse()), {
          headers: { 'content-type': 'application/json' },
        }),
      'POST /api/block.php': () => {
        blocked = true;
        return new Response(JSON.stringify({ blocked: true }));
      },
      'DELETE /api/block.php': () => {
        blocked = false;
        return new Response(JSON.stringify({ blocked: false }));
      },
    });
    await openProfile();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'More actions for Anna' }));
    await ui.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    expect(dialog).toHaveTextContent('Your chats and likes with Anna will be deleted');
    await ui.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByRole('heading', { name: 'You blocked this member' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ id: 42 });
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/uploads/m42_thumb.jpg');
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === '/api/member.php')).toHaveLength(2);
  });

  it('keeps the profile when the member cancels the block', async () => {
    const { sent } = stubFetch({ 'GET /api/member.php': { body: memberResponse() } });
    await openProfile();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'More actions for Anna' }));
    await ui.click(screen.getByRole('menuitem', { name: 'Block' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('reports the member from the menu beside Block and confirms it, the profile staying as it was', async () => {
    const { sent } = stubFetch({
      'GET /api/member.php': { body: memberResponse() },
      'POST /api/report.php': {
        status: 201,
        body: {
          report: {
            id: 3,
            member: { id: 42, name: 'Anna' },
            reason: 'harassment',
            status: 'open',
            created_at: '2026-06-01T10:00:00.000Z',
          },
          duplicate: false,
        },
      },
    });
    await openProfile();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'More actions for Anna' }));
    await ui.click(screen.getByRole('menuitem', { name: 'Report Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    await ui.click(within(dialog).getByRole('radio', { name: 'Harassment or threats' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your report' });
    expect(within(thanks).getByRole('status')).toHaveTextContent('We have received your report about Anna');
    expect(sent.find((request) => request.path === '/api/report.php')?.body).toEqual({
      member: 42,
      reason: 'harassment',
    });
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('shows a member the viewer blocked earlier as blocked', async () => {
    stubFetch({ 'GET /api/member.php': { body: blockedMemberResponse() } });
    await openProfile();
    expect(await screen.findByRole('heading', { name: 'You blocked this member' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('tells a member blocked by this member that they have no access, naming them, and nothing else', async () => {
    stubFetch({
      'GET /api/member.php': {
        status: 403,
        body: {
          error: 'blocked_by_member',
          message: 'You have been blocked by Anna and have no access to this page.',
          member_name: 'Anna',
          statusCode: 403,
        },
      },
    });
    await openProfile();
    expect(
      await screen.findByRole('heading', {
        name: 'You have been blocked by Anna and have no access to this page.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the profile cannot be found when the API does not know the member', async () => {
    stubFetch({});
    await openProfile({ url: '/members/404' });
    expect(
      await screen.findByRole('heading', { name: 'This member could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');
  });

  it('says the profile cannot be found when the id is not a member id', async () => {
    const { calls } = stubFetch({});
    await openProfile({ url: '/members/not-a-number' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This member could not be found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Like', 'You need to be logged in to like a profile'],
    ['Message', 'You need to be logged in to chat'],
    ['Send a gift', 'You need to be logged in to send a gift'],
  ])('tells a visitor pressing %s that it needs an account', async (button, prompt) => {
    stubFetch({ 'GET /api/member.php': { body: memberResponse({ like: null }) } });
    await renderPage(<MemberProfilePage />, { path: '/likes/m/:id', url: '/likes/m/42', settings });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: prompt });
    expect(within(dialog).getByRole('button', { name: 'Sign up free' })).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('offers a visitor only the login where the site takes no signups', async () => {
    stubFetch({ 'GET /api/member.php': { body: memberResponse({ like: null }) } });
    await renderPage(<MemberProfilePage />, {
      path: '/members/:id',
      url: '/members/42',
      settings: settingsFixture({ signups: 'invite_only' }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Message' }));
    const dialog = screen.getByRole('dialog', { name: 'You need to be logged in to chat' });
    expect(within(dialog).queryByRole('button', { name: 'Sign up free' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for Anna' })).not.toBeInTheDocument();
  });

  it("shows the site's fictional warning on a fictional profile", async () => {
    stubFetch({
      'GET /api/member.php': { body: memberResponse({ profile: memberProfile({ fictional: true }) }) },
    });
    await renderPage(<MemberProfilePage />, {
      path: '/members/:id',
      url: '/members/42',
      user: member(),
      settings: settingsFixture({
        fictional_singular: 'fictional profile',
        fictional_warning: 'This profile is run by our team.',
      }),
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Fictional profile');
    expect(note).toHaveTextContent('This profile is run by our team.');
  });

  it('offers the editor instead of like, message and block on the member’s own profile', async () => {
    stubFetch({
      'GET /api/member.php': { body: memberResponse({ profile: memberProfile({ id: 7, name: 'sam' }) }) },
    });
    await openProfile({ url: '/members/7' });
    expect(await screen.findByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for sam' })).not.toBeInTheDocument();
  });

  it('lists related and similar members as cards', async () => {
    stubFetch({
      'GET /api/member.php': {
        body: memberResponse({
          related: [memberCard({ id: 7, name: 'Cleo' })],
          similar: [memberCard({ id: 8, name: 'Dana' }), memberCard({ id: 9, name: 'Eve' })],
        }),
      },
    });
    await openProfile();
    const related = await screen.findByRole('region', { name: 'Members nearby' });
    expect(within(related).getByRole('link', { name: 'Cleo' })).toHaveAttribute('href', '/members/7');
    const similar = screen.getByRole('region', { name: 'Similar profiles' });
    expect(within(similar).getAllByRole('article')).toHaveLength(2);
  });
});
