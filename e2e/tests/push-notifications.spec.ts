import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { activateThroughMail, newPersonContext, ownProfileId, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { startLocalPushService, type LocalPushService } from './local-push-service';
import { CLIENT_HEADERS, logInThroughForm, logOut, signUpMember } from './members';
import { shot } from './shots';
import { PHONE } from './viewports';

/*
 * The push path end to end, without an outside service: the member's browser subscribes through the site's
 * real client code, the server sends real Web Push (VAPID, aes128gcm) to a push service on loopback, which
 * decrypts it with the browser's keys; the message is then delivered to the browser's service worker with
 * the DevTools protocol (as the browser's push service connection would), which shows the notification, and
 * a click on it opens the conversation in the member's open window.
 *
 * Headless Chromium has no connection to a push service, so its PushManager cannot subscribe: the test puts
 * a subscription of the local push service in its place (an init script of the member's browser). Everything
 * else is the browser's own: the permission, the service worker, its registration and its notifications.
 */

/** What the test uses of the service worker's global scope (the DOM types have no worker scope). */
interface WorkerScope extends EventTarget {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

/** Replaces the browser's subscribe/getSubscription with a subscription of the local push service. */
async function pointPushAtLocalService(context: BrowserContext, service: LocalPushService) {
  await context.addInitScript((json) => {
    const STORED = 'e2e-push-application-server-key';
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromBase64Url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const subscription = (applicationServerKey: Uint8Array) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: applicationServerKey.slice().buffer, userVisibleOnly: true },
      getKey: (name: 'p256dh' | 'auth') => fromBase64Url(json.keys[name]).buffer,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (options?.userVisibleOnly !== true) throw new DOMException('userVisibleOnly', 'NotAllowedError');
      const key = options.applicationServerKey;
      const bytes =
        typeof key === 'string'
          ? fromBase64Url(key)
          : key instanceof ArrayBuffer
            ? new Uint8Array(key)
            : new Uint8Array(key!.buffer, key!.byteOffset, key!.byteLength);
      localStorage.setItem(STORED, toBase64Url(bytes));
      return subscription(bytes) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(STORED);
      return stored ? (subscription(fromBase64Url(stored)) as unknown as PushSubscription) : null;
    };
  }, service.subscription);
}

async function sendMessage(request: APIRequestContext, member: number, text: string) {
  const response = await request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), text, member },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The registration id of the site's service worker, as the DevTools protocol names it. */
async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId)
    .toBeTruthy();
  return registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!.registrationId;
}

async function siteWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The push ask: the one strip above the page's content after a first match or message. */
const pushAsk = (page: Page) => page.getByRole('status', { name: 'Get notified of new messages' });

/** Every promo or ask strip above the page's content. */
const askStrips = (page: Page) => page.locator('[data-ask-strip]');

let pushService: LocalPushService;
test.beforeEach(async () => {
  pushService = await startLocalPushService();
});
test.afterEach(async () => {
  await pushService.close();
});

