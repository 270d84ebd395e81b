import { request, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Language } from 'shared-ui/kernel';
import { reloadPage } from './reload-page';

/**
 * Saves the chosen language the way the site reads it: the i18n_redirected
 * cookie (365 days, SameSite=Lax), the account of a logged-in user, then a reload so the shell and
 * every remote start in that language.
 */
export async function saveLanguage(language: Language, loggedIn: boolean): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  if (loggedIn) {
    // The cookie already keeps the choice on this device; a failed account save must not block it.
    await request('PUT /api/user.php', { json: { language } }).catch(() => undefined);
  }
  reloadPage();
}
