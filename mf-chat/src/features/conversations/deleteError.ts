import { atom } from 'jotai';

/**
 * Why the last chat deletion failed, shown above the conversation list until dismissed. An atom rather than
 * component state: the chat screen deletes and leaves, and the list (side panel or /chats) reports it.
 */
export const deleteChatErrorAtom = atom<string | null>(null);