test('a member turns notifications on; a message is pushed, shown by the service worker and opens the conversation', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  await contextB.grantPermissions(['notifications'], { origin });
  await pointPushAtLocalService(contextB, pushService);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const alice = await signUpActiveMember(pageA, 'pushalice', { gender: 'female', country: 'GB' });
  const bob = await signUpActiveMember(pageB, 'pushbob', { gender: 'male', country: 'GB' });
  const { settings } = (await (await pageB.request.get('/api/settings.php')).json()) as {
    settings: { name: string; push_public_key: string };
  };

  // The worker is served fresh on every update check, as a script, and registered from its versioned path.
  const script = await pageB.request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-type']).toMatch(/javascript/);
  await pageB.goto('/members');
  await expect
    .poll(() =>
      pageB.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    )
    .toBe(`${origin}/sw.js?v=2`);

  // Bob has had his moment (as after a first match or message: the journey below walks that path), so the
  // next page asks him; he turns notifications on from the ask and the server stores the subscription.
  await pageB.evaluate((id) => localStorage.setItem('push_ask_due', String(id)), bob.id);
  await pageB.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Likes' }).click();
  await expect(pageB).toHaveURL(/\/likes$/);
  const saved = pageB.waitForResponse((response) => response.url().endsWith('/api/user.php?push=1'));
  await pushAsk(pageB).getByRole('button', { name: 'Turn on' }).click();
  expect(await (await saved).json()).toEqual({ push: 'subscribed' });
  await expect(pushAsk(pageB)).toHaveCount(0);

  // Alice writes to Bob: the server pushes to Bob's push service, encrypted for Bob's browser.
  const text = `Secret words ${randomUUID()}`;
  await sendMessage(pageA.request, bob.id, text);
  await expect.poll(() => pushService.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [push] = pushService.received;
  // Signed for the site's key (VAPID), and readable with the browser's keys only.
  expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, ?k=${settings.push_public_key}$`));
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  expect(push!.payload).not.toBeNull();
  const payload = JSON.parse(push!.payload!) as Record<string, unknown>;
  expect(payload).toMatchObject({
    type: 'new_conversation',
    title: settings.name,
    url: `/members/${alice.id}/chat`,
    badge_count: 1,
  });
  expect(payload.body).toContain(alice.name);
  // Never what was written: a lock screen is seen by others.
  expect(push!.payload).not.toContain('Secret words');

  // The browser's push connection delivers the message to Bob's service worker, which shows it.
  const cdp = await contextB.newCDPSession(pageB);
  const registrationId = await workerRegistrationId(cdp, origin);
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: push!.payload! });
  await deliver();
  const worker = await siteWorker(contextB);
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  // Chromium's test delivery is occasionally dropped while the worker starts up: the push connection would
  // deliver it again, so the test does too (the same tag replaces, never adds, a notification).
  const shownOnceDelivered = async () => {
    const notifications = await shown();
    if (notifications.length === 0) await deliver();
    return notifications;
  };
  await expect.poll(shownOnceDelivered, { timeout: 20_000 }).toEqual([
    {
      title: settings.name,
      body: payload.body,
      tag: payload.tag,
      data: { url: `/members/${alice.id}/chat` },
    },
  ]);

  // Bob clicks the notification: his open window shows the conversation, without a reload.
  await pageB.evaluate(() => ((window as unknown as { beforeClick: boolean }).beforeClick = true));
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(pageB).toHaveURL(`${origin}/members/${alice.id}/chat`);
  expect(await pageB.evaluate(() => (window as unknown as { beforeClick?: boolean }).beforeClick)).toBe(true);
  // In the conversation (the list beside it shows the same words as its last message).
  await expect(pageB.getByLabel('Today').getByText(text, { exact: true })).toBeVisible();
  await expect.poll(shown).toEqual([]);

  await contextA.close();
  await contextB.close();
});

test.describe('the push ask on a 375 px phone', () => {
  test.use(PHONE);

  test('comes after a first message, one strip at a time; "Not now" keeps it away on reload and on the next page', async ({
    page,
  }) => {
    const member = await signUpActiveMember(page, 'pushnotnow', { gender: 'male', country: 'GB' });
    await page.goto('/members');
    // A new member's first members screen: one slim strip (the welcome bonus), and no push ask yet.
    const bonus = page.getByRole('region', { name: 'Welcome bonus' });
    await expect(bonus).toBeVisible();
    await expect(askStrips(page)).toHaveCount(1);
    expect((await bonus.boundingBox())!.height).toBeLessThanOrEqual(48);
    await expect(pushAsk(page)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    await shot(page, 'members-first-screen');

    // The member writes a first message: from the next page on, the ask is the page's one strip.
    const search = await page.request.get('/api/members.php?country=GB&num=1', { headers: CLIENT_HEADERS });
    const [someone] = ((await search.json()) as { profiles: { id: number }[] }).profiles;
    await sendMessage(page.request, someone!.id, 'Hello there!');
    const chatsLoaded = page.waitForResponse((response) => response.url().endsWith('/api/chats.php'));
    await page.reload();
    await chatsLoaded;
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await tabBar.getByRole('link', { name: 'Likes' }).click();
    await expect(page).toHaveURL(/\/likes$/);
    await expect(pushAsk(page)).toBeVisible();
    await expect(askStrips(page)).toHaveCount(1);
    expect((await pushAsk(page).boundingBox())!.height).toBeLessThanOrEqual(48);
    await shot(page, 'push-ask');

    // "Not now": stored under the key the signup's push step writes too, and the ask does not return.
    await pushAsk(page).getByRole('button', { name: 'Not now' }).click();
    await expect(pushAsk(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hide_push_notifications'))).toMatch(/^\d+$/);
    await page.reload();
    await expect(bonus).toBeVisible();
    await expect(pushAsk(page)).toHaveCount(0);
    await tabBar
      .getByRole('link', { name: /Search|Members/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(bonus).toBeVisible();
    await expect(pushAsk(page)).toHaveCount(0);
    expect(member.id).toBeGreaterThan(0);
  });
});

test("the notifications page shows this browser's push state and turns it off and on; the next member to log in here gets its pushes", async ({
  browser,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  await contextB.grantPermissions(['notifications'], { origin });
  await pointPushAtLocalService(contextB, pushService);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const alice = await signUpActiveMember(pageA, 'pushsender', { gender: 'female', country: 'GB' });
  const bob = await signUpActiveMember(pageB, 'pushfirst', { gender: 'male', country: 'GB' });
  // Carol uses the same browser after Bob.
  const carol = await signUpMember(request, 'pushnext');
  await activateThroughMail(request, carol.email);
  const carolId = await ownProfileId(request);
  const pushCall = () => pageB.waitForResponse((response) => response.url().endsWith('/api/user.php?push=1'));

  await pageB.goto('/notifications/alerts');
  const device = pageB.getByRole('region', { name: 'Push notifications' });
  await expect(device.getByText('Push notifications are off on this device.')).toBeVisible();
  let saved = pushCall();
  await device.getByRole('button', { name: 'Turn on for this device' }).click();
  expect(await (await saved).json()).toEqual({ push: 'subscribed' });
  await expect(device.getByText('Push notifications are on for this device.')).toBeVisible();

  // Off: the browser drops the subscription, and the account drops the endpoint it names.
  saved = pushCall();
  await device.getByRole('button', { name: 'Turn off for this device' }).click();
  const off = await saved;
  expect(await off.json()).toEqual({ push: 'unsubscribed' });
  await expect(device.getByText('Push notifications are off on this device.')).toBeVisible();

  saved = pushCall();
  await device.getByRole('button', { name: 'Turn on for this device' }).click();
  expect(await (await saved).json()).toEqual({ push: 'subscribed' });

  // Bob logs out and Carol logs in on this browser: the subscription is handed to her at once.
  await logOut(pageB, bob.name);
  await pageB.goto('/login');
  saved = pushCall();
  await logInThroughForm(pageB, carol.email, carol.password);
  const synced = await saved;
  expect(await synced.json()).toEqual({ push: 'subscribed' });

  await sendMessage(pageA.request, carolId, 'Hello Carol');
  await expect.poll(() => pushService.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const payload = JSON.parse(pushService.received[0]!.payload!) as { url: string; body: string };
  expect(payload.url).toBe(`/members/${alice.id}/chat`);
  expect(payload.body).toContain(alice.name);

  await contextA.close();
  await contextB.close();
});

test('the service worker caches the offline page only, and shows it for a page that cannot load offline', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state),
    )
    .toBe('activated');
  // One cache, of this worker version, holding the offline page and nothing else: no shell, remote or manifest.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const entries = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return { names, entries };
  });
  expect(cached.names).toEqual([expect.stringMatching(/^offline-v2-/)]);
  expect(cached.entries).toEqual([[`${origin}/offline.html`]]);

  // Pages come from the network while there is one ...
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  // ... and without one, a navigation gets the offline page instead of the browser's error.
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
