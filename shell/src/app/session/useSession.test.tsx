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

/** Lets the fetch stub's promises and ky's response handling run under fake timers. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => undefined);
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
