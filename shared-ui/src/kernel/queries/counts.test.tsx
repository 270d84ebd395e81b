import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { LikesResponse } from 'contract';
import { stubFetch, TestProviders, userFixture, type TestStore } from '../../testing';
import { unreadMessagesAtom, userAtom } from '../session/atoms';
import { useAttentionCount, useCreditsCount, useNewLikesCount } from './counts';

function Counts() {
  return (
    <>
      <output data-testid="new-likes">{useNewLikesCount()}</output>
      <output data-testid="credits">{useCreditsCount()}</output>
      <output data-testid="attention">{useAttentionCount()}</output>
    </>
  );
}

function likesWith(newCount: number, seenCount = 0): LikesResponse {
  const entry = (id: number, like_new: boolean) => ({ id, like_new });
  return {
    profiles: [],
    liked_by: [
      ...Array.from({ length: newCount }, (_, index) => entry(index + 1, true)),
      ...Array.from({ length: seenCount }, (_, index) => entry(100 + index, false)),
    ],
  };
}

function renderCounts(store: TestStore, children: ReactNode = <Counts />) {
  return render(<TestProviders store={store}>{children}</TestProviders>);
}

/** Lets the fetch stub, ky and the query cache's batched notifications (a zero-delay timer) run. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => jest.advanceTimersByTime(0));
}

const likesCalls = (sent: { path: string }[]) => sent.filter((request) => request.path === '/api/likes.php');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts the likes not opened yet, loaded at once on login', async () => {
  const { sent } = stubFetch({ 'GET /api/likes.php': { body: likesWith(2, 3) } });
  const store = createStore();
  store.set(userAtom, userFixture({ credits: 7 }));
  renderCounts(store);
  await settle();
  expect(likesCalls(sent)).toHaveLength(1);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('2');
  expect(screen.getByTestId('credits')).toHaveTextContent('7');
});

it('polls the likes every 60 s while logged in', async () => {
  let answer = likesWith(1);
  const { sent } = stubFetch({
    'GET /api/likes.php': () =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  });
  const store = createStore();
  store.set(userAtom, userFixture());
  renderCounts(store);
  await settle();
  answer = likesWith(4);
  await act(async () => jest.advanceTimersByTime(59_000));
  await settle();
  expect(likesCalls(sent)).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1_000));
  await settle();
  expect(likesCalls(sent)).toHaveLength(2);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('4');
});

it('adds unread messages and new likes into one attention count', async () => {
  stubFetch({ 'GET /api/likes.php': { body: likesWith(3) } });
  const store = createStore();
  store.set(userAtom, userFixture());
  store.set(unreadMessagesAtom, 2);
  renderCounts(store);
  await settle();
  expect(screen.getByTestId('attention')).toHaveTextContent('5');
});

it('makes no call for a visitor and counts 0', async () => {
  const { sent } = stubFetch({});
  renderCounts(createStore());
  await act(async () => jest.advanceTimersByTime(120_000));
  await settle();
  expect(sent).toHaveLength(0);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('0');
});

it("drops the count at logout, and the next account never sees the previous one's", async () => {
  let answer = likesWith(5);
  stubFetch({
    'GET /api/likes.php': () =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  });
  const store = createStore();
  store.set(userAtom, userFixture());
  renderCounts(store);
  await settle();
  expect(screen.getByTestId('new-likes')).toHaveTextContent('5');

  act(() => store.set(userAtom, null));
  expect(screen.getByTestId('new-likes')).toHaveTextContent('0');

  answer = likesWith(1);
  const other = userFixture();
  act(() => store.set(userAtom, { ...other, profile: { ...other.profile, id: other.profile.id + 1 } }));
  expect(screen.getByTestId('new-likes')).toHaveTextContent('0');
  await settle();
  expect(screen.getByTestId('new-likes')).toHaveTextContent('1');
});
