import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Language } from 'shared-ui/kernel';

/** Reads the i18n_redirected cookie from a cookie header string (document.cookie). */
export function readLocaleCookie(cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The Set-Cookie style string for the chosen language: 365 days, SameSite=Lax, whole site. */
export function localeCookieString(language: Language, secure: boolean): string {
  return `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeLocaleCookie(language: Language): void {
  document.cookie = localeCookieString(language, window.location.protocol === 'https:');
}
