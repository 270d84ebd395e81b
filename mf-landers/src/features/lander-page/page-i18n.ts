import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'contract/constants';
import { namespace } from '../../app/translations';

/**
 * An i18next instance holding only the page's language and the lander's bundle: one per server render (so
 * concurrent renders never share a language), and the same one in the browser from the render's state.
 */
export function pageI18n(locale: Language, translations: Record<string, unknown>): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [locale]: { [namespace]: translations } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}
