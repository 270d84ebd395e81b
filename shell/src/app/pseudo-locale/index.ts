/**
 * The "longest" pseudo-locale, test instrumentation for the overflow walk (e2e/tests/overflow.spec.ts): with
 * it, every text of the page is the longest of its seven translations plus a margin (./longest.ts), so one
 * walk over the site checks the layout for every language at once.
 *
 * Only the e2e build (SINGLETON_PROBE=1) compiles this module in, and there only a page whose localStorage
 * says so (PSEUDO_LOCALE_KEY, set by the test before the page loads) shows it; every other build gets
 * ./disabled in its place (shell/webpack.config.mjs), so no visitor can switch it on.
 *
 * What it lengthens: every i18next text (the shell's, each remote's namespace and the registrations' labels
 * and titles), the design system's own words (UI_TEXT) and the static pages. To pick the longest, the page
 * loads every language of each of them; each i18next text is translated again in each language with the
 * same options (interpolation, count, context), so plurals and filled-in values count as they are shown.
 * Out of its reach: what the page formats itself with Intl (dates, prices, country names) stays in the page
 * language, and a lander remote's own server-drawn pages never run the shell.
 */
import type { i18n as I18n, PostProcessorModule } from 'i18next';
import { UI_TEXT } from 'shared-ui';
import { FALLBACK_LOCALE, LANGUAGES, type Language } from 'shared-ui/kernel';
import { longestOf, longestText } from './longest';

/** The localStorage key, and its value, that turn the pseudo-locale on (in an e2e build). */
export const PSEUDO_LOCALE_KEY = 'e2e-pseudo-locale';
export const PSEUDO_LOCALE_VALUE = 'longest';

/** Whether this page shows the pseudo-locale: read at each call, so a test can set it before any load. */
export function pseudoLocaleActive(): boolean {
  try {
    return (
      typeof window !== 'undefined' && window.localStorage.getItem(PSEUDO_LOCALE_KEY) === PSEUDO_LOCALE_VALUE
    );
  } catch {
    return false;
  }
}

/** The languages whose texts the page loads to show `language`: that one and the fallback, or all seven. */
export function textLanguages(language: Language): Language[] {
  return pseudoLocaleActive() ? [...LANGUAGES] : [...new Set([language, FALLBACK_LOCALE])];
}

type Translate = (key: string | string[], options: Record<string, unknown>) => unknown;

/** The i18next post-processor: each text becomes the longest of its translations, lengthened. */
export function longestPostProcessor(i18n: I18n): PostProcessorModule {
  const translate = i18n.t.bind(i18n) as unknown as Translate;
  return {
    type: 'postProcessor',
    name: PSEUDO_LOCALE_VALUE,
    process(value, key, options) {
      if (typeof value !== 'string') return value;
      const texts = LANGUAGES.map((lng) =>
        // The same key with the same options in each language, without this post-processor again.
        translate(key, { ...options, lng, lngs: undefined, applyPostProcessor: false }),
      ).filter((text): text is string => typeof text === 'string');
      return longestText(texts);
    },
  };
}

/**
 * On a page that asks for it, lengthens every text from now on: call once i18n is initialised, before the
 * first render.
 */
export function installPseudoLocale(i18n: I18n): void {
  if (!pseudoLocaleActive()) return;
  i18n.use(longestPostProcessor(i18n));
  i18n.options.postProcess = [PSEUDO_LOCALE_VALUE];
  // The design system's words are not i18next texts: the table every component reads is lengthened in place.
  const longest = longestOf(LANGUAGES.map((language) => UI_TEXT[language]));
  for (const language of LANGUAGES) UI_TEXT[language] = longest;
}

/**
 * Texts held per language outside i18next (the static pages): on a page with the pseudo-locale, the longest
 * at each place, from every language's version; otherwise null, and the caller loads its language as usual.
 */
export async function longestOfAllLanguages<T>(load: (language: Language) => Promise<T>): Promise<T | null> {
  if (!pseudoLocaleActive()) return null;
  return longestOf(await Promise.all(LANGUAGES.map(load)));
}
