import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { i18n, localeAtom, settingsAtom, userAtom } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { stubFetch } from '../../test/render';
import { boot } from './boot';

function clearCookie() {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
}

async function bootPage(prepare: (container: HTMLElement) => void = () => undefined) {
  const container = document.createElement('div');
  prepare(container);
  document.body.append(container);
  const store = createStore();
  let root: Awaited<ReturnType<typeof boot>> | undefined;
  await act(async () => {
    root = await boot(container, store);
  });
  return { store, container, unmount: () => act(() => root!.unmount()) };
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  window.history.replaceState({}, '', '/?network=adnet&page=2');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it('loads settings for the host with the query, the session and the remotes, then renders in the site language', async () => {
  const { calls } = stubFetch({
    '/api/settings.php': {
      body: { settings: settingsFixture({ domain_language: 'nl_NL', enable_site_entry_popup: 'no' }) },
    },
    '/api/user.php': {
      status: 403,
      body: { error: 'authentication_required', message: '', statusCode: 403 },
    },
    '/remotes.json': { body: {} },
  });
  const { store, unmount } = await bootPage();

  const settingsCall = calls.find((request) => request.url.includes('/api/settings.php'))!;
  const query = new URL(settingsCall.url).searchParams;
  expect(query.get('forced_domain')).toBe('localhost');
  expect(query.get('network')).toBe('adnet');
  expect(query.get('page')).toBe('2');
  expect(settingsCall.headers.get('X-Request-Type')).toBe('client');

  expect(store.get(settingsAtom)?.name).toBe('Flirtpark');
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(localeAtom)).toBe('nl');
  expect(i18n.language).toBe('nl');
  expect(document.documentElement.lang).toBe('nl');
  expect(await screen.findByRole('link', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  // The tracking parameters were stored and removed from the address bar.
  await waitFor(() => expect(window.location.search).toBe('?page=2'));
  unmount();
});

it('prefers the language cookie and keeps a logged-in user', async () => {
  document.cookie = 'i18n_redirected=pl; Path=/';
  window.history.replaceState({}, '', '/pages/terms');
  stubFetch({
    '/api/settings.php': { body: { settings: settingsFixture({ domain_language: 'nl_NL' }) } },
    '/api/user.php': { body: { user: userFixture({ language: 'pl' }) } },
    '/api/companyinfo.php': { body: { companyinfo: settingsFixture().company_info } },
    '/remotes.json': { body: { mf_members: '/remotes/mf-members/mf-manifest.json' } },
  });
  const { store, unmount } = await bootPage();
  expect(store.get(userAtom)?.profile.name).toBe('Sanne');
  expect(store.get(localeAtom)).toBe('pl');
  expect(await screen.findByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
  unmount();
});

it("speaks a logged-in member's account language, also without the cookie, and keeps it in the cookie", async () => {
  document.cookie = 'i18n_redirected=; Path=/; Max-Age=0';
  window.history.replaceState({}, '', '/pages/terms');
  stubFetch({
    '/api/settings.php': { body: { settings: settingsFixture({ domain_language: 'en_GB' }) } },
    '/api/user.php': { body: { user: userFixture({ language: 'de' }) } },
    '/api/companyinfo.php': { body: { companyinfo: settingsFixture().company_info } },
    '/remotes.json': { body: { mf_members: '/remotes/mf-members/mf-manifest.json' } },
  });
  const { store, unmount } = await bootPage();
  expect(store.get(localeAtom)).toBe('de');
  expect(document.cookie).toContain('i18n_redirected=de');
  expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  unmount();
});

it('explains that the site could not be loaded when the settings fail', async () => {
  stubFetch({
    '/api/settings.php': {
      status: 404,
      body: { error: 'not_found', message: 'Unknown site', statusCode: 404 },
    },
    '/api/user.php': {
      status: 403,
      body: { error: 'authentication_required', message: '', statusCode: 403 },
    },
    '/remotes.json': { body: {} },
  });
  Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
  const { unmount } = await bootPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The site could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  unmount();
});

it('says the site could not be loaded, rather than drawing it logged out, while the API is out of reach', async () => {
  const { calls } = stubFetch({
    '/api/settings.php': { body: { settings: settingsFixture({ domain_language: 'en_GB' }) } },
    // The database is down: the API answers 503 with Retry-After (0 here, so the client's retries are quick).
    '/api/user.php': () =>
      new Response(
        JSON.stringify({
          error: 'service_unavailable',
          message: 'The service is unavailable for a moment. Please try again shortly.',
          statusCode: 503,
        }),
        { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '0' } },
      ),
    '/remotes.json': { body: {} },
  });
  Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
  const { store, unmount } = await bootPage();
  // One quick retry before giving up (FIRST_PAINT_RETRY), not the whole retry policy.
  expect(calls.filter((request) => request.url.includes('/api/user.php'))).toHaveLength(2);
  // Said like being offline: nothing was lost, try again in a moment.
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We can't reach the service right now. Nothing was lost: try again in a moment.",
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  expect(store.get(userAtom)).toBeNull();
  unmount();
});

it('shows the outage panel at once when the API asks for a long wait, instead of a blank page', async () => {
  const outage = () =>
    new Response(JSON.stringify({ error: 'service_unavailable', message: 'Unavailable.', statusCode: 503 }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '30' },
    });
  const { calls } = stubFetch({
    '/api/settings.php': { body: { settings: settingsFixture({ domain_language: 'en_GB' }) } },
    '/api/user.php': outage,
    '/remotes.json': { body: {} },
  });
  Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
  const { unmount } = await bootPage();
  // One retry after at most a second: a 30 s Retry-After is not waited for before the first paint (the
  // test's own time limit is 5 s).
  expect(calls.filter((request) => request.url.includes('/api/user.php'))).toHaveLength(2);
  expect(await screen.findByRole('alert')).toHaveTextContent("We can't reach the service right now.");
  unmount();
});

it('keeps a page the server drew on screen until it can draw the same page in one step', async () => {
  stubFetch({
    '/api/settings.php': { body: { settings: settingsFixture({ enable_site_entry_popup: 'no' }) } },
    '/api/user.php': {
      status: 403,
      body: { error: 'authentication_required', message: '', statusCode: 403 },
    },
    '/remotes.json': { body: {} },
  });
  window.history.replaceState({}, '', '/');
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    const container = records[0]?.target as HTMLElement;
    seen.push(container.closest('[data-testid="page"]')?.textContent ?? '');
  });
  const { container, unmount } = await bootPage((element) => {
    element.dataset.testid = 'page';
    element.setAttribute('data-ssr-page', 'home');
    element.innerHTML = '<main><h1>Drawn on the server</h1></main>';
    observer.observe(element, { childList: true, subtree: true });
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Meet someone new tonight' }),
  ).toBeInTheDocument();
  observer.disconnect();
  expect(container).not.toHaveAttribute('data-ssr-page');
  // The server's markup gave way to the whole page at once: never an empty page or a loading state.
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) {
    expect(text).not.toBe('');
    expect(text).not.toMatch(/Loading/);
  }
  unmount();
});
