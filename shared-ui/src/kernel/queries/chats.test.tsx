import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ChatEntry, ChatsResponse } from 'contract';
import { stubFetch, TestProviders, userFixture } from '../../testing';
import { useCreditsChanged, type CreditsChanged } from '../realtime/realtime';
import { userAtom } from '../session/atoms';
import { storeChatRead, useChats } from './chats';
import { useCreditsCount, useUnreadMessagesCount } from './counts';
import { createQueryClient } from './queryClient';

const card = (id: number) => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female' as const,
  country: 'GB',
  region: null,
  city: null,
  main_image: null,
  photo_count: 0,
  fictional: false,
});
const entry = (conversation: number, unread: number): ChatEntry => ({
  conversation,
  profile: card(conversation + 100),
  num_unread_messages: unread,
  last_message: null,
});

function Page({ onCredits }: { onCredits?: (apply: CreditsChanged) => void }) {
  const { data } = useChats();
  const creditsChanged = useCreditsChanged();
  onCredits?.(creditsChanged);
  return (
    <>
      <output data-testid="unread">{useUnreadMessagesCount()}</output>
      <output data-testid="credits">{useCreditsCount()}</output>
      <output data-testid="list">
        {data?.chats.map((chat) => `${chat.conversation}:${chat.num_unread_messages}`).join(',')}
      </output>
    </>
  );
}

it('a conversation read (its answer carries the new total) shows no unread messages at once', async () => {
  const { sent } = stubFetch({
    'GET /api/chats.php': {
      body: { chats: [entry(1, 2), entry(2, 1)], total_unread_messages: 3 } satisfies ChatsResponse,
    },
  });
  const store = createStore();
  const user = userFixture();
  store.set(userAtom, user);
  const client = createQueryClient();
  render(
    <TestProviders store={store} queryClient={client}>
      <Page />
    </TestProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('3'));
  act(() => storeChatRead(client, user.profile.id, 1, 1));
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('1'));
  expect(screen.getByTestId('list')).toHaveTextContent('1:0,2:1');
  // The counts add up: nothing to load again.
  expect(sent.filter((request) => request.path === '/api/chats.php')).toHaveLength(1);
});

it('a send’s returned balance shows in the Credits badge at once', async () => {
  stubFetch({ 'GET /api/chats.php': { body: { chats: [], total_unread_messages: 0 } } });
  const store = createStore();
  store.set(userAtom, userFixture({ credits: 40 }));
  let apply: CreditsChanged = () => undefined;
  render(
    <TestProviders store={store} queryClient={createQueryClient()}>
      <Page onCredits={(next) => (apply = next)} />
    </TestProviders>,
  );
  expect(screen.getByTestId('credits')).toHaveTextContent('40');
  act(() => apply({ credits: 30 }));
  expect(screen.getByTestId('credits')).toHaveTextContent('30');
  expect(store.get(userAtom)?.credits).toBe(30);
  // Remotes built against kernel 3.6 pass the balance and the premium state as two arguments.
  act(() => apply(25, true));
  expect(screen.getByTestId('credits')).toHaveTextContent('25');
  expect(store.get(userAtom)).toMatchObject({ credits: 25, paid_user: true });
});
