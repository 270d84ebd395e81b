import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TIME_BONUS_MODAL_DELAY_MS, timeBonusAtom, userAtom, type User } from 'shared-ui/kernel';
import { clearSession } from '../../app/session/session';
import { useTimeBonusCountdown, useTimeBonusOnLogin } from '../../app/session/useSession';
import { userFixture } from '../../test/fixtures';
import { LocationProbe, Providers, renderAsync, setupI18n } from '../../test/render';
import { TimeBonusBanner } from './TimeBonusBanner';
import { TimeBonusModal } from './TimeBonusModal';
import { TIME_BONUS_BANNER_HIDE_KEY, TIME_BONUS_MODAL_HIDE_KEY } from './timeBonusRules';

const SIGNUP = Date.parse('2025-03-01T10:00:00Z');
const FOUR_HOURS_MS = 4 * 60 * 60 * 1000;

function newMember(overrides: Partial<User> = {}): User {
  return userFixture({
    paid_user: false,
    credits: 0,
    signup_date: new Date(SIGNUP).toISOString(),
    ...overrides,
  });
}

/** The session upkeep of the shell's Root that the bonus needs. */
function Session() {
  useTimeBonusOnLogin();
  useTimeBonusCountdown();
  return null;
}

function Frame() {
  return (
    <>
      <Session />
      <TimeBonusBanner />
      <TimeBonusModal />
      <Outlet />
      <LocationProbe />
    </>
  );
}

/** The shell's way of naming routes: each page's handle carries its route name. */
const page = (path: string, name: string) => ({
  path,
  handle: { name, layout: 'default' },
  element: <p>{name} page</p>,
});

async function renderSite(options: { user?: User | null; url?: string } = {}) {
  const { user = newMember(), url = '/members' } = options;
  const store = createStore();
  store.set(userAtom, user);
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          page('/members', 'members'),
          page('/members/:id', 'members-id'),
          page('/chats', 'chats'),
          page('/profile', 'profile'),
          page('/credits', 'credits'),
        ],
      },
    ],
    { initialEntries: [url] },
  );
  await renderAsync(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router };
}

const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const go = (router: { navigate: (to: string) => Promise<void> }, to: string) =>
  act(async () => router.navigate(to));

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  // One hour after the signup: 3 hours left.
  jest.useFakeTimers({ now: SIGNUP + 60 * 60 * 1000 });
});
afterEach(() => jest.useRealTimers());

describe('the welcome-bonus banner', () => {
  it('shows the offer with a per-second countdown and links to the credits page', async () => {
    jest.setSystemTime(SIGNUP + 60 * 60 * 1000 + 400);
    await renderSite({ url: '/profile' });
    const banner = screen.getByRole('region', { name: 'Welcome bonus' });
    expect(banner).toHaveTextContent('25% off · 3 h 00 min 00 s left');
    expect(within(banner).getByRole('timer')).toHaveAttribute('datetime', 'PT3H0M0S');
    expect(within(banner).getByRole('link', { name: 'Unlock 25% off' })).toHaveAttribute('href', '/credits');

    await advance(599);
    expect(within(banner).getByRole('timer')).toHaveTextContent('3 h 00 min 00 s');
    await advance(1);
    expect(within(banner).getByRole('timer')).toHaveTextContent('2 h 59 min 59 s');
    await advance(1000);
    expect(within(banner).getByRole('timer')).toHaveTextContent('2 h 59 min 58 s');
    await advance(57_000);
    expect(within(banner).getByRole('timer')).toHaveTextContent('2 h 59 min 01 s');
  });

  it('closes for good with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSite({ url: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Close the offer' }));
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(localStorage.getItem(TIME_BONUS_BANNER_HIDE_KEY)).not.toBeNull();
  });

  it('disappears when the countdown reaches zero, and the bonus state is cleared', async () => {
    jest.setSystemTime(SIGNUP + FOUR_HOURS_MS - 3_000);
    const { store } = await renderSite({ url: '/profile' });
    expect(screen.getByRole('timer')).toHaveTextContent('00 min 03 s');
    await advance(2_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00 min 01 s');
    await advance(999);
    expect(screen.getByRole('timer')).toHaveTextContent('00 min 01 s');
    await advance(1);
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(store.get(timeBonusAtom)).toBeNull();
  });

  it('disappears on logout and comes back with the time left on the next login', async () => {
    const member = newMember();
    const { store } = await renderSite({ user: member, url: '/profile' });
    expect(screen.getByRole('region', { name: 'Welcome bonus' })).toBeInTheDocument();
    act(() => clearSession(store));
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(store.get(timeBonusAtom)).toBeNull();

    await advance(10 * 60 * 1000);
    act(() => store.set(userAtom, member));
    expect(screen.getByRole('timer')).toHaveTextContent('2 h 50 min 00 s');
  });

  it('is not shown to paid members', async () => {
    await renderSite({ user: newMember({ paid_user: true }), url: '/profile' });
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });

  it('goes when a refresh shows the member has paid', async () => {
    const { store } = await renderSite({ url: '/profile' });
    act(() => store.set(userAtom, newMember({ paid_user: true, credits: 100 })));
    await advance(1_000);
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });

  it('is not shown 4 hours after the signup', async () => {
    jest.setSystemTime(SIGNUP + FOUR_HOURS_MS);
    await renderSite({ url: '/profile' });
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });
});

