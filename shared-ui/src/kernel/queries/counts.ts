import { useAtomValue } from 'jotai';
import { countNewLikes } from '../api/members';
import { creditsAtom } from '../session/atoms';
import { useChats } from './chats';
import { useLikes } from './likes';

/**
 * The one definition of each count the interface shows (navigation badges, page title, pages).
 * Every count is 0 for a visitor.
 */

/** Likes the member has not opened yet. */
export function useNewLikesCount(): number {
  const { data } = useLikes();
  return data ? countNewLikes(data) : 0;
}

/** The account's credits. */
export function useCreditsCount(): number {
  return useAtomValue(creditsAtom);
}

/** Messages not read yet, over all conversations. */
export function useUnreadMessagesCount(): number {
  const { data } = useChats();
  return data?.total_unread_messages ?? 0;
}

/** What needs the member's attention: unread messages plus new likes (page title, installed-app badge). */
export function useAttentionCount(): number {
  return useUnreadMessagesCount() + useNewLikesCount();
}
