import type { TFunction } from 'i18next';
import type { ChatEntry, ChatsResponse, Message } from 'shared-ui/kernel';
import { giftNameKey, isGiftId } from '../gifts';

/** Newest conversation first (by its last message); conversations without a visible message last. */
export function newestFirst(chats: readonly ChatEntry[]): ChatEntry[] {
  const time = (entry: ChatEntry) =>
    entry.last_message ? Date.parse(entry.last_message.created_at) : Number.NEGATIVE_INFINITY;
  return [...chats].sort((a, b) => time(b) - time(a) || b.conversation - a.conversation);
}

/** The list without one conversation, its unread messages taken off the total. */
export function withoutChat(list: ChatsResponse, conversation: number): ChatsResponse {
  const removed = list.chats.find((entry) => entry.conversation === conversation);
  return {
    chats: list.chats.filter((entry) => entry.conversation !== conversation),
    total_unread_messages: Math.max(0, list.total_unread_messages - (removed?.num_unread_messages ?? 0)),
  };
}

/**
 * The last message in words, for the list's one-line preview: the text itself (on one line), a gift by
 * its name, a photo as 'Photo', and the member's own messages prefixed 'You:'.
 */
export function describeLastMessage(message: Message | null, ownId: number | null, t: TFunction): string {
  if (!message) return t('conversations.preview.none');
  let content: string;
  if (message.kind === 'gift') {
    const gift = isGiftId(message.gift) ? t(giftNameKey(message.gift)) : t('gifts.generic');
    content = t('conversations.preview.gift', { gift });
  } else if (message.kind === 'photo') {
    content = t('conversations.preview.photo');
  } else {
    content = message.text.replace(/\s+/g, ' ').trim();
  }
  return message.sender_id === ownId ? t('conversations.preview.own', { text: content }) : content;
}
