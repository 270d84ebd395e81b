import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODES, REQUEST_RETRIES } from 'contract/constants';
import type { ApiError } from 'contract';
import { isOffline } from '../online/online';

type AuthRequiredListener = () => void;
const authRequiredListeners = new Set<AuthRequiredListener>();

/** The shell subscribes here to log the user out silently. */
export function onAuthenticationRequired(listener: AuthRequiredListener): () => void {
  authRequiredListeners.add(listener);
  return () => authRequiredListeners.delete(listener);
}

/** The user call itself is exempt: a 403 there means "logged out", which the session code handles. */
export function isUserCall(url: string): boolean {
  return new URL(url, 'http://x').pathname === '/api/user.php';
}

/**
 * Whether a failed call got no answer because the browser is offline: no HTTP answer came and the browser
 * says it has no network. Such a call may be sent again once back online.
 */
export function isOfflineError(error: unknown): boolean {
  return !(error instanceof HTTPError) && isOffline();
}

export async function readApiError(error: unknown): Promise<ApiError | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    return (await error.response.clone().json()) as ApiError;
  } catch {
    return null;
  }
}

/** Exponential delay between retries: 0.3 s, 0.6 s, 1.2 s, ... capped at 5 s. */
export const retryDelay = (attempt: number) => Math.min(300 * 2 ** (attempt - 1), 5_000);

const defaultRetry = {
  limit: REQUEST_RETRIES,
  // While the browser is offline nothing gets through: no retries (no retry storm), the call fails at once
  // and says so (describeApiError), to be retried by the member once back online.
  shouldRetry: () => (isOffline() ? false : undefined),
  // Only idempotent calls are retried; a POST must never be sent twice by accident.
  methods: ['get', 'put', 'head', 'delete', 'options'],
  statusCodes: [408, 429, 500, 502, 503, 504],
  backoffLimit: 5_000,
  delay: retryDelay,
} satisfies Options['retry'];

async function notifyAuthenticationRequired(request: Request, _options: unknown, response: Response) {
  if (response.status !== 403 || isUserCall(request.url)) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiError | null;
  if (body?.error === ERROR_CODES.authenticationRequired) {
    authRequiredListeners.forEach((listener) => listener());
  }
}

/**
 * The calls the first paint waits for (the site's settings, the session): one retry, after at most a second
 * whatever Retry-After asks. An outage then shows the boot panel, which says so and offers to try again,
 * within about a second rather than a blank page for the whole retry policy (half a minute).
 */
export const FIRST_PAINT_RETRY = { limit: 1, maxRetryAfter: 1_000 } as const;

/**
 * Options given here refine the defaults rather than replace them: a partial `retry` keeps the
 * retry policy's other fields, `headers` add to the client header, and `hooks` run after the
 * kernel's own (so the silent-logout hook can never be dropped by accident).
 */
export function createApiClient(options: Options = {}): KyInstance {
  const { retry, ...rest } = options;
  return ky
    .create({
      prefixUrl: '/api',
      credentials: 'same-origin',
      timeout: 15_000,
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      retry: typeof retry === 'number' ? { ...defaultRetry, limit: retry } : { ...defaultRetry, ...retry },
      hooks: { afterResponse: [notifyAuthenticationRequired] },
    })
    .extend(rest);
}

/** The one client every app uses (shared-ui is a federation singleton, so this is too). */
export const api = createApiClient();
