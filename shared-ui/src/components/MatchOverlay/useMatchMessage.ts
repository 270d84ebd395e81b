import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { MemberCard } from 'contract';
import { newClientId } from '../../kernel/api/clientId';
import { request } from '../../kernel/api/request';
import { reloadChats } from '../../kernel/queries/chats';
import { useCreditsChanged } from '../../kernel/realtime/realtime';
import { pathTo } from '../../kernel/registration/siteRoutes';
import { settingsAtom, userAtom } from '../../kernel/session/atoms';
import { useNavigate } from '../../router';

export interface MatchMessage<Refusal> {
  /** For the overlay's `message.onSend`: rejects when refused, so the form keeps the text. */
  send: (text: string) => Promise<void>;
  /** Why the last message to this member was refused, as the caller worded it; null otherwise. */
  refusal: Refusal | null;
  /** The site's longest message. */
  maxLength: number | undefined;
}

/**
 * A first message from the match or new-like overlay: an ordinary chat message through the chat's send call
 * (so it costs what any message costs, free messages first), then on to the conversation it started. A
 * refusal stays on the overlay, worded by the caller's `describeRefusal` (each app words refusals in its own
 * texts, with its own ways out). The same text sent again keeps its message id, so a retry after a lost
 * answer is never stored or charged twice.
 */
export function useMatchMessage<Refusal>(
  profile: MemberCard | null,
  onSent: () => void,
  describeRefusal: (error: unknown, member: MemberCard) => Promise<Refusal>,
): MatchMessage<Refusal> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const applyCredits = useCreditsChanged();
  const user = useAtomValue(userAtom);
  const maxLength = useAtomValue(settingsAtom)?.message_length;
  // Kept with the member it is about: the next match starts without the last one's refusal.
  const [refusal, setRefusal] = useState<{ member: number; error: Refusal } | null>(null);
  const attempt = useRef<{ text: string; clientId: string } | null>(null);

  const send = async (text: string) => {
    if (!profile || !user) return;
    if (attempt.current?.text !== text) attempt.current = { text, clientId: newClientId() };
    setRefusal(null);
    try {
      const answer = await request('POST /api/messages.php', {
        json: { client_id: attempt.current.clientId, member: profile.id, text },
      });
      attempt.current = null;
      applyCredits({ credits: answer.credits, free_messages_left: answer.free_messages_left });
      void reloadChats(queryClient, user.profile.id);
      onSent();
      void navigate(pathTo('chats-id', { id: answer.message.conversation_id }));
    } catch (error) {
      setRefusal({ member: profile.id, error: await describeRefusal(error, profile) });
      throw error;
    }
  };

  return {
    send,
    refusal: refusal && refusal.member === profile?.id ? refusal.error : null,
    maxLength,
  };
}
