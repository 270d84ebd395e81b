/** The headers of a settings.php answer, shared by the route and its fast lane so both answer alike. */
import type { ContentEncoding } from '../../lib/cached-json.js';

export const SETTINGS_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The answer's own headers (the security headers come from their plugin). */
export function settingsAnswerHeaders(encoding: ContentEncoding | null): Record<string, string> {
  return {
    // Depends on the host and the visitor's country: shared caches must not keep it.
    'cache-control': 'private, no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}
