/**
 * Query parameters the shell acts on once and then removes from the address bar:
 * t (like popup delay in seconds), lb (page-bounce logging), api_signup_complete (activation reminder
 * as a modal on smartphones) and the traffic-source tracking parameters.
 */
import { PAGE_BOUNCE_LOGGING_ON, withoutControlCharacters } from 'contract/constants';
import { TRACKING_PARAMS, TRACKING_STORAGE_KEY, type TrackingData } from 'shared-ui/kernel';

export { readTrackingData, TRACKING_STORAGE_KEY } from 'shared-ui/kernel';

/** sessionStorage: the lb value the tab arrived with, while page-bounce logging is on for it. */
export const PAGE_BOUNCE_STORAGE_KEY = 'page_bounce_logging';
/** The longest lb value and path the beacon carries (the API's limits). */
export const PAGE_BOUNCE_VALUE_MAX = 64;
export const PAGE_BOUNCE_PATH_MAX = 512;
/** A bare `?lb` turns logging on too: it is logged with this value (the API knows it). */
export const PAGE_BOUNCE_DEFAULT_VALUE = PAGE_BOUNCE_LOGGING_ON;
/** sessionStorage: '1' when the visitor arrived from the signup's activation mail flow. */
export const SIGNUP_COMPLETE_STORAGE_KEY = 'api_signup_complete';

const HANDLED = ['t', 'lb', 'api_signup_complete', ...TRACKING_PARAMS];

export interface CapturedParams {
  /** Seconds until the like popup, when t was a valid number. */
  likePopupDelaySeconds: number | null;
  /** The lb value (cleaned, cut to what the API takes) when lb was present, else null. */
  pageBounce: string | null;
  signupComplete: boolean;
  tracking: TrackingData | null;
  /** The query without the handled parameters (other parameters are kept as they were). */
  remaining: string;
  /** Whether any handled parameter was present, i.e. the URL needs cleaning. */
  found: boolean;
}

export function captureQueryParams(search: string): CapturedParams {
  const original = new URLSearchParams(search);
  const query = new URLSearchParams(search);
  const found = HANDLED.some((name) => original.has(name));
  const t = original.get('t');
  const seconds = t !== null && /^\d+(\.\d+)?$/.test(t.trim()) ? Number(t) : null;
  const tracking: TrackingData = {};
  for (const name of TRACKING_PARAMS) {
    const value = original.get(name);
    if (value !== null && value !== '') tracking[name] = value;
  }
  for (const name of HANDLED) query.delete(name);
  const remaining = query.toString();
  return {
    likePopupDelaySeconds: seconds,
    pageBounce: original.has('lb') ? pageBounceValue(original.get('lb') ?? '') : null,
    signupComplete: original.has('api_signup_complete'),
    tracking: Object.keys(tracking).length > 0 ? tracking : null,
    remaining: remaining ? `?${remaining}` : '',
    found,
  };
}

/**
 * Keeps what the parameters said. A new traffic source replaces the stored one as a whole (the last
 * source that brought the visitor counts), so sub ids of an older campaign never mix in.
 */
export function persistCapturedParams(
  captured: CapturedParams,
  storage: { local: Storage; session: Storage } = { local: localStorage, session: sessionStorage },
): void {
  if (captured.tracking) storage.local.setItem(TRACKING_STORAGE_KEY, JSON.stringify(captured.tracking));
  if (captured.pageBounce !== null) storage.session.setItem(PAGE_BOUNCE_STORAGE_KEY, captured.pageBounce);
  if (captured.signupComplete) storage.session.setItem(SIGNUP_COMPLETE_STORAGE_KEY, '1');
}

/** Control characters would make the API refuse the beacon: they are dropped, and the value is cut. */
function pageBounceValue(raw: string): string {
  const cleaned = [...withoutControlCharacters(raw)].slice(0, PAGE_BOUNCE_VALUE_MAX).join('');
  return cleaned === '' ? PAGE_BOUNCE_DEFAULT_VALUE : cleaned;
}

/** The tab's lb value while page-bounce logging is on for it, else null. */
export function pageBounceLogging(storage: Storage = sessionStorage): string | null {
  const value = storage.getItem(PAGE_BOUNCE_STORAGE_KEY);
  return value === null || value === '' ? null : value;
}

/**
 * Where the page-hidden beacon goes: always to the endpoint; with logging on, with the tab's lb value and
 * the page's path.
 */
export function pageHiddenBeaconUrl(lb: string | null, pathname: string): string {
  if (lb === null) return '/api/page-hidden.php';
  const query = new URLSearchParams({ lb, path: pathname.slice(0, PAGE_BOUNCE_PATH_MAX) });
  return `/api/page-hidden.php?${query.toString()}`;
}
