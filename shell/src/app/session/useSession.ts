import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import {
  isLoggedInAtom,
  onAuthenticationRequired,
  timeBonusAtom,
  userAtom,
  userQueryOptions,
  useSessionRefreshInterval,
} from 'shared-ui/kernel';
import { clearSession } from './session';
import { msToNextTick, timeBonusEndsAt, timeBonusFor } from './timeBonus';

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

/**
 * The per-second countdown of the time bonus: while the bonus is active its seconds left are recomputed
 * from the clock (Date.now and setTimeout only, so jest's fake timers and Playwright's page.clock drive
 * it) on each second boundary. At zero, or when the refreshed user turns out to be paid, the state is
 * cleared; logging out clears it too (clearSession), which stops the ticking.
 */
export function useTimeBonusCountdown(): void {
  const store = useStore();
  const active = useAtomValue(timeBonusAtom) !== null;
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const user = store.get(userAtom);
      const next = timeBonusFor(user);
      const current = store.get(timeBonusAtom);
      if (!next) {
        store.set(timeBonusAtom, null);
        return;
      }
      if (current?.secondsLeft !== next.secondsLeft || current.isVisible !== next.isVisible) {
        store.set(timeBonusAtom, next);
      }
      const endsAt = timeBonusEndsAt(user);
      timer = setTimeout(tick, endsAt === null ? 1000 : msToNextTick(endsAt));
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, store]);
}

/**
 * While logged in the user is refreshed by the kernel's user query (first after 5 s, then on the
 * session's refresh interval). Each answer becomes the session's user; a 403 answer means the session
 * ended elsewhere, so the client logs out too. A failed refresh keeps the session.
 */
export function useUserRefresh(): void {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const refreshInterval = useSessionRefreshInterval();
  const { data: refreshed } = useQuery(userQueryOptions(user, refreshInterval));
  useEffect(() => {
    // Undefined: a visitor's disabled query; the session's own user: nothing new yet.
    if (refreshed === undefined || refreshed === store.get(userAtom)) return;
    if (refreshed) store.set(userAtom, refreshed);
    else clearSession(store);
  }, [refreshed, store]);
}
