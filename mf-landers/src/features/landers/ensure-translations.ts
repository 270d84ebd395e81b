import { addNamespace, FALLBACK_LOCALE, i18n, initI18n, type Language } from 'shared-ui/kernel';
import { loadTranslations, namespace } from '../../app/translations';

/**
 * A parcel may be mounted by any host, not only the shell that registers remote namespaces: before
 * it renders, its own 'landers' bundle (in the locale and the fallback) is added to the one shared
 * i18next instance if missing.
 */
export async function ensureLanderTranslations(locale: Language): Promise<void> {
  if (!i18n.isInitialized) await initI18n(locale);
  const missing = [...new Set([locale, FALLBACK_LOCALE])].filter(
    (language) => !i18n.hasResourceBundle(language, namespace),
  );
  const bundles = await Promise.all(
    missing.map(async (language) => [language, await loadTranslations(language)] as const),
  );
  addNamespace(namespace, Object.fromEntries(bundles));
}
