import { i18n } from '../i18n/i18n';
import type { LayoutName, NavigationItemDeclaration, RegistrationData, RouteFlags, SlotName } from './types';

/** A page of the composed site, with the registrant that owns it. */
export interface SiteRoute {
  name: string;
  path: string;
  layout: LayoutName;
  /** 'shell' or the federation name of the remote. */
  owner: string;
  /** The owner's page module, or its lander parcel. */
  module: { page: string } | { parcel: string };
  /** Namespaced i18n key of the title ('chat:titles.chats'), if the page has one. */
  title?: string;
  flags: RouteFlags;
  verify?: string;
}

export interface SiteNavigationItem extends Omit<NavigationItemDeclaration, 'label' | 'shortLabel'> {
  owner: string;
  /** Namespaced i18n key. */
  label: string;
  /** Namespaced i18n key of the tab bar's label: the item's own short label, or its label. */
  shortLabel: string;
}

export interface SiteComposition {
  routes: SiteRoute[];
  navigation: SiteNavigationItem[];
  slots: Partial<Record<SlotName, { owner: string; page: string }>>;
}

/**
 * The i18n namespace of a registration's labels and titles: its own texts (`messages`) live apart from the
 * remote's full bundle, which loads with its code; without texts of its own, its namespace.
 */
export function textNamespace(registration: RegistrationData): string {
  return registration.messages ? `registration.${registration.remote}` : registration.namespace;
}

/** Makes a registration's labels and titles translatable before any of its code has loaded. */
export function addRegistrationMessages(registration: RegistrationData): void {
  const namespace = textNamespace(registration);
  for (const [language, texts] of Object.entries(registration.messages ?? {})) {
    if (texts) i18n.addResources(language, namespace, texts);
  }
}

/**
 * The site composed from the registrations of what is deployed, the shell's first: a route name, a path
 * or a slot already taken by an earlier registrant is not taken over by a later one, and a navigation item
 * pointing at a route nobody registered is left out. Landers are the exception, because marketing swaps
 * them: a lander page (one with a parcel) registered later for the path of an earlier lander page replaces
 * it, so deploying a second lander remote (its manifest line comes last) takes those paths over and
 * removing its line gives them back. The API picks a page's server renderer by the same rule.
 */
export function composeSite(registrations: readonly RegistrationData[]): SiteComposition {
  const routes: SiteRoute[] = [];
  const names = new Set<string>();
  const paths = new Set<string>();
  const slots: SiteComposition['slots'] = {};
  for (const registration of registrations) {
    for (const page of registration.pages) {
      const replaced = page.parcel
        ? routes.findIndex((route) => route.path === page.path && 'parcel' in route.module)
        : -1;
      if (replaced >= 0) {
        const [old] = routes.splice(replaced, 1);
        if (old) names.delete(old.name);
      } else if (names.has(page.name) || paths.has(page.path)) continue;
      names.add(page.name);
      paths.add(page.path);
      routes.push({
        name: page.name,
        path: page.path,
        layout: page.layout,
        owner: registration.remote,
        module: page.parcel ? { parcel: page.parcel } : { page: page.page ?? page.name },
        title: page.title ? `${textNamespace(registration)}:${page.title}` : undefined,
        flags: page.flags ?? {},
        verify: page.verify,
      });
    }
    for (const slot of registration.slots ?? []) {
      slots[slot.slot] ??= { owner: registration.remote, page: slot.page };
    }
  }
  const navigation = registrations
    .flatMap((registration) =>
      (registration.navigation ?? []).map((item) => ({
        ...item,
        owner: registration.remote,
        label: `${textNamespace(registration)}:${item.label}`,
        shortLabel: `${textNamespace(registration)}:${item.shortLabel ?? item.label}`,
      })),
    )
    .filter((item) => names.has(item.route))
    .sort((a, b) => a.order - b.order);
  return { routes, navigation, slots };
}

let current: SiteComposition = { routes: [], navigation: [], slots: {} };

/** Set once at boot by the shell (and by a remote's standalone harness, and by the tests' setup). */
export function setSiteComposition(composition: SiteComposition): void {
  current = composition;
}

export function siteComposition(): SiteComposition {
  return current;
}

export function findRoute(name: string): SiteRoute | undefined {
  return current.routes.find((route) => route.name === name);
}

/**
 * Whether the deployed site has the route: the shell's links to a remote's pages show only while that
 * remote is deployed (one missing from the manifest contributes nothing).
 */
export function hasRoute(name: string): boolean {
  return findRoute(name) !== undefined;
}

export type PathParams = Record<string, string | number | undefined>;
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** The path of a route of the site's table, parameters filled in; optional parameters may be left out. */
export function pathTo(name: string, params: PathParams = {}, query: QueryParams = {}): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route name ${name}`);
  const segments = route.path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const isOptional = segment.endsWith('?');
    const key = segment.slice(1, isOptional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (isOptional) return [];
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return (segments.join('/') || '/') + (queryString ? `?${queryString}` : '');
}
