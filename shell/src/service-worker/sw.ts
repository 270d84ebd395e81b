/**
 * The push service worker (`/sw.js`, registered as PUSH_SERVICE_WORKER_URL with scope '/'):
 * - push: shows the payload's notification and sets the installed app's badge;
 * - pushsubscriptionchange: subscribes again and hands the new subscription to the account;
 * - notificationclick: brings an open window of the site forward and has its router navigate (no reload),
 *   else opens a window on the notification's page;
 * - navigations only: network first, the cached offline page when the network fails. Every other request
 *   is left to the browser (no respondWith), so files keep their own HTTP caching.
 * A new worker takes over at once (skipWaiting + clients.claim): it holds no page state worth waiting for.
 */
import { notificationFor, sitePath } from './payload';
import { cacheName, OFFLINE_PAGE, staleCaches } from './caching';
import { renewSubscription } from './renewal';

declare const self: ServiceWorkerGlobalScope;

const CACHE = cacheName(__APP_VERSION__);

/**
 * Keeps the worker alive until the work is done. A test may dispatch an event itself (an untrusted event,
 * whose waitUntil throws): the work then simply runs.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  const settled = work.catch((error: unknown) => console.error('The service worker failed', error));
  try {
    event.waitUntil(settled);
  } catch {
    // Not dispatched by the browser: nothing to extend.
  }
}

self.addEventListener('install', (event) => {
  keepAlive(
    event,
    (async () => {
      const cache = await caches.open(CACHE);
      // The worker installs even when the page cannot be fetched now: navigations then just fail as usual.
      await cache
        .add(new Request(OFFLINE_PAGE, { cache: 'reload' }))
        .catch((error: unknown) => console.warn('The offline page could not be cached', error));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  keepAlive(
    event,
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
      // The browser starts a navigation's request while it starts the worker: no delay for the network.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = (await event.preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(event.request));
      } catch {
        return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
      }
    })(),
  );
});

/** The badge is an extra: a browser without the Badging API, or one that refuses, changes nothing. */
async function setBadge(count: number | null): Promise<void> {
  if (count === null || !('setAppBadge' in self.navigator)) return;
  await (count > 0 ? self.navigator.setAppBadge(count) : self.navigator.clearAppBadge()).catch(
    () => undefined,
  );
}

self.addEventListener('push', (event) => {
  const shown = notificationFor(event.data?.text() ?? null, self.location.origin, self.location.hostname);
  keepAlive(
    event,
    Promise.all([self.registration.showNotification(shown.title, shown.options), setBadge(shown.badgeCount)]),
  );
});

/** A window of the site to navigate: the focused one, else a visible one, else any. */
function pickWindow(windows: readonly WindowClient[]): WindowClient | undefined {
  return (
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0]
  );
}

async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = pickWindow(windows);
  if (!target) {
    await self.clients.openWindow(url);
    return;
  }
  // The browser may refuse the focus (no user gesture, a synthetic click): the page navigates anyway.
  await target.focus().catch(() => undefined);
  target.postMessage({ type: 'navigate', url });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  keepAlive(event, openPage(sitePath(data?.url, self.location.origin)));
});

/** Not in TypeScript's WebWorker library: the event of a subscription the browser changed on its own. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  keepAlive(
    change,
    renewSubscription(
      { oldSubscription: change.oldSubscription ?? null, newSubscription: change.newSubscription ?? null },
      {
        subscribe: (options) => self.registration.pushManager.subscribe(options),
        fetch: (...args) => fetch(...args),
      },
    ),
  );
});
