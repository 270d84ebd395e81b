import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { isLoggedInAtom, newLikesAtom } from 'shared-ui/kernel';
import { nextRefreshDelay } from '../../app/session/useSession';
import { reloadNewLikes } from './newLikes';

/**
 * The likes list loads alongside the user refresh, on the same interval (60 s, 300 s
 * with a push subscription: the user refresh's own nextRefreshDelay). Unlike the user, which boot has
 * just loaded, the likes are loaded at once on boot and login so the badge is right from the start.
 * Logging out clears the counter.
 */
export function useLikesRefresh(): void {
  const store = useStore();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (!loggedIn) {
      store.set(newLikesAtom, 0);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        await reloadNewLikes(store);
      } catch {
        // A network hiccup: keep the last count and try again at the next tick.
      }
      const delay = await nextRefreshDelay();
      if (!stopped) timer = setTimeout(() => void load(), delay);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [loggedIn, store]);
}
