import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { PUSH_ASK_HIDE_KEY, settingsAtom, userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { PushAlert } from './PushAlert';
import { PUSH_ASK_DUE_KEY } from './pushAlertRules';

/*
 * jsdom has no service worker, Push API or permission prompt: those browser objects are faked (the browser
 * test push-notifications.spec.ts runs the real ones); the kernel's push code and API client are real.
 */
const SITE_KEY = Buffer.alloc(65, 7).toString('base64url');

function fakePushBrowser(answer: NotificationPermission) {
  let subscription: object | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://push.example/1',
        options: { applicationServerKey: applicationServerKey.buffer },
        toJSON: () => ({
          endpoint: 'https://push.example/1',
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
      };
      return subscription;
    },
  };
  const registration = { pushManager };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: async () => {
      notification.permission = answer;
      return answer;
    },
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
}

function storeWith(user: User | null) {
  const store = createStore();
  store.set(settingsAtom, { ...settingsFixture(), push_public_key: SITE_KEY });
  store.set(userAtom, user);
  return store;
}

const member = () => userFixture({ status: 'confirmed' });

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  // This member already had a first match or message (the moment the ask waits for).
  localStorage.setItem(PUSH_ASK_DUE_KEY, String(member().profile.id));
});
afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('lets a member turn notifications on: the subscription is saved and the alert goes', async () => {
  fakePushBrowser('granted');
  const { sent } = stubFetch({ 'POST /api/user.php': { body: { push: 'subscribed' } } });
  renderRoute(<PushAlert />, { store: storeWith(member()), name: 'members' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on' }));
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument(),
  );
  expect(sent.find((request) => request.path === '/api/user.php')?.body).toMatchObject({
    subscription: { endpoint: 'https://push.example/1' },
  });
});

it('goes when the member refuses the browser prompt, which is recorded as denied', async () => {
  fakePushBrowser('denied');
  const { sent } = stubFetch({ 'POST /api/user.php': { body: { push: 'denied' } } });
  renderRoute(<PushAlert />, { store: storeWith(member()), name: 'members' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on' }));
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument(),
  );
  expect(sent.find((request) => request.path === '/api/user.php')?.body).toEqual({ subscription: 'denied' });
});

it('stays hidden once answered "Not now", storing the time under the hide key', async () => {
  fakePushBrowser('granted');
  const { unmount } = renderRoute(<PushAlert />, { store: storeWith(member()), name: 'members' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument();
  const stored = Number(localStorage.getItem(PUSH_ASK_HIDE_KEY));
  expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
  unmount();
  renderRoute(<PushAlert />, { store: storeWith(member()), name: 'likes' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument();
});

it.each([
  ['a visitor', null, 'members'],
  ['a page outside the members area', member(), 'notifications'],
])('is not shown for %s', async (_what, user, name) => {
  fakePushBrowser('granted');
  renderRoute(<PushAlert />, { store: storeWith(user), name });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument();
});

it('waits for a first match or a first message', async () => {
  fakePushBrowser('granted');
  localStorage.removeItem(PUSH_ASK_DUE_KEY);
  renderRoute(<PushAlert />, { store: storeWith(member()), name: 'members' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
});

it('is not shown in a browser that cannot take pushes', async () => {
  renderRoute(<PushAlert />, { store: storeWith(member()), name: 'members' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('status', { name: 'Get notified of new messages' })).not.toBeInTheDocument();
});
