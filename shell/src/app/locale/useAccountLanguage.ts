import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { isLanguage, localeAtom, userAtom, type Language, type User } from 'shared-ui/kernel';
import { applyLanguage } from './changeLanguage';
import { writeLocaleCookie } from './localeCookie';

/** The account's language when it is one the site speaks, else null. */
export function accountLanguage(user: User | null): Language | null {
  const language = user?.language;
  return isLanguage(language) ? language : null;
}

/**
 * At login the page switches to the account's language (boot applies it for a member already logged in):
 * a member who chose German reads German on any device, even with the language cookie gone. The cookie
 * follows, so the pages drawn by the server speak it too. Later refreshes of the user do not switch.
 */
export function useAccountLanguage(): void {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const userId = user?.profile.id ?? null;
  const previousId = useRef(userId);

  useEffect(() => {
    const loggedIn = userId !== null && userId !== previousId.current;
    previousId.current = userId;
    if (!loggedIn) return;
    const language = accountLanguage(store.get(userAtom));
    if (!language || language === store.get(localeAtom)) return;
    writeLocaleCookie(language);
    void applyLanguage(language, store);
  }, [userId, store]);
}
