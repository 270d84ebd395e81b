/**
 * The cross-site WebSocket hijacking guard. A browser sends the session cookie with a WebSocket handshake to
 * the site from any page, and the same-origin policy does not apply to WebSockets; the Origin header it always
 * sends is what tells the site's own pages from another site's. A handshake without Origin does not come from a
 * browser page (an app, a script holding its own cookie) and cannot ride on a visitor's cookie.
 */
import { normalizeHostname } from '../../lib/request-site.js';

/** Whether a handshake with this Origin may open a socket on `hostname` (the request's own host name). */
export function originAllowed(origin: string | undefined, hostname: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // Includes "null", which sandboxed frames and file pages send.
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return normalizeHostname(url.host) === hostname;
}
