import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'shared-ui/router';
import {
  isLoggedInAtom,
  isPushCapable,
  queryKeys,
  registerPushWorker,
  settingsAtom,
  syncPushOnLogin,
} from 'shared-ui/kernel';

/** A message of the push worker asking the page to show a path (a notification was clicked). */
export function navigationTarget(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== 'navigate' || typeof url !== 'string') return null;
  // A path on this site only: '//host' would leave it.
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/** Runs once the page has loaded: the worker's registration never competes with the page's own requests. */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * The push worker's side in the page: registers it after load (where the browser can take pushes), follows
 * its navigate messages with the router (a click on a notification shows the conversation without a
 * reload), and when a session starts (boot or login) gives this browser's subscription to that member.
 */
export function usePushWorker(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const publicKey = useAtomValue(settingsAtom)?.push_public_key ?? '';

  useEffect(() => {
    if (!isPushCapable()) return;
    return afterLoad(() => {
      registerPushWorker().catch((error: unknown) =>
        console.error('The push service worker could not be registered', error),
      );
    });
  }, []);

  useEffect(() => {
    if (!isPushCapable()) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const target = navigationTarget(event.data);
      if (target) void navigate(target);
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    if (!loggedIn || !publicKey) return;
    syncPushOnLogin(publicKey)
      .then((synced) => {
        if (synced) void queryClient.invalidateQueries({ queryKey: queryKeys.pushState() });
      })
      // Tried again at the next session start; the subscription stays in the browser meanwhile.
      .catch((error: unknown) => console.error('The push subscription could not be synced', error));
  }, [loggedIn, publicKey, queryClient]);
}
