import { act, screen, within } from '@testing-library/react';
import { timeBonusAtom } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ActivateDonePage from './ActivateDonePage';

const card = (id: number, name: string) => ({
  id,
  name,
  age: 30 + id,
  gender: 'female' as const,
  country: 'GB',
  region: 'England',
  city: 'Leeds',
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_thumb.jpg`, match: '' },
  photo_count: 1,
  fictional: false,
});

const searchAnswer = (count: number) => ({
  body: {
    profiles: Array.from({ length: count }, (_, index) => ({
      ...card(index + 1, `Member${index + 1}`),
      fictional: index === 1,
    })),
    total: count,
  },
});

describe('ActivateDonePage', () => {
  it('confirms the activation, welcomes a visitor who opened the link elsewhere and leads on', async () => {
    await renderPage(<ActivateDonePage />, {
      path: '/activate/done',
      settings: settingsFixture({ name: 'Harbour Hearts' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Harbour Hearts!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it("shows the member's new profile, Premium with the welcome discount, and members of their country", async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': searchAnswer(8) });
    const user = userFixture();
    const { store } = await renderPage(<ActivateDonePage />, {
      path: '/activate/done',
      settings: settingsFixture(),
      user: { ...user, paid_user: false },
    });
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByText(user.profile.name)).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    const premium = screen.getByRole('region', { name: 'Get Premium' });
    expect(within(premium).getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    expect(within(premium).queryByText('25% off')).not.toBeInTheDocument();
    act(() => store.set(timeBonusAtom, { isVisible: true, secondsLeft: 3600 }));
    expect(within(premium).getByText('25% off')).toBeInTheDocument();

    const members = await screen.findByRole('region', { name: 'Members near you' });
    const links = within(members).getAllByRole('link');
    // Six members, then Search members.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/members/1',
      '/members/2',
      '/members/3',
      '/members/4',
      '/members/5',
      '/members/6',
      '/members',
    ]);
    expect(within(members).getByText('Member1, 31')).toBeInTheDocument();
    // A fictional member is disclosed in the list too.
    expect(within(members).getAllByText('Fictional profile')).toHaveLength(1);
    const query = new URL(calls[0]!.url).searchParams;
    expect(query.get('country')).toBe(user.profile.country);
    expect(query.get('num')).toBe('6');
  });

  it('leaves Premium out for a member who has bought, and the overview when nobody is found', async () => {
    stubFetch({ 'GET /api/members.php': searchAnswer(0) });
    await renderPage(<ActivateDonePage />, {
      path: '/activate/done',
      settings: settingsFixture(),
      user: { ...userFixture(), paid_user: true },
    });
    expect(screen.getByRole('region', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get Premium' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Members near you' })).not.toBeInTheDocument();
  });

  it('shows how complete the profile is from what the member filled in, with a link for each missing part', async () => {
    stubFetch({ 'GET /api/members.php': searchAnswer(0) });
    const member = userFixture();
    await renderPage(<ActivateDonePage />, {
      path: '/activate/done',
      settings: settingsFixture(),
      user: {
        ...member,
        profile: {
          ...member.profile,
          main_image: null,
          about_me: 'Walks by the sea, and good coffee.',
          interests: [],
          hair_color: null,
          city: 'Leeds',
        },
      },
    });
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(
      within(profile).getByRole('progressbar', { name: 'Your profile is 40% complete' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const missing = within(profile).getByRole('list', { name: 'Still missing' });
    expect(
      within(missing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add a photo', '/profile#photos'],
      ['Pick your interests', '/profile#interests'],
      ['Add your looks and status', '/profile#details'],
    ]);
    // What the member has just written is not asked for again.
    expect(within(profile).queryByText(/a few words about yourself/i)).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});
