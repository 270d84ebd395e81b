import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import {
  isLoggedInAtom,
  onAuthenticationRequired,
  timeBonusAtom,
  userAtom,
  USER_REFRESH_FIRST_DELAY_MS,
  USER_REFRESH_INTERVAL_MS,
  USER_REFRESH_INTERVAL_PUSH_MS,
} from 'shared-ui/kernel';
import { clearSession, fetchCurrentUser } from './session';
import { isPushSubscribed } from './pushSubscription';
import { timeBonusFor } from './timeBonus';

/** A 403 authentication_required from any call but the user call logs out silently. */
export function useSilentLogout(): void {
  const store = useStore();
  useEffect(() => onAuthenticationRequired(() => clearSession(store)), [store]);
}

/**
 * Time bonus on login (state only): the moment a user appears (boot or login), the bonus state is
 * derived from the account; logging out clears it (clearSession).
 */
export function useTimeBonusOnLogin(): void {
  const store = useStore();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (loggedIn) store.set(timeBonusAtom, timeBonusFor(store.get(userAtom)));
  }, [loggedIn, store]);
}

/** The delay before the next refresh: 60 s, or 300 s when the browser gets pushes. */
export async function nextRefreshDelay(): Promise<number> {
  return (await isPushSubscribed()) ? USER_REFRESH_INTERVAL_PUSH_MS : USER_REFRESH_INTERVAL_MS;
}

/**
 * While logged in the user is refreshed on a timer: first after USER_REFRESH_FIRST_DELAY_MS, then
 * every USER_REFRESH_INTERVAL_MS (USER_REFRESH_INTERVAL_PUSH_MS with a push subscription). A 403 on
 * refresh means the session ended elsewhere: the client logs out too.
 */
export function useUserRefresh(): void {
  const store = useStore();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!loggedIn) return;
    let stopped = false;
    const schedule = (delay: number) => {
      timer.current = setTimeout(() => void refresh(), delay);
    };
    const refresh = async () => {
      try {
        const user = await fetchCurrentUser();
        if (stopped) return;
        if (user) store.set(userAtom, user);
        else clearSession(store);
      } catch {
        // A network hiccup: keep the session and try again at the next tick.
      }
      if (!stopped && store.get(isLoggedInAtom)) schedule(await nextRefreshDelay());
    };
    schedule(USER_REFRESH_FIRST_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer.current);
    };
  }, [loggedIn, store]);
}
