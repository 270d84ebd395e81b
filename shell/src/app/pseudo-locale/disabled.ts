/**
 * What ./index.ts (the "longest" pseudo-locale, test instrumentation) is in every build but the e2e build
 * (shell/webpack.config.mjs): the shell keeps its calls, and the page loads and shows its own language's
 * texts, with none of the pseudo-locale's code and no switch to turn it on.
 */
import type { i18n as I18n } from 'i18next';
import { FALLBACK_LOCALE, type Language } from 'shared-ui/kernel';

export function pseudoLocaleActive(): boolean {
  return false;
}

/** The languages whose texts the page loads to show `language`: that one and the fallback. */
export function textLanguages(language: Language): Language[] {
  return [...new Set([language, FALLBACK_LOCALE])];
}

export function installPseudoLocale(_i18n: I18n): void {}

export async function longestOfAllLanguages<T>(_load: (language: Language) => Promise<T>): Promise<T | null> {
  return null;
}
