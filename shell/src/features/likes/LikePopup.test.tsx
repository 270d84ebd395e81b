import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { newLikesAtom, settingsAtom, userAtom, type MemberCard } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { likePopupRequestedAtom } from '../page-effects/likePopup';
import { LikePopup } from './LikePopup';

const lotte: MemberCard = {
  id: 42,
  name: 'Lotte',
  age: 27,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  main_image: { filename: 'lotte.jpg', thumb_filename: 'lotte_thumb.jpg', match: 'lotte_thumb.jpg' },
  photo_count: 2,
  fictional: true,
};

const likes = { profiles: [], liked_by: [{ id: 42, like_new: true }] };

function loggedInStore() {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, userFixture());
  return store;
}

/** Lets the fetch stub's promises and ky's response handling run (also under fake timers). */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => undefined);
}

const calls = (sent: { path: string }[], path: string) => sent.filter((request) => request.path === path);

beforeAll(() => setupI18n());
afterEach(() => jest.useRealTimers());

it('shows the member of the automatic like, and reloads the likes 500 ms after the call', async () => {
  jest.useFakeTimers();
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
  });
  const store = loggedInStore();
  renderRoute(<LikePopup />, { store });
  expect(calls(sent, '/api/auto-like.php')).toHaveLength(0);

  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(calls(sent, '/api/auto-like.php')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
  expect(screen.getByText('Lotte, 27')).toBeInTheDocument();

  await act(async () => jest.advanceTimersByTime(499));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(1);
  expect(store.get(newLikesAtom)).toBe(1);
});

it('opens the profile from the button and closes on the way', async () => {
  stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
  });
  const store = loggedInStore();
  renderRoute(<LikePopup />, { store });
  act(() => store.set(likePopupRequestedAtom, true));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'View profile' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/members/42');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});

it('resets the request when closed', async () => {
  stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
  });
  const store = loggedInStore();
  renderRoute(<LikePopup />, { store });
  act(() => store.set(likePopupRequestedAtom, true));
  await screen.findByRole('dialog', { name: 'New like!' });
  await userEvent.setup().keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});

it('shows nothing when nobody liked the member, and still reloads the likes', async () => {
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: null } },
    'GET /api/likes.php': { body: likes },
  });
  const store = loggedInStore();
  renderRoute(<LikePopup />, { store });
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(1);
});

it('does not call for a visitor', async () => {
  const { sent } = stubFetch({});
  const store = createStore();
  renderRoute(<LikePopup />, { store });
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(sent).toHaveLength(0);
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});
