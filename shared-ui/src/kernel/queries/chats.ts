import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ChatsResponse } from 'contract';
import { request } from '../api/request';
import { userAtom } from '../session/atoms';
import { queryKeys } from './keys';
import { useSessionRefreshInterval } from './refreshInterval';

/** GET /api/chats.php: the member's conversations, newest activity first, and the unread total. */
export function fetchChats(): Promise<ChatsResponse> {
  return request('GET /api/chats.php');
}

/**
 * The conversations of the logged-in member: loaded at once on boot and login so the Messages badge is
 * right from the start, polled on the session's refresh interval, and kept current in between by the chat
 * socket's events (realtime/applyEvent.ts). A visitor makes no call.
 */
export function chatsQueryOptions(userId: number | null, refreshInterval: number) {
  return queryOptions({
    queryKey: queryKeys.chats(userId),
    queryFn: fetchChats,
    enabled: userId !== null,
    refetchInterval: refreshInterval,
    refetchIntervalInBackground: true,
  });
}

/** The logged-in member's conversations; `data` stays undefined for a visitor. */
export function useChats() {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const refreshInterval = useSessionRefreshInterval();
  return useQuery(chatsQueryOptions(userId, refreshInterval));
}

/** An answer that carries the whole list (deleting a conversation) replaces the cached one. */
export function storeChats(client: QueryClient, userId: number, chats: ChatsResponse): void {
  client.setQueryData(queryKeys.chats(userId), chats);
}

/** Changes the cached list in place (nothing happens while it is not loaded). */
export function updateChats(
  client: QueryClient,
  userId: number,
  change: (chats: ChatsResponse) => ChatsResponse,
): void {
  client.setQueryData<ChatsResponse>(queryKeys.chats(userId), (chats) => (chats ? change(chats) : chats));
}

/** Something changed the conversations in a way the cache cannot follow: load them again. */
export function reloadChats(client: QueryClient, userId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.chats(userId) });
}

/**
 * A new unread total (marking a conversation read answers with it). When the conversations' own counts no
 * longer add up to it (read in another tab), the list is loaded again.
 */
export function storeUnreadTotal(client: QueryClient, userId: number, total: number): void {
  const chats = client.getQueryData<ChatsResponse>(queryKeys.chats(userId));
  if (!chats) return;
  if (chats.total_unread_messages !== total)
    storeChats(client, userId, { ...chats, total_unread_messages: total });
  const counted = chats.chats.reduce((sum, entry) => sum + entry.num_unread_messages, 0);
  if (counted !== total) void reloadChats(client, userId);
}

/** The member read a conversation (the answer to marking it read carries the new unread total). */
export function storeChatRead(
  client: QueryClient,
  userId: number,
  conversationId: number,
  total: number,
): void {
  updateChats(client, userId, (chats) => ({
    ...chats,
    chats: chats.chats.map((entry) =>
      entry.conversation === conversationId ? { ...entry, num_unread_messages: 0 } : entry,
    ),
  }));
  storeUnreadTotal(client, userId, total);
}
