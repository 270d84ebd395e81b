/**
 * Online or offline (SPEC section 4): the browser's own view, navigator.onLine, kept current by its online
 * and offline events. "Online" only means a network is there (the API may still be unreachable); "offline"
 * is certain, so the kernel uses it to word failures ("you're offline, nothing was lost") and to stop
 * retrying while nothing can get through.
 */
import { atom, useAtomValue } from 'jotai';

/** Whether the browser says it is offline now; false where it cannot tell (server render, old browsers). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `listener` with the new state on every online and offline event; answers the unsubscribe. */
export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

const connectivityAtom = atom(true);
connectivityAtom.onMount = (set) => {
  // The state may have changed before anything read the atom.
  set(!isOffline());
  return onConnectivityChange(set);
};

/** true while the browser has a network; read-only, kept current while anything reads it. */
export const onlineAtom = atom((get) => get(connectivityAtom));

export function useOnline(): boolean {
  return useAtomValue(onlineAtom);
}
