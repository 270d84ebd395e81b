import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { api, timeBonusAtom, userAtom } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { Providers, stubFetch } from '../../test/render';
import { useSilentLogout, useTimeBonusOnLogin, useUserRefresh } from './useSession';

function Session() {
  useSilentLogout();
  useUserRefresh();
  useTimeBonusOnLogin();
  return null;
}

function loggedInStore() {
  const store = createStore();
  store.set(userAtom, userFixture({ paid_user: false, signup_date: new Date().toISOString() }));
  return store;
}

/**
 * Lets the fetch stub's promises, ky's response handling and the query cache's batched notifications
 * (a zero-delay timer) run under fake timers.
 */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => jest.advanceTimersByTime(0));
}

afterEach(() => jest.useRealTimers());

it('loads the time bonus state when a user is logged in', () => {
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  expect(store.get(timeBonusAtom)).toMatchObject({ isVisible: true });
});

it('logs out silently on a 403 authentication_required from another call', async () => {
  stubFetch({
    '/api/chats.php': {
      status: 403,
      body: { error: 'authentication_required', message: 'Login required', statusCode: 403 },
    },
  });
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  await act(async () => {
    await api.get('chats.php').catch(() => undefined);
  });
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(timeBonusAtom)).toBeNull();
});

it('refreshes the user first after 5 s, then every 60 s', async () => {
  jest.useFakeTimers();
  const { calls } = stubFetch({ '/api/user.php': { body: { user: userFixture({ credits: 7 }) } } });
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  const userCalls = () => calls.filter((request) => request.url.endsWith('/api/user.php')).length;

  await act(async () => jest.advanceTimersByTime(4_999));
  expect(userCalls()).toBe(0);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(userCalls()).toBe(1);
  expect(store.get(userAtom)?.credits).toBe(7);

  await act(async () => jest.advanceTimersByTime(59_000));
  await settle();
  expect(userCalls()).toBe(1);
  await act(async () => jest.advanceTimersByTime(1_000));
  await settle();
  expect(userCalls()).toBe(2);
});

it('logs out when the refresh answers 403', async () => {
  jest.useFakeTimers();
  stubFetch({
    '/api/user.php': {
      status: 403,
      body: { error: 'authentication_required', message: '', statusCode: 403 },
    },
  });
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  await act(async () => jest.advanceTimersByTime(5_000));
  await settle();
  expect(store.get(userAtom)).toBeNull();
});

it('does not poll for a visitor', async () => {
  jest.useFakeTimers();
  const { calls } = stubFetch({});
  const store = createStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  await act(async () => jest.advanceTimersByTime(120_000));
  expect(calls).toHaveLength(0);
});

describe('with a push subscription', () => {
  const serviceWorker = {
    getRegistration: async () => ({ pushManager: { getSubscription: async () => ({}) } }),
  };
  beforeEach(() =>
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true }),
  );
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it('refreshes the user first after 5 s, then every 300 s', async () => {
    jest.useFakeTimers();
    const { calls } = stubFetch({ '/api/user.php': { body: { user: userFixture() } } });
    render(
      <Providers store={loggedInStore()}>
        <Session />
      </Providers>,
    );
    const userCalls = () => calls.filter((request) => request.url.endsWith('/api/user.php')).length;
    await settle();
    await act(async () => jest.advanceTimersByTime(5_000));
    await settle();
    expect(userCalls()).toBe(1);
    await act(async () => jest.advanceTimersByTime(299_000));
    await settle();
    expect(userCalls()).toBe(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await settle();
    expect(userCalls()).toBe(2);
  });
});

it('retries a failing refresh 5 times with growing delays, keeps the session, and tries again 60 s later', async () => {
  jest.useFakeTimers();
  const { calls } = stubFetch({
    '/api/user.php': { status: 503, body: { error: 'service_busy', message: '', statusCode: 503 } },
  });
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  const userCalls = () => calls.filter((request) => request.url.endsWith('/api/user.php')).length;
  await act(async () => jest.advanceTimersByTime(5_000));
  await settle();
  expect(userCalls()).toBe(1);
  // 0.3 s, 0.6 s, 1.2 s, 2.4 s, 4.8 s between the attempts.
  for (const delay of [300, 600, 1_200, 2_400, 4_800]) {
    await act(async () => jest.advanceTimersByTime(delay));
    await settle();
  }
  expect(userCalls()).toBe(6);
  expect(store.get(userAtom)).not.toBeNull();

  await act(async () => jest.advanceTimersByTime(59_000));
  await settle();
  expect(userCalls()).toBe(6);
  await act(async () => jest.advanceTimersByTime(1_000));
  await settle();
  expect(userCalls()).toBe(7);
});

it('starts again with the short first delay after logging out and back in', async () => {
  jest.useFakeTimers();
  const user = userFixture({ paid_user: false, signup_date: new Date().toISOString() });
  const { calls } = stubFetch({ '/api/user.php': { body: { user } } });
  const store = loggedInStore();
  render(
    <Providers store={store}>
      <Session />
    </Providers>,
  );
  const userCalls = () => calls.filter((request) => request.url.endsWith('/api/user.php')).length;
  await act(async () => jest.advanceTimersByTime(5_000));
  await settle();
  expect(userCalls()).toBe(1);

  act(() => store.set(userAtom, null));
  await settle();
  act(() => store.set(userAtom, user));
  await settle();
  await act(async () => jest.advanceTimersByTime(5_000));
  await settle();
  expect(userCalls()).toBe(2);
});
