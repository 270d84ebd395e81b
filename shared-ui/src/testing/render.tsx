import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/Toast/Toast';
import { addNamespace, i18n, initI18n } from '../kernel/i18n/i18n';
import { settingsAtom, userAtom } from '../kernel/session/atoms';
import { createQueryClient } from '../kernel/queries/queryClient';
import type { Settings, User } from 'contract';

export type TestStore = ReturnType<typeof createStore>;

/**
 * The providers every app renders under: one jotai store, the server-state cache (a fresh one per
 * render unless the test hands one in to seed or inspect it), the design system's theme and the toasts.
 */
export function TestProviders({
  store,
  queryClient,
  children,
}: {
  store: TestStore;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [ownClient] = useState(createQueryClient);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient ?? ownClient}>
        <ThemeProvider theme={theme}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted under, e.g. '/members/:id'. */
  path?: string;
  /** The URL opened, e.g. '/members/42'. */
  url?: string;
  user?: User | null;
  settings?: Settings | null;
}

/** Shows where a link took the user, so tests can assert navigation as a user sees it. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * A remote's page renderer for its tests: renders a page the way the shell does (jotai store, router,
 * theme and the shared i18n instance), in English, with the remote's namespace registered. Any other
 * path the page navigates to shows the current path (test id 'current-path').
 */
export function createRenderPage(namespace: string, en: Record<string, unknown>) {
  return async function renderPage(
    page: ReactElement,
    { path = '/', url = path, user = null, settings = null }: RenderPageOptions = {},
  ) {
    await initI18n('en');
    addNamespace(namespace, { en });
    await i18n.changeLanguage('en');
    const store = createStore();
    store.set(userAtom, user);
    store.set(settingsAtom, settings);
    const queryClient = createQueryClient();
    const view = render(
      <TestProviders store={store} queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    return { store, queryClient, ...view };
  };
}
