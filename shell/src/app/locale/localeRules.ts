import { COUNTRY_LANGUAGES, DEFAULT_LOCALE, LANGUAGES, type Language } from 'shared-ui/kernel';
import { isLanguage } from 'shared-ui/kernel';

/** The first two letters of a tag such as 'de_DE', 'de-AT' or 'DE', when they name a supported locale. */
export function languageOf(tag: string | null | undefined): Language | null {
  const code = tag?.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : null;
}

/** The first of the browser's preferred languages that the site supports. */
export function supportedBrowserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

import { landingSlugLanguage } from 'contract/landing-slug';

export { landingSlugLanguage };

/**
 * A member lander's language slug wins (the campaign says which language its visitors speak); then the
 * language of a logged-in member's account (chosen by the member, on whatever device); then the
 * i18n_redirected cookie; otherwise the site's domain_language when its first two letters are supported;
 * otherwise the browser's language when supported; else English. The slug applies to the visit it starts
 * and is not stored: the cookie keeps only what the visitor chose. The language is never the path's prefix.
 */
export function resolveLocale(input: {
  cookie: string | null;
  domainLanguage: string | null | undefined;
  browserLanguages: readonly string[];
  /** The pathname the page was opened at. */
  pathname?: string;
  /** The language of the logged-in member's account. */
  account?: string | null;
}): Language {
  const slug = input.pathname === undefined ? null : landingSlugLanguage(input.pathname);
  if (slug) return slug;
  if (isLanguage(input.account)) return input.account;
  if (isLanguage(input.cookie)) return input.cookie;
  return (
    languageOf(input.domainLanguage) ?? supportedBrowserLanguage(input.browserLanguages) ?? DEFAULT_LOCALE
  );
}

/**
 * Languages the dropdown offers: those of the selected country plus the current and
 * the browser language. A logged-out visitor who selected a country other than the detected one (a
 * traveller, or someone choosing a site variant) sees every language.
 * Decision where the product rules are silent: a country without a configured list also offers every language,
 * so nobody is left with a dropdown that cannot change anything.
 */
export function offeredLanguages(input: {
  selectedCountry: string;
  detectedCountry: string;
  loggedIn: boolean;
  current: Language;
  browser: Language | null;
}): Language[] {
  const countryLanguages = COUNTRY_LANGUAGES[input.selectedCountry.toUpperCase()];
  const showAll =
    !countryLanguages ||
    (!input.loggedIn && input.selectedCountry.toUpperCase() !== input.detectedCountry.toUpperCase());
  if (showAll) return [...LANGUAGES];
  const offered = new Set<Language>(countryLanguages);
  offered.add(input.current);
  if (input.browser) offered.add(input.browser);
  // A stable, familiar order: the site's language list order.
  return LANGUAGES.filter((language) => offered.has(language));
}