describe('the time-bonus modal', () => {
  const dialog = () => screen.queryByRole('dialog', { name: 'Welcome bonus' });

  it('opens exactly 40 s after entering the members area, with the 25% bonus, the countdown and a link to credits', async () => {
    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    const modal = screen.getByRole('dialog', { name: 'Welcome bonus' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveTextContent('25%');
    expect(within(modal).getByRole('timer')).toHaveTextContent('2 h 59 min 20 s');
    const link = within(modal).getByRole('link', { name: 'Unlock 25% off' });
    expect(link).toHaveAttribute('href', '/credits');
    expect(link).toHaveFocus();
  });

  it('counts the delay across the pages of the members area (chats too)', async () => {
    const { router } = await renderSite();
    await advance(20_000);
    await go(router, '/members/5');
    await advance(10_000);
    await go(router, '/chats');
    await advance(10_000);
    expect(dialog()).toBeInTheDocument();
  });

  it('is cancelled on leaving the members area, and the delay starts again on coming back', async () => {
    const { router } = await renderSite();
    await advance(30_000);
    await go(router, '/profile');
    await advance(30_000);
    expect(dialog()).not.toBeInTheDocument();
    await go(router, '/members');
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('closes when the member leaves the area while it is open', async () => {
    const { router } = await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).toBeInTheDocument();
    await go(router, '/profile');
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(TIME_BONUS_MODAL_HIDE_KEY)).toBeNull();
  });

  it('does not open outside the members area', async () => {
    await renderSite({ url: '/profile' });
    await advance(5 * TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open for members with credits, paid members or visitors', async () => {
    const withCredits = await renderSite({ user: newMember({ credits: 10 }) });
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
    act(() => withCredits.store.set(userAtom, null));

    await renderSite({ user: newMember({ paid_user: true }) });
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();

    await renderSite({ user: null });
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open when the bonus is over', async () => {
    jest.setSystemTime(SIGNUP + FOUR_HOURS_MS - 10_000);
    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('remembers the dismissal (Escape) under its hide key and stays closed afterwards', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(TIME_BONUS_MODAL_HIDE_KEY))).toBe(Math.floor(Date.now() / 1000));

    await go(router, '/profile');
    await go(router, '/members');
    await advance(2 * TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays closed after a dismissal on an earlier visit, by the close button or "Maybe later" too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(localStorage.getItem(TIME_BONUS_MODAL_HIDE_KEY)).not.toBeNull();
    first.router.dispose();

    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('the close button dismisses it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    await user.click(within(dialog()!).getByRole('button', { name: 'Close the offer' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(TIME_BONUS_MODAL_HIDE_KEY)).not.toBeNull();
  });

  it('ignores a dismissal stored before this member signed up (another account on the device)', async () => {
    localStorage.setItem(TIME_BONUS_MODAL_HIDE_KEY, String(Math.floor(SIGNUP / 1000) - 86_400));
    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    expect(dialog()).toBeInTheDocument();
  });

  it('keeps the keyboard inside the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSite();
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    const modal = screen.getByRole('dialog', { name: 'Welcome bonus' });
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
