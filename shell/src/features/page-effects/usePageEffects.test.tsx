import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { likePopupRequestedAtom, settingsAtom, userAtom } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { PAGE_BOUNCE_STORAGE_KEY, TRACKING_STORAGE_KEY } from './queryParams';
import { useAppBadge, usePageHiddenBeacon, usePageTitle, useQueryParamCapture } from './usePageEffects';

function Effects() {
  useQueryParamCapture();
  usePageTitle();
  usePageHiddenBeacon();
  return null;
}

function siteStore() {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ name: 'Flirtpark' }));
  return store;
}

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('query parameters', () => {
  it('stores the tracking parameters and removes them from the URL, keeping the rest', async () => {
    renderRoute(<Effects />, {
      path: '/landers/video',
      url: '/landers/video?network=adnet&ref=9&sub1=a&page=2#top',
      name: 'landers-video-slug',
      store: siteStore(),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/landers/video?page=2#top');
    expect(JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY)!)).toEqual({
      network: 'adnet',
      ref: '9',
      sub1: 'a',
    });
  });

  it('turns page-bounce logging on with lb and removes it', async () => {
    renderRoute(<Effects />, {
      path: '/members',
      url: '/members?lb=test1',
      name: 'members',
      store: siteStore(),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/members$/);
    expect(sessionStorage.getItem(PAGE_BOUNCE_STORAGE_KEY)).toBe('test1');
  });

  it('requests the like popup t seconds later and removes t at once', async () => {
    jest.useFakeTimers();
    const store = siteStore();
    renderRoute(<Effects />, { path: '/members', url: '/members?t=10', name: 'members', store });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
    act(() => jest.advanceTimersByTime(9_000));
    expect(store.get(likePopupRequestedAtom)).toBe(false);
    act(() => jest.advanceTimersByTime(1_000));
    expect(store.get(likePopupRequestedAtom)).toBe(true);
  });
});

describe('page title', () => {
  it('is the route title and the site name, prefixed with unread plus new likes', async () => {
    const likedBy = [1, 2, 3, 4].map((id) => ({ id, like_new: id !== 4 }));
    stubFetch({
      'GET /api/likes.php': { body: { profiles: [], liked_by: likedBy } },
      'GET /api/chats.php': { body: { chats: [], total_unread_messages: 2 } },
    });
    const store = siteStore();
    renderRoute(<Effects />, { path: '/likes', name: 'likes', store });
    const plain = document.title;
    expect(plain).toMatch(/Flirtpark$/);
    expect(plain).not.toMatch(/^\(/);
    act(() => store.set(userAtom, userFixture()));
    await waitFor(() => expect(document.title).toBe(`(5) ${plain}`));
  });

  it('drops the count the moment the member logs out', async () => {
    stubFetch({ 'GET /api/likes.php': { body: { profiles: [], liked_by: [{ id: 1, like_new: true }] } } });
    const store = siteStore();
    renderRoute(<Effects />, { path: '/likes', name: 'likes', store });
    const plain = document.title;
    act(() => store.set(userAtom, userFixture()));
    await waitFor(() => expect(document.title).toBe(`(1) ${plain}`));
    act(() => store.set(userAtom, null));
    expect(document.title).toBe(plain);
  });
});

describe('installed-app badge', () => {
  function Badge() {
    useAppBadge();
    return null;
  }
  afterEach(() => {
    delete (navigator as Partial<Navigator>).setAppBadge;
    delete (navigator as Partial<Navigator>).clearAppBadge;
  });

  it('shows unread plus new likes on the app icon, and clears it at 0 (logout)', async () => {
    const setAppBadge = jest.fn(() => Promise.resolve());
    const clearAppBadge = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    stubFetch({
      'GET /api/likes.php': { body: { profiles: [], liked_by: [{ id: 1, like_new: true }] } },
      'GET /api/chats.php': { body: { chats: [], total_unread_messages: 3 } },
    });
    const store = siteStore();
    renderRoute(<Badge />, { path: '/likes', name: 'likes', store });
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
    act(() => store.set(userAtom, userFixture()));
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(4));
    act(() => store.set(userAtom, null));
    expect(clearAppBadge).toHaveBeenCalledTimes(2);
  });

  it('is left alone where the browser has no badge, and a refusal is no error', async () => {
    stubFetch({ 'GET /api/chats.php': { body: { chats: [], total_unread_messages: 1 } } });
    const store = siteStore();
    store.set(userAtom, userFixture());
    expect(() => renderRoute(<Badge />, { path: '/likes', name: 'likes', store })).not.toThrow();

    const setAppBadge = jest.fn(() => Promise.reject(new DOMException('not installed', 'NotAllowedError')));
    Object.assign(navigator, { setAppBadge, clearAppBadge: jest.fn(() => Promise.resolve()) });
    renderRoute(<Badge />, { path: '/likes', name: 'likes', store });
    await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(1));
  });
});

describe('page-hidden beacon', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  function hidePage() {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  it("names the tab's lb value and the page's path when the page is hidden and lb is on", () => {
    sessionStorage.setItem(PAGE_BOUNCE_STORAGE_KEY, 'test1');
    renderRoute(<Effects />, { store: siteStore() });
    hidePage();
    const path = encodeURIComponent(window.location.pathname);
    expect(sendBeacon).toHaveBeenCalledWith(`/api/page-hidden.php?lb=test1&path=${path}`, '{}');
  });

  it('is sent bare, with its empty JSON body, without lb', () => {
    renderRoute(<Effects />, { store: siteStore() });
    hidePage();
    expect(sendBeacon).toHaveBeenCalledWith('/api/page-hidden.php', '{}');
  });

  it('is not sent while the page stays visible', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    renderRoute(<Effects />, { store: siteStore() });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
