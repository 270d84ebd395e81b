import type { StaticPageId } from '../../features/static-pages/content/types';
import rawTable from './routes.json';

/**
 * The route table is data (routes.json) so the server can answer 404 for unknown paths from the same
 * list the router is built from. This module gives it types and checks its shape once at start.
 */
export const LAYOUTS = ['default', 'chat', 'lander', 'empty'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export type RouteTarget =
  | { type: 'shell'; page: 'home' }
  | { type: 'page'; remote: string; page: string }
  | { type: 'parcel'; remote: string; parcel: string }
  | { type: 'static'; page: StaticPageId };

export interface RouteEntry {
  name: string;
  /** react-router path syntax: ':id' parameters, ':slug?' optional ones. */
  path: string;
  layout: LayoutName;
  target: RouteTarget;
  /**
   * The server's check for a route that exists only for some values (`invite`: `/:token` is a page only
   * for the invite code of a member); the client's page shows the 404 for the others.
   */
  verify?: string;
}

const STATIC_PAGES: readonly StaticPageId[] = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
  '2257',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTarget(value: unknown): value is RouteTarget {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'shell':
      return value.page === 'home';
    case 'page':
      return typeof value.remote === 'string' && typeof value.page === 'string';
    case 'parcel':
      return typeof value.remote === 'string' && typeof value.parcel === 'string';
    case 'static':
      return (STATIC_PAGES as readonly unknown[]).includes(value.page);
    default:
      return false;
  }
}

/** Throws on a malformed table: a broken data file must fail the build's tests, not a visitor's page. */
export function parseRouteTable(raw: unknown): RouteEntry[] {
  if (!Array.isArray(raw)) throw new Error('routes.json must be an array');
  const names = new Set<string>();
  return raw.map((entry: unknown, index) => {
    if (
      !isRecord(entry) ||
      typeof entry.name !== 'string' ||
      typeof entry.path !== 'string' ||
      !entry.path.startsWith('/') ||
      !(LAYOUTS as readonly unknown[]).includes(entry.layout) ||
      !isTarget(entry.target)
    ) {
      throw new Error(`routes.json entry ${index} is malformed: ${JSON.stringify(entry)}`);
    }
    if (names.has(entry.name)) throw new Error(`routes.json has the route name ${entry.name} twice`);
    names.add(entry.name);
    return entry as unknown as RouteEntry;
  });
}

export const ROUTE_TABLE: readonly RouteEntry[] = parseRouteTable(rawTable);

/** Path of a named route with its parameters filled in; optional parameters may be left out. */
export function pathTo(name: string, params: Record<string, string | number | undefined> = {}): string {
  const entry = ROUTE_TABLE.find((route) => route.name === name);
  if (!entry) throw new Error(`Unknown route name ${name}`);
  const segments = entry.path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}
