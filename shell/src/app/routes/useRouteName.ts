import { useMatches } from 'shared-ui/router';
import type { LayoutName, RouteFlags } from 'shared-ui/kernel';

/** What every route of the shell carries in its react-router `handle`. */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
  /** Namespaced i18n key of the page title, as its registrant declared it. */
  title?: string;
  flags?: RouteFlags;
  /** The server's check for a route that is a page only for some values (`invite`: `/:token`). */
  verify?: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The product's route name of the current page ('members-id', 'pages-terms', ...; 'not-found' for a 404). */
export function useRouteName(): string | undefined {
  return useRouteHandle()?.name;
}
