import { useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'shared-ui/router';
import { GlobalStyle, SiteThemeProvider, ToastProvider } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { siteComposition } from 'shared-ui/kernel';
import { buildRoutes } from './routes/buildRoutes';
import { Root } from './Root';
import type { Store } from './session/session';
import { appQueryClient } from './store';
import { FullPageSkeleton } from '../features/page-skeleton/PageSkeleton';

/** Shown while the first route's code loads: the outline of header and page, not a blank screen. */
function FirstRouteFallback() {
  return <FullPageSkeleton />;
}

/**
 * The page's providers: the store (jotai's default one, see store.ts), the one server-state cache, the
 * site's theme, global styles and toasts. The same in the browser and in the server render.
 */
export function AppProviders({
  store,
  queryClient = appQueryClient,
  children,
}: {
  store: Store;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  // The site's brand colour themes the shell and every remote page rendered inside it.
  const brandColor = useAtomValue(settingsAtom, { store })?.primary_color;
  return (
    <JotaiProvider store={store}>
      {/* The one server-state cache: remotes mount inside this tree and share it. */}
      <QueryClientProvider client={queryClient}>
        <SiteThemeProvider brandColor={brandColor}>
          <GlobalStyle />
          <ToastProvider>{children}</ToastProvider>
        </SiteThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The browser's router over the composed site's table. */
export function createAppRouter(store: Store) {
  return createBrowserRouter(
    buildRoutes({
      table: siteComposition().routes,
      store,
      Root,
      HydrateFallback: FirstRouteFallback,
    }),
  );
}

/** The page's providers around the data router (made here unless boot made it first). */
export function App({
  store,
  queryClient = appQueryClient,
  router: given,
}: {
  store: Store;
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
}) {
  const router = useMemo(() => given ?? createAppRouter(store), [given, store]);
  return (
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
