import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { TabBar } from './TabBar';

function storeWith(user: User | null) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, user);
  return store;
}

/** The likes and conversations calls answer these counts: the badges count them, as in the app. */
function stubCounts(newLikes: number, unread: number) {
  const likedBy = Array.from({ length: newLikes }, (_, index) => ({ id: index + 1, like_new: true }));
  stubFetch({
    'GET /api/likes.php': { body: { profiles: [], liked_by: likedBy } },
    'GET /api/chats.php': { body: { chats: [], total_unread_messages: unread } },
  });
}

const tabBar = () => screen.getByRole('navigation', { name: 'Main' });
/** What the tabs show, in order: the short labels under the icons. */
const shownLabels = () =>
  within(tabBar())
    .getAllByRole('listitem')
    .map((tab) => tab.querySelector('a > span[aria-hidden="true"], button span')?.textContent);

beforeAll(() => setupI18n());

describe('the phone tab bar', () => {
  it('has five tabs for a paying member: search, discover, messages, likes and Credits', () => {
    renderRoute(<TabBar />, { store: storeWith(userFixture({ paid_user: true, credits: 50 })) });
    expect(shownLabels()).toEqual(['Search', 'Discover', 'Messages', 'Likes', 'Credits']);
    const bar = within(tabBar());
    // Screen readers hear the full label, of which the visible short one is a part.
    expect(bar.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(bar.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/chats');
    expect(bar.getByRole('link', { name: /^Likes/ })).toHaveAttribute('href', '/likes');
    expect(bar.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(bar.queryByRole('link', { name: 'Get Premium' })).not.toBeInTheDocument();
  });

  it('shows Get Premium (as "Premium") to a member who does not pay', () => {
    renderRoute(<TabBar />, { store: storeWith(userFixture({ paid_user: false, credits: 0 })) });
    expect(shownLabels()).toEqual(['Search', 'Discover', 'Messages', 'Likes', 'Premium']);
    expect(within(tabBar()).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(within(tabBar()).queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('is not there for visitors', () => {
    renderRoute(<TabBar />, { store: storeWith(null) });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('counts unread messages and new likes on their tabs, 99+ from 100', async () => {
    stubCounts(7, 120);
    renderRoute(<TabBar />, { store: storeWith(userFixture()) });
    const bar = within(tabBar());
    expect(await bar.findByTestId('unread-badge')).toHaveTextContent('99+');
    expect(await bar.findByTestId('likes-badge')).toHaveTextContent('7');
    expect(bar.getByRole('link', { name: 'Messages 120 unread messages' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Likes 7 new likes' })).toBeInTheDocument();
  });

  it('shows no count badge at 0', () => {
    stubCounts(0, 0);
    renderRoute(<TabBar />, { store: storeWith(userFixture()) });
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('likes-badge')).not.toBeInTheDocument();
  });

  it.each([
    [50, null, 'Credits'],
    [11, null, 'Credits'],
    [10, 'warning', 'Credits 10 credits left'],
    [1, 'warning', 'Credits 1 credit left'],
    [0, 'danger', 'Credits 0 credits left'],
  ])('with %i credits shows the credits badge in tone %s', (credits, tone, name) => {
    renderRoute(<TabBar />, { store: storeWith(userFixture({ paid_user: true, credits })) });
    const tab = within(tabBar()).getByRole('link', { name });
    const badge = within(tab).queryByTestId('credits-badge');
    if (tone === null) {
      expect(badge).not.toBeInTheDocument();
    } else {
      expect(badge).toHaveTextContent(String(credits));
      expect(badge).toHaveAttribute('data-tone', tone);
    }
  });

  it('marks the tab of the page on screen with aria-current', () => {
    renderRoute(<TabBar />, { store: storeWith(userFixture()), path: '/likes', name: 'likes' });
    const bar = within(tabBar());
    expect(bar.getByRole('link', { name: /^Likes/ })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Search members', /^Messages/, 'Credits']) {
      expect(bar.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('keeps the search tab current only on the search itself, not on a profile below it', () => {
    renderRoute(<TabBar />, {
      store: storeWith(userFixture()),
      path: '/members/:id',
      url: '/members/3',
      name: 'members-id',
    });
    expect(within(tabBar()).getByRole('link', { name: 'Search members' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the match finder and the swipe game from the Discover tab, the open one marked', async () => {
    const user = userEvent.setup();
    renderRoute(<TabBar />, { store: storeWith(userFixture()), path: '/match-finder', name: 'match-finder' });
    await user.click(within(tabBar()).getByRole('button', { name: 'Discover' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Match finder' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Swipe game' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/swipe-game$/);
  });

  it('has tabs of at least 44 px, a finger’s size', () => {
    renderRoute(<TabBar />, { store: storeWith(userFixture()) });
    const bar = tabBar();
    for (const tab of within(bar).getAllByRole('link')) {
      expect(parseInt(getComputedStyle(tab).minHeight, 10)).toBeGreaterThanOrEqual(44);
    }
  });
});
