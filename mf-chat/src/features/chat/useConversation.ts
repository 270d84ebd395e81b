import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userAtom, type Conversation } from 'shared-ui/kernel';
import { fetchConversation, type ChatTarget } from './api';
import { chatKeys } from './chat-keys';

/**
 * The conversation a chat screen shows (GET /api/conversation.php): the other member, whether the member
 * may write, and why not. `started` records the id the first message gave a conversation with a member.
 */
export function useConversation(target: ChatTarget) {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const queryKey = chatKeys.conversation(userId, target);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await fetchConversation(target, signal)).conversation,
    enabled: userId !== null,
  });
  const started = (id: number) =>
    queryClient.setQueryData<Conversation>(queryKey, (conversation) =>
      conversation && conversation.id === null ? { ...conversation, id } : conversation,
    );
  return { ...query, started };
}
