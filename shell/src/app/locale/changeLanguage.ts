import { i18n, isLoggedInAtom, localeAtom, type Language, request } from 'shared-ui/kernel';
import { ensureShellTranslations } from '../../i18n/shellTranslations';
import { ensureKnownRemotesTranslations } from '../federation/remoteTranslations';
import type { Store } from '../session/session';
import { writeLocaleCookie } from './localeCookie';

/**
 * Switches the page to a language: its bundles (shell and every remote loaded so far) are fetched
 * first so no screen flashes raw keys, then i18next, the locale atom and <html lang> follow.
 */
export async function applyLanguage(language: Language, store: Store): Promise<void> {
  await Promise.all([ensureShellTranslations(language), ensureKnownRemotesTranslations(language)]);
  await i18n.changeLanguage(language);
  store.set(localeAtom, language);
  document.documentElement.lang = language;
}

/**
 * The visitor picked a language in the dropdown: remembered in the i18n_redirected cookie, applied,
 * and saved to the account of a logged-in user. A failed save is not worth an error
 * message: the cookie already keeps the choice on this device.
 */
export async function chooseLanguage(language: Language, store: Store): Promise<void> {
  writeLocaleCookie(language);
  await applyLanguage(language, store);
  if (store.get(isLoggedInAtom)) {
    await request('PUT /api/user.php', { json: { language } }).catch(() => undefined);
  }
}
