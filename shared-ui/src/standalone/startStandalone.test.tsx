import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pathTo, settingsAtom, userAtom, type Language } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { startStandalone } from './startStandalone';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const BUNDLES: Partial<Record<Language, Record<string, string>>> = {
  en: { welcome: 'Welcome to {{site}}', visitor: 'Guest' },
  de: { welcome: 'Willkommen bei {{site}}', visitor: 'Gast' },
};

/** A remote page: reads the session the harness loaded and the namespace it registered. */
function Welcome() {
  const { t } = useTranslation('demo');
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <h1>{t('welcome', { site: settings?.name ?? '?' })}</h1>
      <p>{user ? user.profile.name : t('visitor')}</p>
      <output data-testid="path">{useLocation().pathname}</output>
    </>
  );
}

async function start(url: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = '<div id="root"></div>';
  const requested: Language[] = [];
  await startStandalone({
    registration: {
      namespace: 'demo',
      loadTranslations: async (language) => {
        requested.push(language);
        return BUNDLES[language] ?? {};
      },
      pages: { welcome: async () => ({ default: Welcome }) },
      data: {
        remote: 'mf_demo',
        namespace: 'demo',
        pages: [{ name: 'welcome', path: '/welcome', layout: 'default' }],
      },
    },
    routes: [{ path: '/welcome', page: 'welcome' }],
  });
  return { requested };
}

// The harness mounts its own root as a browser page does, outside any act() scope.
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('startStandalone', () => {
  it("runs the remote's pages on their own with the site's settings, the session and the site's language", async () => {
    const { calls } = stubFetch({
      'GET /api/settings.php': { body: { settings: settingsFixture({ domain_language: 'de_DE' }) } },
      'GET /api/user.php': { body: { user: userFixture() } },
    });
    const { requested } = await start('/welcome');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Harbour Hearts' }),
    ).toBeVisible();
    expect(screen.getByText('sam')).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    // The visitor's language plus English, the fallback for any missing key.
    expect(requested.sort()).toEqual(['de', 'en']);
    expect(calls.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/settings.php',
      '/api/user.php',
      '/registrations.json',
    ]);
  });

  it('sends an unknown path to the first page, and still renders when the API is down (logged out)', async () => {
    stubFetch({
      'GET /api/settings.php': { status: 404, body: { error: 'not_found' } },
      'GET /api/user.php': {
        status: 403,
        body: { error: 'authentication_required', message: 'Please log in.', statusCode: 403 },
      },
    });
    await start('/nowhere');

    expect(await screen.findByTestId('path')).toHaveTextContent('/welcome');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('?');
    expect(screen.queryByText('sam')).not.toBeInTheDocument();
  });

  it('resolves route names of its own registration and of the deployed remotes behind it', async () => {
    stubFetch({
      'GET /api/settings.php': { body: { settings: settingsFixture() } },
      'GET /api/user.php': { status: 403, body: { error: 'authentication_required' } },
      'GET /registrations.json': {
        body: {
          mf_chat: {
            remote: 'mf_chat',
            namespace: 'chat',
            pages: [{ name: 'chats', path: '/chats', layout: 'chat' }],
          },
        },
      },
    });
    await start('/welcome');
    await screen.findByRole('heading', { level: 1 });
    expect(pathTo('welcome')).toBe('/welcome');
    expect(pathTo('chats')).toBe('/chats');
  });
});
