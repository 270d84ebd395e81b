import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { queryKeys, reloadChats, storeChats, userAtom, type ChatsResponse } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeChatError } from '../../lib/chat-errors';
import { deleteChat } from './api';
import { withoutChat } from './chat-list';
import { deleteChatErrorAtom } from './deleteError';

/**
 * Deletes a chat from the member's list: it leaves the list (and its unread messages the badge) at once; if
 * the server refuses, an alert says why and the list is loaded again, so the chat comes back as the server
 * still has it.
 */
export function useDeleteChat() {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const setError = useSetAtom(deleteChatErrorAtom);
  const queryKey = queryKeys.chats(userId);

  return useMutation({
    mutationFn: deleteChat,
    onMutate: async (conversation: number) => {
      setError(null);
      // A list answer in flight must not bring the deleted chat back.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ChatsResponse>(queryKey, (list) => list && withoutChat(list, conversation));
    },
    onSuccess: (list) => {
      if (userId !== null) storeChats(queryClient, userId, list);
    },
    onError: async (error) => {
      setError((await describeChatError(error, t)).message);
      if (userId !== null) await reloadChats(queryClient, userId);
    },
  });
}
