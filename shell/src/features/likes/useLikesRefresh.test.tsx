import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { newLikesAtom, userAtom, type LikesResponse } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { Providers, stubFetch } from '../../test/render';
import { useLikesRefresh } from './useLikesRefresh';

function LikesRefresh() {
  useLikesRefresh();
  return null;
}

const likes = (newOnes: number, seen: number): LikesResponse => ({
  profiles: [3],
  liked_by: [
    ...Array.from({ length: newOnes }, (_, index) => ({ id: 100 + index, like_new: true })),
    ...Array.from({ length: seen }, (_, index) => ({ id: 200 + index, like_new: false })),
  ],
});

/** Lets the fetch stub's promises and ky's response handling run under fake timers. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => undefined);
}

function renderWith(store = createStore()) {
  render(
    <Providers store={store}>
      <LikesRefresh />
    </Providers>,
  );
  return store;
}

afterEach(() => jest.useRealTimers());

it('counts the new likes for the badge at once, then every 60 s', async () => {
  jest.useFakeTimers();
  let answer = likes(2, 3);
  const { sent } = stubFetch({ 'GET /api/likes.php': () => Response.json(answer) });
  const store = createStore();
  store.set(userAtom, userFixture());
  renderWith(store);
  await settle();
  expect(sent).toHaveLength(1);
  expect(store.get(newLikesAtom)).toBe(2);

  answer = likes(4, 3);
  await act(async () => jest.advanceTimersByTime(59_999));
  await settle();
  expect(sent).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(sent).toHaveLength(2);
  expect(store.get(newLikesAtom)).toBe(4);
});

it('loads on login and clears the count on logout', async () => {
  const { sent } = stubFetch({ 'GET /api/likes.php': { body: likes(1, 0) } });
  const store = renderWith();
  await settle();
  expect(sent).toHaveLength(0);

  act(() => store.set(userAtom, userFixture()));
  await settle();
  expect(store.get(newLikesAtom)).toBe(1);

  act(() => store.set(userAtom, null));
  expect(store.get(newLikesAtom)).toBe(0);
});

it('keeps the last count when a reload fails', async () => {
  stubFetch({ 'GET /api/likes.php': { status: 404, body: { error: 'not_found' } } });
  const store = createStore();
  store.set(newLikesAtom, 5);
  store.set(userAtom, userFixture());
  renderWith(store);
  await settle();
  expect(store.get(newLikesAtom)).toBe(5);
});
