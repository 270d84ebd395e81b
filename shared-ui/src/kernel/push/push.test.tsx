import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import {
  PUSH_SERVICE_WORKER_URL,
  USER_REFRESH_INTERVAL_MS,
  USER_REFRESH_INTERVAL_PUSH_MS,
} from 'contract/constants';
import { settingsFixture, stubFetch, TestProviders, userFixture } from '../../testing';
import { useSessionRefreshInterval } from '../queries/refreshInterval';
import { settingsAtom, userAtom } from '../session/atoms';
import { base64UrlToBytes, pushState, subscribePush, syncPushOnLogin, unsubscribePush } from './push';
import { usePush } from './usePush';

/*
 * jsdom has no service workers, no Push API and no permission prompt: this file fakes exactly those
 * browser objects (the real path runs in the browser test e2e/tests/push-notifications.spec.ts). The API
 * client, the requests and the query cache are the real ones; the server's answers are stubbed at fetch.
 */

/** A P-256 public key's length (65 bytes), as the site's settings carry it. */
const SITE_KEY = Buffer.alloc(65, 7).toString('base64url');
const OTHER_KEY = Buffer.alloc(65, 9).toString('base64url');

class FakeSubscription {
  unsubscribed = false;
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  constructor(
    readonly endpoint: string,
    key: string,
    private readonly manager: FakePushManager,
  ) {
    this.options = { applicationServerKey: base64UrlToBytes(key).buffer, userVisibleOnly: true };
  }
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    this.manager.current = null;
    return true;
  }
}

class FakePushManager {
  current: FakeSubscription | null = null;
  subscribeCalls: PushSubscriptionOptionsInit[] = [];
  async getSubscription() {
    return this.current;
  }
  async subscribe(options: PushSubscriptionOptionsInit) {
    this.subscribeCalls.push(options);
    const key = Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url');
    this.current = new FakeSubscription(`https://push.example/${this.subscribeCalls.length}`, key, this);
    return this.current;
  }
}

interface FakeBrowser {
  pushManager: FakePushManager;
  registered: Array<{ url: string; options: RegistrationOptions | undefined }>;
  answerPrompt: (answer: NotificationPermission) => void;
  prompts: () => number;
}

/** A browser that can take pushes: the worker registers, the prompt answers as the test says. */
function fakeBrowser(permission: NotificationPermission = 'default'): FakeBrowser {
  const pushManager = new FakePushManager();
  const registration = { pushManager };
  const registered: FakeBrowser['registered'] = [];
  let registeredYet = false;
  let answer: NotificationPermission = 'granted';
  let prompts = 0;
  const notification = {
    permission,
    requestPermission: async () => {
      prompts += 1;
      notification.permission = answer;
      return answer;
    },
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: FakePushManager });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string, options?: RegistrationOptions) => {
        registered.push({ url, options });
        registeredYet = true;
        return registration;
      },
      getRegistration: async () => (registeredYet ? registration : undefined),
      get ready() {
        return registeredYet ? Promise.resolve(registration) : new Promise(() => undefined);
      },
    },
  });
  return {
    pushManager,
    registered,
    answerPrompt: (next) => {
      answer = next;
    },
    prompts: () => prompts,
  };
}

/** A browser whose worker is registered and holds a subscription made with `key`. */
async function subscribedBrowser(key = SITE_KEY) {
  const browser = fakeBrowser('granted');
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL);
  browser.pushManager.current = new FakeSubscription('https://push.example/old', key, browser.pushManager);
  return browser;
}

const pushApi = () => stubFetch({ 'POST /api/user.php': { body: { push: 'subscribed' } } });

