/**
 * The standalone harness: runs a remote on its own (webpack dev server, or its built dist/index.html
 * behind the API) with the same kernel the shell uses, so its pages can be developed and tested
 * without the shell.
 *
 * It imports the design system and the kernel by their package names, never by relative paths: in a
 * remote's build those names are the federation singletons, so the harness fills the very atoms and
 * i18next instance the pages read. It is a subpath of its own (shared-ui/standalone) and not part of
 * the main entry, which every page of the site loads.
 */
import { lazy, StrictMode, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import { createStore, Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, SiteThemeProvider, Spinner, ToastProvider } from 'shared-ui';
import {
  addNamespace,
  composeSite,
  fetchRegistrations,
  setSiteComposition,
  type RegistrationData,
  createQueryClient,
  DEFAULT_LOCALE,
  initI18n,
  isLanguage,
  localeAtom,
  request,
  LOCALE_COOKIE,
  settingsAtom,
  userAtom,
  type Language,
  type RemoteRegistration,
  type Settings,
  type User,
} from 'shared-ui/kernel';

export interface StandaloneOptions {
  /**
   * What the remote registers with the site (its `register()` result): its page modules and translations,
   * and its data, so `pathTo` knows its routes and those of the deployed remotes.
   */
  registration: Pick<RemoteRegistration, 'data' | 'namespace' | 'loadTranslations' | 'pages'>;
  routes: ReadonlyArray<{ path: string; page: string }>;
  /** Routes rendered as they are (the landers, mounted as parcels). */
  elements?: ReadonlyArray<{ path: string; element: ReactElement }>;
}

/** The remote's own registration first, then whatever the deployment behind the harness registers. */
async function composeStandaloneSite(own: RegistrationData): Promise<void> {
  const deployed = await fetchRegistrations().catch(() => ({}));
  const others = Object.values(deployed).filter((data) => data.remote !== own.remote);
  setSiteComposition(composeSite([own, ...others]));
}

async function loadSettings(): Promise<Settings | null> {
  try {
    return (await request('GET /api/settings.php')).settings;
  } catch {
    return null; // The pages render their logged-out, settings-less state.
  }
}

async function loadUser(): Promise<User | null> {
  try {
    return (await request('GET /api/user.php')).user;
  } catch {
    return null; // 403 authentication_required: logged out.
  }
}

/** Same order as the shell: the locale cookie, then the site's domain language, then the browser. */
function pickLanguage(settings: Settings | null): Language {
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.split('=')[1];
  const candidates = [cookie, settings?.domain_language.slice(0, 2), navigator.language.slice(0, 2)];
  return candidates.find(isLanguage) ?? DEFAULT_LOCALE;
}

export async function startStandalone({ registration, routes, elements = [] }: StandaloneOptions) {
  const { namespace, loadTranslations, pages } = registration;
  const store = createStore();
  // Standalone, the remote has no shell around it: it gets a server-state cache of its own.
  const queryClient = createQueryClient();
  const [settings, user] = await Promise.all([
    loadSettings(),
    loadUser(),
    composeStandaloneSite(registration.data),
  ]);
  const language = pickLanguage(settings);
  store.set(settingsAtom, settings);
  store.set(userAtom, user);
  store.set(localeAtom, language);

  await initI18n(language);
  const [current, fallback] = await Promise.all([
    loadTranslations(language),
    loadTranslations(DEFAULT_LOCALE),
  ]);
  addNamespace(namespace, { [DEFAULT_LOCALE]: fallback, [language]: current });
  document.documentElement.lang = language;

  const lazyPages = Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, lazy(load)]));
  const [home] = routes;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <SiteThemeProvider brandColor={settings?.primary_color}>
            <GlobalStyle />
            <ToastProvider>
              <BrowserRouter>
                <Suspense fallback={<Spinner />}>
                  <Routes>
                    {routes.map(({ path, page }) => {
                      const Page = lazyPages[page]!;
                      return <Route key={path} path={path} element={<Page />} />;
                    })}
                    {elements.map(({ path, element }) => (
                      <Route key={path} path={path} element={element} />
                    ))}
                    {home && <Route path="*" element={<Navigate to={home.path} replace />} />}
                  </Routes>
                </Suspense>
              </BrowserRouter>
            </ToastProvider>
          </SiteThemeProvider>
        </QueryClientProvider>
      </Provider>
    </StrictMode>,
  );
}
