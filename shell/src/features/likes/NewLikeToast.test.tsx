import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { createStore, useStore } from 'jotai';
import { useEffect } from 'react';
import {
  likePopupRequestedAtom,
  settingsAtom,
  startRealtime,
  stopRealtime,
  userAtom,
  type MemberCard,
} from 'shared-ui/kernel';
import { startRealtimeTestServer, type RealtimeTestServer } from 'shared-ui/testing';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n, stubFetch } from '../../test/render';
import { NewLikeToast } from './NewLikeToast';

function card(id: number, name: string): MemberCard {
  return {
    id,
    name,
    age: 29,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_thumb.jpg`, match: `${id}_thumb.jpg` },
    photo_count: 1,
    fictional: false,
  };
}

let socket: RealtimeTestServer;
beforeAll(() => setupI18n());
beforeEach(async () => {
  socket = await startRealtimeTestServer();
});
afterEach(async () => {
  act(() => stopRealtime());
  await socket.stop();
});

/** The member's chat socket, as the shell opens it for a logged-in member, on the test server. */
function Socket() {
  const client = useQueryClient();
  const store = useStore();
  useEffect(() => startRealtime({ client, store, userId: 7, url: socket.url }), [client, store]);
  return null;
}

async function open() {
  // The API answers the cards asked for; the toast picks the member of the like from them.
  stubFetch({ 'GET /api/profiles.php': { body: { profiles: [card(43, 'Mia'), card(42, 'Lotte')] } } });
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, userFixture());
  const view = await renderRouteAsync(
    <>
      <Socket />
      <NewLikeToast />
    </>,
    { store },
  );
  await socket.connected();
  return { ...view, store };
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

it('shows a like that arrives while the member is online as a New like! toast with the face, linking to the likes', async () => {
  await open();
  socket.publish({ type: 'like', member: 42 });
  await screen.findByText(/Lotte likes you/);
  const toast = within(region()).getByRole('status');
  expect(toast).toHaveTextContent('New like!Lotte likes you. See who likes you.');
  expect(within(toast).getByRole('link', { name: /New like!/ })).toHaveAttribute('href', '/likes');
  expect(toast.querySelector('img')).toHaveAttribute('src', '/uploads/42_thumb.jpg');

  await userEvent.setup().click(within(toast).getByRole('link'));
  expect(screen.getByTestId('location')).toHaveTextContent('/likes');
  expect(screen.queryByText(/Lotte likes you/)).not.toBeInTheDocument();
});

it('shows one like at a time: a newer like replaces the toast', async () => {
  await open();
  socket.publish({ type: 'like', member: 42 });
  await screen.findByText(/Lotte likes you/);
  socket.publish({ type: 'like', member: 43 });
  await screen.findByText(/Mia likes you/);
  expect(within(region()).getAllByRole('status')).toHaveLength(1);
});

it('leaves the automatic like to the like popup that shows it', async () => {
  const { store } = await open();
  act(() => store.set(likePopupRequestedAtom, true));
  socket.publish({ type: 'like', member: 42 });
  socket.publish({ type: 'match', member: 42 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByText('New like!')).not.toBeInTheDocument();
});
