import type { Settings } from 'contract';
import { ENTRY_WARNING_COOKIE } from 'contract/lander-server';

/** Chat and lander layouts show the warning only to visitors from these countries. */
export const ENTRY_WARNING_LIMITED_COUNTRIES = ['NL', 'DE'] as const;

/** Pages where the warning would interrupt a flow that started elsewhere (an e-mailed link). */
export const ENTRY_WARNING_EXCLUDED_ROUTES = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
] as const;

/** localStorage key (for useDismissible) under which the time of entering is stored. */
export const ENTRY_WARNING_HIDE_KEY = 'site-entry-warning';

export { ENTRY_WARNING_COOKIE };

/** How long the entry cookie lasts: a year, renewed on every page that finds it missing. */
const ENTRY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server that this visitor has entered (the time, as in localStorage), so pages drawn on the
 * server leave the warning out of their first paint. Storage may be refused (private modes): the warning
 * then simply comes back, as the spec wants for a visitor whose choice is not remembered.
 */
export function rememberSiteEntryForServer(doc: Document, unixTime: string): void {
  try {
    doc.cookie = `${ENTRY_WARNING_COOKIE}=${encodeURIComponent(unixTime)}; Path=/; Max-Age=${ENTRY_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  } catch {
    // A document that refuses cookies (sandboxed frames): the server keeps drawing the warning.
  }
}

/** Whether the document already carries the entry cookie. */
export function hasSiteEntryCookie(doc: Document): boolean {
  try {
    return doc.cookie.split(';').some((part) => part.trim().startsWith(`${ENTRY_WARNING_COOKIE}=`));
  } catch {
    return false;
  }
}

export interface SiteEntryWarningInput {
  loggedIn: boolean;
  standalone: boolean;
  setting: Settings['enable_site_entry_popup'];
  country: string;
  dismissed: boolean;
  /** Layout limit: only these countries (chat and lander layouts); undefined means everywhere. */
  limitTo?: readonly string[];
  routeName?: string;
}

/**
 * Shown only to logged-out visitors not in installed-app mode, when
 * enable_site_entry_popup is not 'no', when not dismissed before, and, if the setting is a country
 * list, when the visitor's country is in it; on some layouts limited to NL and DE.
 */
export function shouldShowSiteEntryWarning(input: SiteEntryWarningInput): boolean {
  if (input.loggedIn || input.standalone || input.dismissed) return false;
  if (input.setting === 'no') return false;
  const country = input.country.toUpperCase();
  if (Array.isArray(input.setting) && !input.setting.some((allowed) => allowed.toUpperCase() === country)) {
    return false;
  }
  if (input.limitTo && !input.limitTo.includes(country)) return false;
  if (input.routeName && (ENTRY_WARNING_EXCLUDED_ROUTES as readonly string[]).includes(input.routeName)) {
    return false;
  }
  return true;
}
