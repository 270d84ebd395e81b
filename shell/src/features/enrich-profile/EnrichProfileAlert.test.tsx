import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n } from '../../test/render';
import { EnrichProfileAlert } from './EnrichProfileAlert';
import { ENRICH_PROFILE_HIDE_KEY, isThinProfile } from './enrichProfileRules';

const image = { filename: 'a.jpg', thumb_filename: 'a_thumb.jpg', match: 'a' };

/** A profile that tells enough: photo, about me and three details. */
const rich = (overrides: Partial<User['profile']> = {}) =>
  userFixture({
    status: 'confirmed',
    profile: {
      ...userFixture().profile,
      main_image: image,
      about_me: 'Coffee first.',
      hair_color: 'red',
      eye_color: 'green',
      interests: ['music'],
      body_type: null,
      relationship_status: null,
      signup_reason: null,
      city: null,
      ...overrides,
    } as User['profile'],
  });

function storeWith(user: User | null) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, user);
  return store;
}

beforeAll(() => setupI18n());
beforeEach(() => localStorage.clear());

it('invites a member with a thin profile to /profile on the members pages', () => {
  renderRoute(<EnrichProfileAlert />, { store: storeWith(rich({ main_image: null })), name: 'members' });
  expect(screen.getByText('Complete your profile')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', '/profile');
});

it('stays hidden once dismissed, storing the time under the hide key', async () => {
  const { unmount } = renderRoute(<EnrichProfileAlert />, {
    store: storeWith(rich({ about_me: null })),
    name: 'members',
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Hide this tip' }));
  expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  const stored = Number(localStorage.getItem(ENRICH_PROFILE_HIDE_KEY));
  expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
  unmount();
  renderRoute(<EnrichProfileAlert />, { store: storeWith(rich({ about_me: null })), name: 'likes' });
  expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
});

it.each([
  ['a rich profile', rich(), 'members'],
  ['the own profile page', rich({ main_image: null }), 'profile'],
  ['a page outside the members area', rich({ main_image: null }), 'notifications'],
  [
    'an unconfirmed member (the activation reminder comes first)',
    { ...rich({ main_image: null }), status: 'not_confirmed' },
    'members',
  ],
  ['a visitor', null, 'members'],
])('is not shown for %s', (_what, user, name) => {
  renderRoute(<EnrichProfileAlert />, { store: storeWith(user as User | null), name });
  expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
});

it('counts a profile as thin without photo, without about me, or with fewer than 3 details', () => {
  expect(isThinProfile(rich().profile)).toBe(false);
  expect(isThinProfile(rich({ main_image: null }).profile)).toBe(true);
  expect(isThinProfile(rich({ about_me: '   ' }).profile)).toBe(true);
  expect(isThinProfile(rich({ interests: [] }).profile)).toBe(true);
});
