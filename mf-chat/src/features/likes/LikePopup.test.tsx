import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import {
  likePopupRequestedAtom,
  purchaseReturnPath,
  useNewLikesCount,
  userAtom,
  type MemberCard,
  type User,
} from 'shared-ui/kernel';
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

it('sends a message from the overlay as an ordinary chat message and opens the conversation', async () => {
  const { sent } = stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
    'GET /api/chats.php': { body: { chats: [], total_unread_messages: 0 } },
    'POST /api/messages.php': {
      body: {
        message: {
          id: 5,
          conversation_id: 31,
          sender_id: 1,
          kind: 'text',
          text: 'Hello Lotte',
          gift: null,
          attachment: null,
          created_at: '2026-11-28T09:00:00.000Z',
          read: null,
        },
        credits: 0,
        free_messages_left: 1,
      },
    },
  });
  const { store } = await openPopup(userFixture({ paid_user: false, credits: 0, free_messages_left: 2 }));
  act(() => store.set(likePopupRequestedAtom, true));
  const dialog = within(await screen.findByRole('dialog', { name: 'New like!' }));
  expect(dialog.getByText('2 free messages left')).toBeInTheDocument();
  const ui = userEvent.setup();
  await ui.type(dialog.getByRole('textbox', { name: 'Message to Lotte' }), 'Hello Lotte{Enter}');
  expect(await screen.findByTestId('current-path')).toHaveTextContent('/chats/31');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    client_id: expect.any(String),
    member: 42,
    text: 'Hello Lotte',
  });
  expect(store.get(userAtom)?.free_messages_left).toBe(1);
});

it('leads to buying credits when the message cannot be paid, and back to this chat after', async () => {
  stubFetch({
    'GET /api/auto-like.php': { body: { profile: lotte } },
    'GET /api/likes.php': { body: likes },
    'POST /api/messages.php': {
      status: 402,
      body: { error: 'not_enough_credits', message: 'You do not have enough credits', statusCode: 402 },
    },
  });
  const { store } = await openPopup(userFixture({ paid_user: false, credits: 0, free_messages_left: 0 }));
  act(() => store.set(likePopupRequestedAtom, true));
  const dialog = within(await screen.findByRole('dialog', { name: 'New like!' }));
  const ui = userEvent.setup();
  await ui.type(dialog.getByRole('textbox', { name: 'Message to Lotte' }), 'Hello Lotte{Enter}');
  expect(await dialog.findByText('You do not have enough credits')).toBeInTheDocument();
  await ui.click(dialog.getByRole('button', { name: 'Buy credits' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/credits');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(purchaseReturnPath()).toBe('/members/42/chat');
});
