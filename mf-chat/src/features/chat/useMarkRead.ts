import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { storeChatRead, userAtom } from 'shared-ui/kernel';
import { markRead } from './api';

/**
 * Opening a conversation reads it, and so does a message from the other member arriving while it is open
 * and the page is visible; one that arrives while the page is hidden is read when it shows again. Each
 * read sets the conversation's unread count to zero and the Messages badge to the server's total.
 *
 * `latestIncoming` is the id of the other member's newest loaded message (0 when there is none); the hook
 * waits until the messages are `ready`, so opening reads once.
 */
export function useMarkRead(conversation: number | null, latestIncoming: number, ready: boolean) {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  // The newest message already read (-1: not read since the chat opened; a chat screen shows one conversation).
  const readUpTo = useRef(-1);

  useEffect(() => {
    if (conversation === null || userId === null || !ready) return;
    const read = () => {
      if (document.visibilityState !== 'visible' || latestIncoming <= readUpTo.current) return;
      const before = readUpTo.current;
      readUpTo.current = latestIncoming;
      markRead(conversation)
        .then(({ total_unread_messages }) =>
          storeChatRead(queryClient, userId, conversation, total_unread_messages),
        )
        .catch(() => {
          // Not read after all: the next message or the next visit tries again.
          if (readUpTo.current === latestIncoming) readUpTo.current = before;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation, latestIncoming, ready, queryClient, userId]);
}
