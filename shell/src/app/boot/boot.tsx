import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  FIRST_PAINT_RETRY,
  fetchRegistrations,
  initI18n,
  settingsAtom,
  userAtom,
  type Language,
} from 'shared-ui/kernel';
import type { Resource } from 'i18next';
import { PAGE_SSR_ATTRIBUTE } from 'contract/lander-server';
import { loadShellBundle } from '../../i18n/shellTranslations';
import { App, createAppRouter } from '../App';
import { fetchRemotesManifest } from '../federation/remotesManifest';
import { installPseudoLocale, textLanguages } from '../pseudo-locale';
import { registerRemotesFromManifest } from '../federation/runtime';
import { composeDeployedSite } from '../routes/siteComposition';
import { applyLanguage } from '../locale/changeLanguage';
import { readLocaleCookie, writeLocaleCookie } from '../locale/localeCookie';
import { resolveLocale } from '../locale/localeRules';
import { fetchSettings } from '../settings/fetchSettings';
import { fetchCurrentUser, type Store } from '../session/session';
import { appStore } from '../store';
import { outageNotice } from 'shared-ui';
import { BootFailure } from './BootFailure';
import { readTypedFields, restoreTypedFields } from './typedFields';

async function shellResources(language: Language): Promise<Resource> {
  const languages = textLanguages(language);
  const bundles = await Promise.all(languages.map((lang) => loadShellBundle(lang)));
  return Object.fromEntries(languages.map((lang, index) => [lang, { ...bundles[index] }]));
}

/**
 * Start of the page: settings (by domain), the session, the remotes manifest and the deployed remotes'
 * registrations are fetched side by side; the locale follows from a lander's language slug, the cookie,
 * the settings and the browser; the site is composed from what the manifest names; then the app renders.
 */
export async function boot(container: HTMLElement, store: Store = appStore): Promise<Root> {
  const [settings, user, manifest, registrations] = await Promise.allSettled([
    fetchSettings(window.location),
    fetchCurrentUser({ retry: FIRST_PAINT_RETRY }),
    fetchRemotesManifest(),
    fetchRegistrations(),
  ]);

  const account = user.status === 'fulfilled' ? (user.value?.language ?? null) : null;
  const cookie = readLocaleCookie(document.cookie);
  const locale = resolveLocale({
    account,
    cookie,
    domainLanguage: settings.status === 'fulfilled' ? settings.value.domain_language : null,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    pathname: window.location.pathname,
  });
  // The account's language is kept in the cookie too, so the server's pages speak it on the next visit.
  if (account === locale && cookie !== locale) writeLocaleCookie(locale);
  installPseudoLocale(await initI18n(locale, await shellResources(locale)));
  await applyLanguage(locale, store);
  if (registrations.status === 'rejected') {
    // Without them the site has the shell's own pages only; a reload tries again.
    console.error('The registrations of the deployed remotes could not be loaded', registrations.reason);
  }
  composeDeployedSite(
    manifest.status === 'fulfilled' ? manifest.value : {},
    registrations.status === 'fulfilled' ? registrations.value : {},
  );

  const root = createRoot(container);
  if (settings.status === 'rejected') {
    console.error('Settings could not be loaded', settings.reason);
    root.render(<BootFailure reason={settings.reason} />);
    return root;
  }
  if (user.status === 'rejected' && outageNotice(user.reason) !== null) {
    // The API is out of reach (its database down, no instance serving, the browser offline) after the retry: the
    // session is unknown, and a site drawn logged out would only invite a login that fails as well.
    console.error('The session could not be loaded', user.reason);
    root.render(<BootFailure reason={user.reason} />);
    return root;
  }
  store.set(settingsAtom, settings.value);
  // A failing user call (other than 403, which means logged out) leaves the visitor logged out for now;
  // the refresh timer does not run for them, so a reload is what recovers.
  store.set(userAtom, user.status === 'fulfilled' ? user.value : null);
  if (manifest.status === 'fulfilled') {
    registerRemotesFromManifest(manifest.value);
  } else {
    // Without the manifest every remote slot shows its unavailable panel; Retry reads it again.
    console.error('The remotes manifest could not be loaded', manifest.reason);
  }

  // A page the server drew stays on screen until the shell can draw the same page in one step: the router
  // first loads the page's code, so no loading state ever replaces the server's markup.
  if (container.hasAttribute(PAGE_SSR_ATTRIBUTE)) {
    const router = createAppRouter(store);
    await routerReady(router);
    const typed = readTypedFields(container);
    container.removeAttribute(PAGE_SSR_ATTRIBUTE);
    flushSync(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      ),
    );
    restoreTypedFields(container, typed);
    return root;
  }
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  return root;
}

/** Resolves once the router has loaded the first page's code and data. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
