import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, signupRequestAtom, userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { LocationProbe, renderRoute, setupI18n, stubFetch } from '../../test/render';
import { TopNavigation } from './TopNavigation';

function setMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function storeWith(user: User | null) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, user);
  return store;
}

/** The likes and conversations calls answer these counts: the badges count them, as in the app. */
function stubNewLikes(count: number, unread = 0) {
  const likedBy = Array.from({ length: count }, (_, index) => ({ id: index + 1, like_new: true }));
  stubFetch({
    'GET /api/likes.php': { body: { profiles: [], liked_by: likedBy } },
    'GET /api/chats.php': { body: { chats: [], total_unread_messages: unread } },
  });
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeAll(() => setupI18n());
beforeEach(() => setMatchMedia(() => false));

describe('top navigation for a logged-in member', () => {
  it('links search, messages, likes and credits for a paid user', () => {
    renderRoute(<TopNavigation />, { store: storeWith(userFixture({ paid_user: true, credits: 50 })) });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/chats');
    expect(nav.getByRole('link', { name: /^Likes/ })).toHaveAttribute('href', '/likes');
    expect(nav.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(nav.queryByRole('link', { name: 'Get Premium' })).not.toBeInTheDocument();
  });

  it('reaches the match finder and the swipe game through the Discover menu, marking the open one', async () => {
    const user = userEvent.setup();
    renderRoute(<TopNavigation />, {
      store: storeWith(userFixture()),
      path: '/swipe-game',
      name: 'swipe-game',
    });
    await user.click(within(mainNav()).getByRole('button', { name: 'Discover' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Match finder' })).toHaveAttribute(
      'href',
      '/match-finder',
    );
    const swipe = within(menu).getByRole('menuitem', { name: 'Swipe game' });
    expect(swipe).toHaveAttribute('href', '/swipe-game');
    expect(swipe).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('menuitem', { name: 'Match finder' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/match-finder$/);
  });

  it('offers Get Premium instead of Credits to a non-paid user', () => {
    renderRoute(<TopNavigation />, { store: storeWith(userFixture({ paid_user: false, credits: 0 })) });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(nav.queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
  });

  it('shows unread and new-like counts, capped at 99+ from 100', async () => {
    stubNewLikes(99, 100);
    renderRoute(<TopNavigation />, { store: storeWith(userFixture()) });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99+');
    expect(await screen.findByTestId('likes-badge')).toHaveTextContent('99');
    // Screen readers hear the full count rather than the capped badge.
    expect(within(mainNav()).getByRole('link', { name: 'Messages 100 unread messages' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Likes 99 new likes' })).toBeInTheDocument();
  });

  it('shows no count badge at 0', () => {
    stubNewLikes(0);
    renderRoute(<TopNavigation />, { store: storeWith(userFixture()) });
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('likes-badge')).not.toBeInTheDocument();
  });

  it.each([
    [50, null],
    [11, null],
    [10, 'warning'],
    [3, 'warning'],
    [0, 'danger'],
  ])('with %i credits shows the credits badge in tone %s', (credits, tone) => {
    renderRoute(<TopNavigation />, { store: storeWith(userFixture({ paid_user: true, credits })) });
    const badge = screen.queryByTestId('credits-badge');
    if (tone === null) {
      expect(badge).not.toBeInTheDocument();
    } else {
      expect(badge).toHaveTextContent(String(credits));
      expect(badge).toHaveAttribute('data-tone', tone);
    }
  });

  it('has an account menu with the thumbnail, name, My profile, Settings and Logout', async () => {
    const user = userEvent.setup();
    renderRoute(<TopNavigation />, { store: storeWith(userFixture()) });
    const account = screen.getByRole('button', { name: 'Account menu of Sanne' });
    expect(within(account).getByText('Sanne')).toBeInTheDocument();
    expect(account.querySelector('img')).toHaveAttribute('src', '/uploads/sanne_thumb.jpg');
    await user.click(account);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out through GET /api/logout.php, forgets the user and goes home', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ '/api/logout.php': { body: { success: true } } });
    const { store } = renderRoute(<TopNavigation />, {
      store: storeWith(userFixture()),
      path: '/members',
      name: 'members',
      routes: [{ path: '/', element: <LocationProbe /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Account menu of Sanne' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    // Besides the likes and conversations the badges load, the one call is the logout.
    const sent = calls.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    const badges = ['GET /api/likes.php', 'GET /api/chats.php'];
    expect(sent.filter((call) => !badges.includes(call))).toEqual(['GET /api/logout.php']);
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('top navigation for a visitor', () => {
  it('has Log in and Sign up', () => {
    renderRoute(<TopNavigation />, { store: storeWith(null) });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // A link, which works before the shell has loaded (a server-drawn page).
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('link', { name: 'Search members' })).not.toBeInTheDocument();
  });

  it('opens the signup modal request on desktop (768 px and up)', async () => {
    setMatchMedia((query) => query === '(min-width: 768px)');
    const user = userEvent.setup();
    const { store } = renderRoute(<TopNavigation />, { store: storeWith(null) });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(store.get(signupRequestAtom)).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes to the signup page on smartphones', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute(<TopNavigation />, { store: storeWith(null) });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(store.get(signupRequestAtom)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('hides Sign up when signups need a traffic source and none is known', () => {
    const store = storeWith(null);
    act(() => store.set(settingsAtom, settingsFixture({ signups: 'with_trafficsource' })));
    renderRoute(<TopNavigation />, { store });
    expect(within(mainNav()).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('the standalone Back button', () => {
  const standalone = () => setMatchMedia((query) => query === '(display-mode: standalone)');

  it('appears in installed-app mode on members-id when there is history', () => {
    standalone();
    window.history.pushState({}, '', '/previous');
    renderRoute(<TopNavigation />, {
      store: storeWith(userFixture()),
      path: '/members/:id',
      url: '/members/3',
      name: 'members-id',
    });
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('does not appear in a normal browser tab', () => {
    window.history.pushState({}, '', '/previous');
    renderRoute(<TopNavigation />, {
      store: storeWith(userFixture()),
      path: '/members/:id',
      url: '/members/3',
      name: 'members-id',
    });
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  it('does not appear on other routes', () => {
    standalone();
    renderRoute(<TopNavigation />, { store: storeWith(userFixture()), path: '/members', name: 'members' });
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });
});
