import { LANDING_SLUG_LOCALE, LANGUAGES, type Language } from './constants.js';

/**
 * Landers whose optional last segment may name the visitor's language: /members/{id}/landing2|landing3/{slug}
 * and /landers/{name}/{slug}. Any other slug is a campaign's.
 */
const LANDING_WITH_SLUG = /^\/(?:members\/[^/]+\/landing[23]|landers\/[^/]+)\/([^/]+)\/?$/i;

/** The language a landing slug names ('eng' for English; 'de', 'fr', ... for the others), or null. */
export function slugLanguage(slug: string): Language | null {
  const wanted = slug.toLowerCase();
  return LANGUAGES.find((language) => (LANDING_SLUG_LOCALE[language] ?? language) === wanted) ?? null;
}

/**
 * The language the slug of a lander's path names, or null (another path, or a campaign slug). The shell
 * and the server's page document decide the page's language with it alike.
 */
export function landingSlugLanguage(pathname: string): Language | null {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape names no language.
  }
  const slug = LANDING_WITH_SLUG.exec(decoded)?.[1];
  return slug ? slugLanguage(slug) : null;
}
