import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Language } from 'contract/constants';
import { LANDER_STATE_ID, escapeHtml } from 'contract/lander-server';
import { LANDER_FRAME_TEXTS } from './texts';

/** The United States variant of the footer adds the 18 U.S.C. 2257 record-keeping statement. */
const US_COUNTRY = 'US';

export interface LanderFooterLink {
  key: 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'support' | 'statement2257';
  href: string;
  label: string;
}

/**
 * The visitor's footer of a server-rendered lander: the shell's own pages, which every deployment has
 * (terms, privacy, cookies, ban, return policy, FAQ, support), plus the 2257 statement for the US.
 */
export function landerFooterLinks(country: string, locale: Language): LanderFooterLink[] {
  const labels = LANDER_FRAME_TEXTS[locale].footer;
  const links: Omit<LanderFooterLink, 'label'>[] = [
    { key: 'terms', href: '/pages/terms' },
    { key: 'privacy', href: '/pages/privacy' },
    { key: 'cookies', href: '/pages/cookies' },
    { key: 'ban', href: '/pages/ban' },
    { key: 'returnPolicy', href: '/pages/return-policy' },
    { key: 'faq', href: '/pages/faq' },
    { key: 'support', href: '/pages/service' },
  ];
  if (country.toUpperCase() === US_COUNTRY) links.push({ key: 'statement2257', href: '/pages/2257' });
  return links.map((link) => ({ ...link, label: labels[link.key] }));
}

/** `{{name}}` placeholders filled in. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export { escapeHtml };

/** The state the server render left for the page's scripts, or null when there is none. */
export function readLanderState<T>(doc: Document = document): T | null {
  const element = doc.getElementById(LANDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}

/**
 * Where a server-rendered lander's signup goes: the signup page (tied to the member when there is one). The
 * page runs without the shell, so this is a full navigation on every screen size.
 */
export function signupPath(memberId?: number): string {
  return memberId === undefined ? '/signup' : `/members/${memberId}/signup`;
}

/**
 * A click that follows a link in place (main button, no modifier key): a page that works before its scripts
 * renders real links, and its scripts may handle such a click themselves; any other click (a new tab, a new
 * window) stays the browser's.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Keeps the visitor's language choice (the cookie the shell reads) and shows the page in it. */
export function switchLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  window.location.reload();
}
