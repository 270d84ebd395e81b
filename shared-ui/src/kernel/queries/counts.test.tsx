import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ChatsResponse, LikesResponse } from 'contract';
import { stubFetch, TestProviders, userFixture, type TestStore } from '../../testing';
import { realtimeStatusAtom } from '../realtime/status';
import { userAtom } from '../session/atoms';
import { useAttentionCount, useCreditsCount, useNewLikesCount, useUnreadMessagesCount } from './counts';

function Counts() {
  return (
    <>
      <output data-testid="new-likes">{useNewLikesCount()}</output>
      <output data-testid="credits">{useCreditsCount()}</output>
      <output data-testid="unread">{useUnreadMessagesCount()}</output>
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
const chatsCalls = (sent: { path: string }[]) => sent.filter((request) => request.path === '/api/chats.php');

const chatsWith = (unread: number): ChatsResponse => ({ chats: [], total_unread_messages: unread });

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

it('polls every 300 s instead while the chat socket is open (its events keep the counts current)', async () => {
  const { sent } = stubFetch({
    'GET /api/likes.php': { body: likesWith(0) },
    'GET /api/chats.php': { body: chatsWith(0) },
  });
  const store = createStore();
  store.set(userAtom, userFixture());
  store.set(realtimeStatusAtom, 'open');
  renderCounts(store);
  await settle();
  await act(async () => jest.advanceTimersByTime(60_000));
  await settle();
  expect(likesCalls(sent)).toHaveLength(1);
  expect(chatsCalls(sent)).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(240_000));
  await settle();
  expect(likesCalls(sent)).toHaveLength(2);
  expect(chatsCalls(sent)).toHaveLength(2);
});

it('adds unread messages and new likes into one attention count', async () => {
  stubFetch({ 'GET /api/likes.php': { body: likesWith(3) }, 'GET /api/chats.php': { body: chatsWith(2) } });
  const store = createStore();
  store.set(userAtom, userFixture());
  renderCounts(store);
  await settle();
  expect(screen.getByTestId('unread')).toHaveTextContent('2');
  expect(screen.getByTestId('attention')).toHaveTextContent('5');
});

it('counts the unread messages of the conversations, loaded at once on login and polled every 60 s', async () => {
  let answer = chatsWith(1);
  const { sent } = stubFetch({
    'GET /api/likes.php': { body: likesWith(0) },
    'GET /api/chats.php': () =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  });
  const store = createStore();
  store.set(userAtom, userFixture());
  renderCounts(store);
  await settle();
  expect(chatsCalls(sent)).toHaveLength(1);
  expect(screen.getByTestId('unread')).toHaveTextContent('1');
  answer = chatsWith(4);
  await act(async () => jest.advanceTimersByTime(60_000));
  await settle();
  expect(chatsCalls(sent)).toHaveLength(2);
  expect(screen.getByTestId('unread')).toHaveTextContent('4');
});

it('makes no call for a visitor and counts 0', async () => {
  const { sent } = stubFetch({});
  renderCounts(createStore());
  await act(async () => jest.advanceTimersByTime(120_000));
  await settle();
  expect(sent).toHaveLength(0);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('0');
  expect(screen.getByTestId('unread')).toHaveTextContent('0');
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
