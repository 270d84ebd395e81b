import type { Language } from 'shared-ui/kernel';

/** The i18n namespace this remote owns; the shell registers it before rendering a page. */
export const namespace = 'payments';

type Bundle = Record<string, unknown>;

// One chunk per language: a visitor downloads only the language they read.
const bundles: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import('../i18n/en.json'),
  de: () => import('../i18n/de.json'),
  es: () => import('../i18n/es.json'),
  fr: () => import('../i18n/fr.json'),
  it: () => import('../i18n/it.json'),
  nl: () => import('../i18n/nl.json'),
  pl: () => import('../i18n/pl.json'),
};

export async function loadTranslations(language: Language): Promise<Bundle> {
  return (await bundles[language]()).default;
}
