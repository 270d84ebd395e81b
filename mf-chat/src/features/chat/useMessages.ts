import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userAtom, type Message } from 'shared-ui/kernel';
import { fetchMessages } from './api';
import { chatKeys } from './chat-keys';
import {
  flattenMessages,
  markOwnReadUpTo,
  mergeMessages,
  newestId,
  olderPageParam,
  type MessagePages,
} from './message-cache';

/** A catch-up reads at most this many pages; a longer gap loads the history again from the newest. */
const CATCH_UP_PAGES = 5;

/**
 * One conversation's messages: the newest page when it opens, older pages on request (`before`), new
 * messages merged in as they arrive, and a catch-up (`after` the newest one) after the socket reconnects.
 * Nothing is loaded for a conversation that does not exist yet (null).
 */
export function useMessages(conversation: number | null) {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const queryKey = chatKeys.messages(userId, conversation);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchMessages({ conversation: conversation!, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderPageParam,
    enabled: userId !== null && conversation !== null,
  });

  const update = (id: number, change: (data: MessagePages | undefined) => MessagePages | undefined) =>
    queryClient.setQueryData<MessagePages>(chatKeys.messages(userId, id), change);

  /** Messages that arrived (sent, received or caught up) join the history, once each. */
  const add = (id: number, messages: readonly Message[]) =>
    update(id, (data) => mergeMessages(data, messages));

  const markReadUpTo = (upTo: number) => {
    if (conversation !== null && userId !== null) {
      update(conversation, (data) => markOwnReadUpTo(data, userId, upTo));
    }
  };

  /** Loads what was written while the socket was down, oldest first, page by page. */
  const catchUp = async () => {
    if (conversation === null) return;
    const current = queryClient.getQueryData<MessagePages>(queryKey);
    if (!current) return;
    let after = newestId(current);
    for (let page = 0; page < CATCH_UP_PAGES; page++) {
      const answer = await fetchMessages({ conversation, after });
      add(conversation, answer.messages);
      const last = answer.messages[answer.messages.length - 1];
      if (!answer.has_more || !last) return;
      after = last.id;
    }
    await queryClient.resetQueries({ queryKey });
  };

  const data = query.data as MessagePages | undefined;
  const lastPage = data?.pages[data.pages.length - 1];
  return {
    messages: flattenMessages(data),
    loaded: data !== undefined,
    failed: query.isError && data === undefined,
    retry: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    olderHidden: lastPage?.older_hidden ?? false,
    add,
    markReadUpTo,
    catchUp,
  };
}
