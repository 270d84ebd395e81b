import { useEffect, useState } from 'react';

/** Chats whose icebreakers opened by themselves in this tab, where the browser keeps no storage. */
const offeredWithoutStorage = new Set<string>();

const storageKey = (userId: number, memberId: number) => `chat.icebreakers.offered.${userId}.${memberId}`;

function wasOffered(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return offeredWithoutStorage.has(key);
  }
}

function markOffered(key: string): void {
  try {
    window.localStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage refused (private mode, quota): once in this tab, then.
    offeredWithoutStorage.add(key);
  }
}

/**
 * The icebreaker modal's open state. It opens by itself once per member pair, the first time the member
 * sees an empty conversation they can write in (`offer`); after that only the chat's link opens it.
 */
export function useIcebreakerOffer(userId: number | null, memberId: number, offer: boolean) {
  const [open, setOpen] = useState(false);
  const [offered, setOffered] = useState(false);
  const key = userId === null ? null : storageKey(userId, memberId);
  // Decided while rendering (not in an effect): the modal opens in the same paint as the empty chat.
  if (offer && !offered && key !== null && !wasOffered(key)) {
    setOffered(true);
    setOpen(true);
  }
  useEffect(() => {
    if (offered && key !== null) markOffered(key);
  }, [offered, key]);
  return { open, show: () => setOpen(true), hide: () => setOpen(false) };
}
