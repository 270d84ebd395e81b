/**
 * The loaded history of one conversation, as the cache holds it: pages of GET /api/messages.php, the newest
 * page first and each page newest first. Messages that arrive later (sent, received, caught up) join the
 * newest page; a message is there once, by id, whichever way it came.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagesResponse } from 'shared-ui/kernel';

export type MessagePages = InfiniteData<MessagesResponse, number | undefined>;

/** Pages as a conversation with nothing loaded yet starts them. */
export function emptyPages(): MessagePages {
  return { pages: [{ messages: [], has_more: false, older_hidden: false }], pageParams: [undefined] };
}

const newestFirst = (a: Message, b: Message) => b.id - a.id;

/** Adds messages not yet there and refreshes those that are (a read flag that changed). */
export function mergeMessages(data: MessagePages | undefined, messages: readonly Message[]): MessagePages {
  const base = data ?? emptyPages();
  const incoming = new Map(messages.map((message) => [message.id, message]));
  const pages = base.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => {
      const update = incoming.get(message.id);
      if (!update) return message;
      incoming.delete(message.id);
      return update;
    }),
  }));
  if (incoming.size > 0) {
    const [newest, ...rest] = pages;
    const first = newest ?? { messages: [], has_more: false, older_hidden: false };
    pages.splice(
      0,
      pages.length,
      {
        ...first,
        messages: [...first.messages, ...incoming.values()].sort(newestFirst),
      },
      ...rest,
    );
  }
  return { ...base, pages };
}

/** The other member read up to `upTo`: the member's own messages up to it are read (receipts stay null). */
export function markOwnReadUpTo(data: MessagePages | undefined, ownId: number, upTo: number) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) =>
        message.sender_id === ownId && message.read === false && message.id <= upTo
          ? { ...message, read: true }
          : message,
      ),
    })),
  };
}

/** Every loaded message once, oldest first. */
export function flattenMessages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The id of the newest message loaded (where a catch-up after a reconnect starts), or 0. */
export function newestId(data: MessagePages | undefined): number {
  let newest = 0;
  for (const page of data?.pages ?? [])
    for (const message of page.messages) newest = Math.max(newest, message.id);
  return newest;
}

/** The oldest message of a page: the next page back starts before it. */
export function olderPageParam(page: MessagesResponse): number | undefined {
  if (!page.has_more) return undefined;
  return page.messages.reduce<number | undefined>(
    (min, message) => (min === undefined || message.id < min ? message.id : min),
    undefined,
  );
}
