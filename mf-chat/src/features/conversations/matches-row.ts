import type { ChatEntry } from 'shared-ui/kernel';
import type { LikeCardEntry } from '../likes';

/** A match in the row above the conversations, with the chat it opens. */
export interface MatchFace {
  match: LikeCardEntry;
  /** The conversation with them, or null while nobody has written yet. */
  conversation: number | null;
}

/**
 * The matches in the order the row shows them: those nobody has written to yet first (the new matches, the
 * ones waiting for a hello), otherwise in the matches list's order (new likes first).
 */
export function matchFaces(matches: readonly LikeCardEntry[], chats: readonly ChatEntry[]): MatchFace[] {
  const conversationWith = new Map(chats.map((entry) => [entry.profile.id, entry.conversation]));
  const faces = matches.map((match) => ({ match, conversation: conversationWith.get(match.id) ?? null }));
  return [
    ...faces.filter((face) => face.conversation === null),
    ...faces.filter((face) => face.conversation !== null),
  ];
}
