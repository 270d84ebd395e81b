/**
 * This browser's push subscription for the site (SPEC sections 3 and 4): its state, subscribing with the
 * site's public key, unsubscribing, and telling the account after a login. The browser is the truth for
 * this browser: the server only keeps what it was told here, so every change is sent to
 * `POST /api/user.php?push=1`.
 */
import { PUSH_SERVICE_WORKER_URL } from 'contract/constants';
import type { PushSubscriptionData } from 'contract';
import { request } from '../api/request';

/** Not capable; capable and unsubscribed; subscribed; the visitor refused the browser's permission. */
export type PushState = 'unsupported' | 'default' | 'subscribed' | 'denied';

/** A service worker, the Push API and notifications, in a secure context (http on loopback counts). */
export function isPushCapable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Registers the push service worker, or gets the registration there is. The script path carries the
 * worker's version; `updateViaCache: 'none'` makes the browser check the script itself on every update, so
 * a deploy reaches every open page.
 */
export function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
}

/** The public key of the site (unpadded base64url, as the settings carry it) as the bytes Push API takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this public key (a site that rotated its key needs a new one). */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const wanted = base64UrlToBytes(publicKey);
  const bytes = new Uint8Array(used);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Sends the browser's subscription to the account (the subscription object is JSON as the contract has it). */
async function saveSubscription(subscription: PushSubscription): Promise<void> {
  await request('POST /api/user.php?push=1', {
    json: { subscription: subscription.toJSON() as PushSubscriptionData },
  });
}

/** The push state of this browser. A refused permission wins over a subscription left behind. */
export async function pushState(): Promise<PushState> {
  if (!isPushCapable()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return (await currentSubscription()) ? 'subscribed' : 'default';
  } catch {
    // A browser that refuses to look (private mode of some browsers) cannot take pushes either.
    return 'unsupported';
  }
}

/**
 * Subscribes this browser with the site's public key: asks for the permission (the browser's prompt), then
 * subscribes through the push worker and saves the subscription on the account. A refusal is recorded as
 * denied on the account; a prompt closed without an answer records nothing. A subscription made with
 * another key is dropped first (a browser holds one per worker).
 */
export async function subscribePush(publicKey: string): Promise<PushState> {
  if (!isPushCapable()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    await request('POST /api/user.php?push=1', { json: { subscription: 'denied' } });
    return 'denied';
  }
  if (permission !== 'granted') return 'default';
  if (!publicKey) throw new Error('The site has no push public key');
  await registerPushWorker();
  // pushManager.subscribe needs an active worker: `ready` waits for the one of this page's scope.
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  await saveSubscription(subscription);
  return 'subscribed';
}

/**
 * Unsubscribes this browser: first in the browser (from then on no push reaches it, whatever the server
 * still holds; a push service answers 410 for the old endpoint and the server drops it), then on the account.
 */
export async function unsubscribePush(): Promise<PushState> {
  if (!isPushCapable()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await request('POST /api/user.php?push=1', { json: { subscription: false, endpoint } });
  }
  return Notification.permission === 'denied' ? 'denied' : 'default';
}

/**
 * When a session starts: a browser that already holds a subscription with the site's key sends it again, so
 * it belongs to the member now logged in (another member may have used this browser before; the server
 * moves the endpoint to this account and session). Nothing is asked of the visitor here.
 */
export async function syncPushOnLogin(publicKey: string): Promise<boolean> {
  if (!isPushCapable() || !publicKey || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription || !madeWithKey(subscription, publicKey)) return false;
  await saveSubscription(subscription);
  return true;
}