/** The bodies of the calls to the push endpoint (user.php?push=1), in order. */
function pushCalls(api: ReturnType<typeof pushApi>): unknown[] {
  return api.calls
    .map((call, index) => ({ url: new URL(call.url), body: api.sent[index]?.body }))
    .filter(({ url }) => url.pathname === '/api/user.php' && url.searchParams.get('push') === '1')
    .map(({ body }) => body);
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('pushState', () => {
  it('is unsupported in a browser without service workers or push', async () => {
    expect(await pushState()).toBe('unsupported');
  });

  it('tells capable and unsubscribed, subscribed and denied apart', async () => {
    fakeBrowser('default');
    expect(await pushState()).toBe('default');
    await subscribedBrowser();
    expect(await pushState()).toBe('subscribed');
    fakeBrowser('denied');
    expect(await pushState()).toBe('denied');
  });
});

describe('subscribePush', () => {
  it('asks, registers the versioned worker, subscribes with the site key and saves the subscription', async () => {
    const browser = fakeBrowser();
    const api = pushApi();
    expect(await subscribePush(SITE_KEY)).toBe('subscribed');
    expect(browser.prompts()).toBe(1);
    expect(browser.registered).toEqual([
      { url: '/sw.js?v=2', options: { scope: '/', updateViaCache: 'none' } },
    ]);
    expect(browser.pushManager.subscribeCalls).toHaveLength(1);
    const [options] = browser.pushManager.subscribeCalls;
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(SITE_KEY);
    expect(pushCalls(api)).toEqual([
      {
        subscription: {
          endpoint: 'https://push.example/1',
          expirationTime: null,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        },
      },
    ]);
  });

  it('records a refusal as denied and subscribes nothing', async () => {
    const browser = fakeBrowser();
    browser.answerPrompt('denied');
    const api = pushApi();
    expect(await subscribePush(SITE_KEY)).toBe('denied');
    expect(browser.registered).toEqual([]);
    expect(pushCalls(api)).toEqual([{ subscription: 'denied' }]);
    expect(await pushState()).toBe('denied');
  });

  it('records nothing when the prompt is closed without an answer', async () => {
    const browser = fakeBrowser();
    browser.answerPrompt('default');
    const api = pushApi();
    expect(await subscribePush(SITE_KEY)).toBe('default');
    expect(browser.pushManager.subscribeCalls).toEqual([]);
    expect(pushCalls(api)).toEqual([]);
  });

  it('keeps a subscription made with the site key, and replaces one made with another key', async () => {
    const same = await subscribedBrowser(SITE_KEY);
    const api = pushApi();
    await subscribePush(SITE_KEY);
    expect(same.pushManager.subscribeCalls).toEqual([]);
    expect(pushCalls(api)).toMatchObject([{ subscription: { endpoint: 'https://push.example/old' } }]);

    const other = await subscribedBrowser(OTHER_KEY);
    const old = other.pushManager.current;
    const api2 = pushApi();
    await subscribePush(SITE_KEY);
    expect(old?.unsubscribed).toBe(true);
    expect(other.pushManager.subscribeCalls).toHaveLength(1);
    expect(pushCalls(api2)).toMatchObject([{ subscription: { endpoint: 'https://push.example/1' } }]);
  });

  it('fails when the server refuses the subscription', async () => {
    fakeBrowser();
    stubFetch({ 'POST /api/user.php': { status: 400, body: { error: 'invalid_request' } } });
    await expect(subscribePush(SITE_KEY)).rejects.toThrow();
  });
});

describe('unsubscribePush', () => {
  it('unsubscribes in the browser and tells the account which endpoint went', async () => {
    const browser = await subscribedBrowser();
    const old = browser.pushManager.current;
    const api = pushApi();
    expect(await unsubscribePush()).toBe('default');
    expect(old?.unsubscribed).toBe(true);
    expect(pushCalls(api)).toEqual([{ subscription: false, endpoint: 'https://push.example/old' }]);
    expect(await pushState()).toBe('default');
  });

  it('sends nothing when the browser holds no subscription', async () => {
    fakeBrowser('granted');
    const api = pushApi();
    expect(await unsubscribePush()).toBe('default');
    expect(pushCalls(api)).toEqual([]);
  });
});

describe('syncPushOnLogin', () => {
  it("sends the browser's subscription again when it was made with the site key", async () => {
    await subscribedBrowser(SITE_KEY);
    const api = pushApi();
    expect(await syncPushOnLogin(SITE_KEY)).toBe(true);
    expect(pushCalls(api)).toMatchObject([{ subscription: { endpoint: 'https://push.example/old' } }]);
  });

  it('sends nothing for another key, without permission or without a subscription', async () => {
    const api = pushApi();
    await subscribedBrowser(OTHER_KEY);
    expect(await syncPushOnLogin(SITE_KEY)).toBe(false);
    fakeBrowser('granted');
    expect(await syncPushOnLogin(SITE_KEY)).toBe(false);
    const denied = await subscribedBrowser(SITE_KEY);
    (window.Notification as unknown as { permission: string }).permission = 'denied';
    expect(denied.pushManager.current).not.toBeNull();
    expect(await syncPushOnLogin(SITE_KEY)).toBe(false);
    expect(pushCalls(api)).toEqual([]);
  });
});

describe('usePush', () => {
  it('subscribes with the key of the settings, and the session then polls every 300 s', async () => {
    fakeBrowser();
    pushApi();
    const store = createStore();
    store.set(settingsAtom, { ...settingsFixture(), push_public_key: SITE_KEY });
    store.set(userAtom, userFixture());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders store={store}>{children}</TestProviders>
    );
    const { result } = renderHook(() => ({ push: usePush(), interval: useSessionRefreshInterval() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.push.state).toBe('default'));
    expect(result.current.interval).toBe(USER_REFRESH_INTERVAL_MS);
    await act(async () => {
      expect(await result.current.push.subscribe()).toBe('subscribed');
    });
    await waitFor(() => expect(result.current.interval).toBe(USER_REFRESH_INTERVAL_PUSH_MS));
    expect(result.current.push.state).toBe('subscribed');

    await act(async () => {
      expect(await result.current.push.unsubscribe()).toBe('default');
    });
    await waitFor(() => expect(result.current.interval).toBe(USER_REFRESH_INTERVAL_MS));
    expect(result.current.push.state).toBe('default');
  });
});
