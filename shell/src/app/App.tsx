import { useMemo } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Spinner, theme, ToastProvider } from 'shared-ui';
import styled from 'styled-components';
import { buildRoutes } from './routes/buildRoutes';
import { ROUTE_TABLE } from './routes/routeTable';
import { Root } from './Root';
import type { Store } from './session/session';

const FullPage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while the first route's code loads. */
function FirstRouteFallback() {
  return (
    <FullPage>
      <Spinner size="lg" />
    </FullPage>
  );
}

/** The page's providers around the data router. The store is jotai's default one (see store.ts). */
export function App({ store }: { store: Store }) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        buildRoutes({ table: ROUTE_TABLE, store, Root, HydrateFallback: FirstRouteFallback }),
      ),
    [store],
  );
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </JotaiProvider>
  );
}
