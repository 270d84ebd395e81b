import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-ui/kernel';
import type { Store } from '../session/session';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { pathTo, type LayoutName, type RouteEntry } from './routeTable';
import type { RouteHandle } from './useRouteName';

/** Logged-in users who open these are sent to the members area. */
export const LOGGED_IN_REDIRECT_ROUTES = ['index', 'signup', 'signup-matches', 'members-id-signup'] as const;

/** Layouts are separate chunks: a lander visit never downloads the top navigation, and vice versa. */
const layoutComponents: Record<LayoutName, () => Promise<ComponentType>> = {
  default: () => import('../../features/layouts/DefaultLayout').then((m) => m.DefaultLayout),
  chat: () => import('../../features/layouts/ChatLayout').then((m) => m.ChatLayout),
  lander: () => import('../../features/layouts/LanderLayout').then((m) => m.LanderLayout),
  empty: () => import('../../features/layouts/EmptyLayout').then((m) => m.EmptyLayout),
};

function redirectLoggedIn(store: Store): LoaderFunction {
  return () => (store.get(isLoggedInAtom) ? redirect(pathTo('members')) : null);
}

/**
 * The page component of a route. Remote code is preloaded here, while the router is still in its
 * 'loading' state (the loading bar shows); a failure is left to the slot, which shows the
 * unavailable panel inside the layout instead of replacing the whole page.
 */
async function pageComponent(entry: RouteEntry): Promise<ComponentType> {
  const { target } = entry;
  switch (target.type) {
    case 'shell': {
      const { HomePage } = await import('../../features/home/HomePage');
      return HomePage;
    }
    case 'static': {
      const { StaticPage } = await import('../../features/static-pages/StaticPage');
      const StaticRoute = () => <StaticPage page={target.page} />;
      return StaticRoute;
    }
    case 'page': {
      const [{ RemotePageSlot }, { loadRemotePage }] = await Promise.all([
        import('../federation/RemotePageSlot'),
        import('../federation/remoteModules'),
      ]);
      await loadRemotePage(target.remote, target.page).catch(() => undefined);
      const RemoteRoute = () => <RemotePageSlot remote={target.remote} page={target.page} />;
      return RemoteRoute;
    }
    case 'parcel': {
      const [{ LanderSlot }, { loadLanderParcel }] = await Promise.all([
        import('../federation/LanderSlot'),
        import('../federation/remoteModules'),
      ]);
      await loadLanderParcel(target.remote, target.parcel).catch(() => undefined);
      // Keyed by lander: moving between two landers mounts a new parcel instead of updating the old one.
      const LanderRoute = () => (
        <LanderSlot key={target.parcel} remote={target.remote} parcel={target.parcel} />
      );
      return LanderRoute;
    }
  }
}

export function routeObject(entry: RouteEntry, store: Store): RouteObject {
  const handle: RouteHandle = { name: entry.name, layout: entry.layout };
  return {
    id: entry.name,
    path: entry.path,
    handle,
    errorElement: <ErrorPage />,
    loader: (LOGGED_IN_REDIRECT_ROUTES as readonly string[]).includes(entry.name)
      ? redirectLoggedIn(store)
      : undefined,
    lazy: async () => ({ Component: await pageComponent(entry) }),
  };
}

/**
 * The router's tree: the root (session, page effects, loading bar), one pathless route per layout
 * holding its routes from the table, and the not-found page under the default layout.
 */
export function buildRoutes(options: {
  table: readonly RouteEntry[];
  store: Store;
  Root: ComponentType;
  HydrateFallback?: ComponentType;
}): RouteObject[] {
  const { table, store, Root, HydrateFallback } = options;
  const layouts: RouteObject[] = (Object.keys(layoutComponents) as LayoutName[]).map((layout) => {
    const children = table
      .filter((entry) => entry.layout === layout)
      .map((entry) => routeObject(entry, store));
    if (layout === 'default') {
      const handle: RouteHandle = { name: 'not-found', layout: 'default' };
      children.push({ id: 'not-found', path: '*', handle, Component: NotFoundPage });
    }
    return {
      id: `layout-${layout}`,
      lazy: async () => ({ Component: await layoutComponents[layout]() }),
      errorElement: <ErrorPage />,
      children,
    };
  });
  return [{ id: 'root', Component: Root, HydrateFallback, errorElement: <ErrorPage />, children: layouts }];
}
