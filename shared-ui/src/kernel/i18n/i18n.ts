import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LANGUAGES, type Language } from 'contract/constants';

/** The one i18next instance of the page (shared-ui and i18next are federation singletons). */
export const i18n: I18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export async function initI18n(language: Language = DEFAULT_LOCALE, resources: Resource = {}): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      // No vendor notice in users' consoles or test logs.
      showSupportNotice: false,
    });
  }
  return i18n;
}

/** Adds an app's namespace in every language it ships (remotes call this through the shell). */
export function addNamespace(
  namespace: string,
  byLanguage: Partial<Record<Language, Record<string, unknown>>>,
): void {
  for (const [language, bundle] of Object.entries(byLanguage)) {
    if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Lists keys present in the reference language but missing (or empty) in another: for completeness tests. */
export function missingKeys(
  reference: Record<string, unknown>,
  other: Record<string, unknown>,
  prefix = '',
): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const candidate = other?.[key];
    if (value && typeof value === 'object') {
      missing.push(
        ...missingKeys(value as Record<string, unknown>, (candidate ?? {}) as Record<string, unknown>, path),
      );
    } else if (typeof candidate !== 'string' || candidate.trim() === '') {
      missing.push(path);
    }
  }
  return missing;
}
