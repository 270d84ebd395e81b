/**
 * The cross-site WebSocket hijacking guard. A browser sends the session cookie with a WebSocket handshake to
 * the site from any page, and the same-origin policy does not apply to WebSockets; the Origin header it always
 * sends is what tells the site's own pages from another site's. A handshake without Origin does not come from a
 * browser page (an app, a script holding its own cookie) and cannot ride on a visitor's cookie.
 *
 * An origin is scheme, host and port together: a page on another port of the same host (another program on a
 * developer's machine, http://127.0.0.1:9999) or over plain http is another origin.
 */

/** The origin of a URL as browsers compare it (lower case, default port dropped), or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a handshake with this Origin may open a socket. `allowed`: the site's configured origin
 * (SITE_URL_TEMPLATE) and the origin the request itself was made to (its scheme and Host, which is where a
 * development server relaying the socket serves the page).
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  // "null" (sandboxed frames, file pages) and other schemes have no origin to match.
  const own = originOf(origin);
  return own !== null && allowed.some((candidate) => originOf(candidate) === own);
}
