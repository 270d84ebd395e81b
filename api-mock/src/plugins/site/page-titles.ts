/**
 * The title of a page of the composed site in a language, from the registration data the server already
 * reads for the page table: a page declares `title` (an i18n key in its registrant's namespace) and the
 * registration carries the texts of its titles per language (`messages.<language>`), as the shell shows
 * them before any remote code has loaded. Composed as the shell composes the site (shared-ui
 * composeSite): the shell's pages first, then the remotes in manifest order; a route name or path already
 * taken is not taken over. Where several routes match a path, the most specific wins, as in react-router
 * (`/signup` over `/:token`).
 */
import { FALLBACK_LOCALE, type Language } from 'contract';
import { compileRoutePattern, routeScore } from './route-patterns.js';

/** The title of the page at a path in a language; null when the page has none the server knows. */
export type PageTitles = (pathname: string, language: Language) => string | null;

interface TitledRoute {
  regexp: RegExp;
  score: number;
  texts: (language: Language) => string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A flat key ('titles.lander', as registrations store them) or a nested path to a string. */
function lookup(messages: unknown, key: string): string | null {
  if (!isRecord(messages)) return null;
  const flat = messages[key];
  if (typeof flat === 'string') return flat;
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!isRecord(node)) return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/** Titles from the registrations of the composed site, the shell's first. */
export function compilePageTitles(registrations: readonly unknown[]): PageTitles {
  const names = new Set<string>();
  const paths = new Set<string>();
  const routes: TitledRoute[] = [];
  for (const registration of registrations) {
    const pages = Array.isArray(registration)
      ? registration
      : isRecord(registration) && Array.isArray(registration.pages)
        ? registration.pages
        : [];
    const messages = isRecord(registration) ? registration.messages : undefined;
    for (const page of pages) {
      if (!isRecord(page) || typeof page.path !== 'string') continue;
      const name = typeof page.name === 'string' ? page.name : null;
      if (paths.has(page.path) || (name !== null && names.has(name))) continue;
      paths.add(page.path);
      if (name !== null) names.add(name);
      const key = typeof page.title === 'string' ? page.title : null;
      routes.push({
        regexp: compileRoutePattern(page.path),
        score: routeScore(page.path),
        texts: (language) =>
          key === null || !isRecord(messages)
            ? null
            : (lookup(messages[language], key) ?? lookup(messages[FALLBACK_LOCALE], key)),
      });
    }
  }
  return (pathname, language) => {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // Matched in its raw form, as the page table does.
    }
    let best: TitledRoute | null = null;
    for (const route of routes) {
      if (!route.regexp.test(decoded)) continue;
      if (!best || route.score > best.score) best = route;
    }
    const title = best?.texts(language)?.trim();
    return title ? title : null;
  };
}
