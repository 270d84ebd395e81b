import { useState } from 'react';

const STORAGE_PREFIX = 'chat.draft.';

/** Session storage may be unavailable (a private window's quota, a blocked storage): the draft then lives in memory. */
function read(key: string): string {
  try {
    return sessionStorage.getItem(STORAGE_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(STORAGE_PREFIX + key, text);
    else sessionStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Kept in memory only.
  }
}

/**
 * The composer's unsent text, kept per conversation for the tab's session: it survives leaving the chat (to buy
 * credits, to a profile) and coming back, and is cleared by sending. Without a key it lives in memory only.
 */
export function useDraft(key: string | undefined): [string, (text: string) => void] {
  const [text, setText] = useState(() => (key ? read(key) : ''));
  const update = (next: string) => {
    setText(next);
    if (key) write(key, next);
  };
  return [text, update];
}
