/**
 * The one place where the chat socket's events change the server-state cache, so every view of the same data
 * (badges, the conversation list, the credits) changes with them at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { ChatsResponse, Message, RealtimeEvent, User } from 'contract';
import { reloadChats, storeChats, storeUnreadTotal, updateChats } from '../queries/chats';
import { queryKeys } from '../queries/keys';
import { reloadLikes } from '../queries/likes';
import { userAtom } from '../session/atoms';

export type Store = ReturnType<typeof createStore>;

export interface RealtimeTarget {
  client: QueryClient;
  store: Store;
  /** The member the socket belongs to. */
  userId: number;
}

/**
 * A message in one of the member's conversations (theirs from another tab, or the other member's): it
 * becomes the conversation's last message and the conversation moves to the top; the other member's counts
 * as unread until read. A conversation not in the list (new, or deleted by the member before) needs the
 * server's entry, so the list is loaded again. A message already shown changes nothing (events may repeat).
 */
function applyMessage({ client, userId }: RealtimeTarget, message: Message): void {
  const chats = client.getQueryData<ChatsResponse>(queryKeys.chats(userId));
  if (!chats) return;
  const entry = chats.chats.find((candidate) => candidate.conversation === message.conversation_id);
  if (!entry) {
    void reloadChats(client, userId);
    return;
  }
  if (entry.last_message && entry.last_message.id >= message.id) return;
  const incoming = message.sender_id !== userId;
  const updated = {
    ...entry,
    last_message: message,
    num_unread_messages: entry.num_unread_messages + (incoming ? 1 : 0),
  };
  storeChats(client, userId, {
    ...chats,
    chats: [updated, ...chats.chats.filter((candidate) => candidate !== entry)],
  });
}

/** A new balance: `paid_user` and `free_messages_left` undefined are unchanged. */
export interface CreditsChange {
  credits: number;
  paid_user?: boolean;
  free_messages_left?: number;
}

/**
 * The member's balance changed (a message paid, credits bought): the user's credits, free messages and premium
 * state change everywhere at once (the Credits badge and the chat's free-message counter read them from the
 * user).
 */
export function applyCredits(client: QueryClient, store: Store, change: CreditsChange): void;
/** The form remotes built against kernel 3.6 call: the balance and the premium state. */
export function applyCredits(client: QueryClient, store: Store, credits: number, paidUser?: boolean): void;
export function applyCredits(
  client: QueryClient,
  store: Store,
  changeOrCredits: CreditsChange | number,
  paidUser?: boolean,
): void {
  const change: CreditsChange =
    typeof changeOrCredits === 'number' ? { credits: changeOrCredits, paid_user: paidUser } : changeOrCredits;
  const user = store.get(userAtom);
  if (!user) return;
  const updated: User = {
    ...user,
    credits: change.credits,
    paid_user: change.paid_user ?? user.paid_user,
    free_messages_left: change.free_messages_left ?? user.free_messages_left,
  };
  if (
    updated.credits === user.credits &&
    updated.paid_user === user.paid_user &&
    updated.free_messages_left === user.free_messages_left
  )
    return;
  // The user query holds the same object, so its next answer is what replaces it, not this change.
  client.setQueryData<User | null>(queryKeys.user(user.profile.id), (cached) => (cached ? updated : cached));
  store.set(userAtom, updated);
}

export function applyRealtimeEvent(target: RealtimeTarget, event: RealtimeEvent): void {
  const { client, store, userId } = target;
  switch (event.type) {
    case 'message':
      return applyMessage(target, event.message);
    case 'unread':
      return storeUnreadTotal(client, userId, event.total_unread_messages);
    case 'chat_removed':
      return updateChats(client, userId, (chats) => ({
        ...chats,
        chats: chats.chats.filter((entry) => entry.conversation !== event.conversation),
      }));
    case 'like':
    case 'match':
      void reloadLikes(client, userId);
      return;
    case 'credits':
      return applyCredits(client, store, event);
    // Typing and read receipts belong to the open conversation (useRealtimeEvent); pongs to the connection;
    // the resume frame to the tab's socket, which loads what it shows again when the events cannot catch up.
    case 'typing':
    case 'read':
    case 'pong':
    case 'resume':
      return;
  }
}
