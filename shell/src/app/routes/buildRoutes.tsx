import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'shared-ui/router';
import { hasRoute, isLoggedInAtom, pathTo, type LayoutName, type SiteRoute } from 'shared-ui/kernel';
import type { StaticPageId } from '../../features/static-pages/content/types';
import type { Store } from '../session/session';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import type { RouteHandle } from './useRouteName';

/** Layouts are separate chunks: a lander visit never downloads the top navigation, and vice versa. */
const layoutComponents: Record<LayoutName, () => Promise<ComponentType>> = {
  default: () => import('../../features/layouts/DefaultLayout').then((m) => m.DefaultLayout),
  chat: () => import('../../features/layouts/ChatLayout').then((m) => m.ChatLayout),
  lander: () => import('../../features/layouts/LanderLayout').then((m) => m.LanderLayout),
  empty: () => import('../../features/layouts/EmptyLayout').then((m) => m.EmptyLayout),
};

function redirectLoggedIn(store: Store): LoaderFunction {
  return () => (store.get(isLoggedInAtom) && hasRoute('members') ? redirect(pathTo('members')) : null);
}

/**
 * The page component of a route. Remote code is preloaded here, while the router is still in its
 * 'loading' state (the loading bar shows); a failure is left to the slot, which shows the
 * unavailable panel inside the layout instead of replacing the whole page.
 */
async function pageComponent(route: SiteRoute): Promise<ComponentType> {
  const { owner, module } = route;
  if ('parcel' in module) {
    const [{ LanderSlot }, { loadLanderParcel }] = await Promise.all([
      import('../federation/LanderSlot'),
      import('../federation/remoteModules'),
    ]);
    await loadLanderParcel(owner, module.parcel).catch(() => undefined);
    // Keyed by lander: moving between two landers mounts a new parcel instead of updating the old one.
    const LanderRoute = () => <LanderSlot key={module.parcel} remote={owner} parcel={module.parcel} />;
    return LanderRoute;
  }
  if (owner === 'shell' && module.page === 'home') {
    const { HomePage } = await import('../../features/home/HomePage');
    return HomePage;
  }
  if (owner === 'shell') {
    const { StaticPage } = await import('../../features/static-pages/StaticPage');
    const StaticRoute = () => <StaticPage page={module.page as StaticPageId} />;
    return StaticRoute;
  }
  const [{ RemotePageSlot }, { loadRemotePage }] = await Promise.all([
    import('../federation/RemotePageSlot'),
    import('../federation/remoteModules'),
  ]);
  await loadRemotePage(owner, module.page).catch(() => undefined);
  const RemoteRoute = () => <RemotePageSlot remote={owner} page={module.page} />;
  return RemoteRoute;
}

/** A page component that replaces the one the route would load (the server's drawing of a remote's page). */
export type PageOverride = (route: SiteRoute) => ComponentType | null;

export function routeObject(route: SiteRoute, store: Store, pageOverride?: PageOverride): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    layout: route.layout,
    title: route.title,
    flags: route.flags,
    ...(route.verify ? { verify: route.verify } : {}),
  };
  return {
    id: route.name,
    path: route.path,
    handle,
    errorElement: <ErrorPage />,
    loader: route.flags.redirectLoggedIn ? redirectLoggedIn(store) : undefined,
    lazy: async () => ({ Component: pageOverride?.(route) ?? (await pageComponent(route)) }),
  };
}

/**
 * The router's tree: the root (session, page effects, loading bar), one pathless route per layout
 * holding its routes from the composed site's table, and the not-found page under the default layout.
 */
export function buildRoutes(options: {
  table: readonly SiteRoute[];
  store: Store;
  Root: ComponentType;
  HydrateFallback?: ComponentType;
  pageOverride?: PageOverride;
}): RouteObject[] {
  const { table, store, Root, HydrateFallback, pageOverride } = options;
  const layouts: RouteObject[] = (Object.keys(layoutComponents) as LayoutName[]).map((layout) => {
    const children = table
      .filter((entry) => entry.layout === layout)
      .map((entry) => routeObject(entry, store, pageOverride));
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
