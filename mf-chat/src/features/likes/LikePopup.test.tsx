import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { likePopupRequestedAtom, useNewLikesCount, type MemberCard, type User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LikePopup from './LikePopup';

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
const noLikes = { profiles: [], liked_by: [] };

/** What the navigation badge shows: the kernel's new-likes count. */
function NewLikesCount() {
  return <output data-testid="new-likes">{useNewLikesCount()}</output>;
}

/** Answers the likes call with no likes until `liked()` is called, then with Lotte's like. */
function likesBeforeAndAfter() {
  let answer: unknown = noLikes;
  const respond = () =>
    new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  return { respond, liked: () => (answer = likes) };
}

/** The shell's 'likes.popup' slot: the popup is there only while it is asked for. */
function LikePopupSlot() {
  return useAtomValue(likePopupRequestedAtom) ? <LikePopup /> : null;
}

/** The popup as the shell's slot shows it, beside what the navigation badge shows. */
function openPopup(user: User | null = userFixture()) {
  return renderPage(
    <>
      <LikePopupSlot />
      <NewLikesCount />
    </>,
    { user, settings: settingsFixture() },
  );
}

/**
 * Lets the fetch stub's promises, ky's response handling and the query cache's batched notifications
 * (a zero-delay timer) run under fake timers.
 */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => jest.advanceTimersByTime(0));
}

const calls = (sent: { path: string }[], path: string) => sent.filter((request) => request.path === path);

afterEach(() => jest.useRealTimers());

it('shows the member of the automatic like, and reloads the likes 500 ms after the call', async () => {
  jest.useFakeTimers();
  const server = likesBeforeAndAfter();
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': server.respond,
  });
  const { store } = await openPopup();
  await settle();
  expect(calls(sent, '/api/auto-like.php')).toHaveLength(0);
  expect(calls(sent, '/api/likes.php')).toHaveLength(1);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('0');

  server.liked();
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(calls(sent, '/api/auto-like.php')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
  expect(screen.getByText('Lotte, 27')).toBeInTheDocument();

  await act(async () => jest.advanceTimersByTime(499));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(2);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('1');
});

it('opens the profile from the button and closes on the way', async () => {
  stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
  });
  const { store } = await openPopup();
  act(() => store.set(likePopupRequestedAtom, true));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'View profile' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/members/42');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});

it('resets the request when closed', async () => {
  stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
  });
  const { store } = await openPopup();
  act(() => store.set(likePopupRequestedAtom, true));
  await screen.findByRole('dialog', { name: 'New like!' });
  await userEvent.setup().keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});

it('shows nothing when nobody liked the member, and still reloads the likes', async () => {
  jest.useFakeTimers();
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: null } },
    'GET /api/likes.php': { body: likes },
  });
  const { store } = await openPopup();
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(likePopupRequestedAtom)).toBe(false);
  const before = calls(sent, '/api/likes.php').length;
  await act(async () => jest.advanceTimersByTime(500));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(before + 1);
});

it('reloads the likes 500 ms after the call even when the member closes the overlay at once', async () => {
  jest.useFakeTimers();
  const server = likesBeforeAndAfter();
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': server.respond,
  });
  const { store } = await openPopup();
  await settle();
  server.liked();
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const before = calls(sent, '/api/likes.php').length;

  await act(async () => jest.advanceTimersByTime(499));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(before);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(calls(sent, '/api/likes.php')).toHaveLength(before + 1);
  expect(screen.getByTestId('new-likes')).toHaveTextContent('1');
});

it('does not call for a visitor', async () => {
  jest.useFakeTimers();
  const { sent } = stubFetch({});
  const { store } = await openPopup(null);
  act(() => store.set(likePopupRequestedAtom, true));
  await settle();
  expect(sent).toHaveLength(0);
  expect(store.get(likePopupRequestedAtom)).toBe(false);
});
