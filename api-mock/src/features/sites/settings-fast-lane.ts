/**
 * settings.php is asked on every page load of every visitor, and its answer is nearly always one the settings
 * service has serialized already. The fast lane answers those requests from the node:http server, before
 * Fastify's routing, hooks and reply (most of the request's CPU when the answer is cached): the same bytes
 * and headers as the route, and the same access line. Whatever it is not sure of (another method or path, no
 * forced_domain, a parameter the route would have to check, an answer not serialized yet, a closing server)
 * it leaves to the route, which answers and caches as always.
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyBaseLogger } from 'fastify';
import { preferredEncoding, type ContentEncoding } from '../../lib/cached-json.js';
import type { FastLane } from '../../lib/fast-lane.js';
import { geoipCountryFromHeaders, normalizeHostname } from '../../lib/request-site.js';
import { logAccess, logsAccess, nextRequestId } from '../../lib/access-log.js';
import { SETTINGS_CONTENT_TYPE, settingsAnswerHeaders } from './settings-answer.js';
import type { SettingsService } from './settings-service.js';

const PREFIX = '/api/settings.php?';
/** A plain host name: anything else (a port, a URL, odd characters) goes through the route's checks. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i;
const COUNTRY = /^[A-Za-z]{2}$/;

export interface SettingsFastLaneOptions {
  settings: SettingsService;
  /** The API profile's security headers (plugins/security-headers.ts). */
  securityHeaders: [string, string][];
  /** Whether X-Forwarded-For names the client (the app's trustProxy), for the access line. */
  trustProxy: boolean;
  log: FastifyBaseLogger;
  /** False once the server closes: Fastify then answers 503 and closes connections. */
  isOpen: () => boolean;
}

export function createSettingsFastLane({
  settings,
  securityHeaders,
  trustProxy,
  log,
  isOpen,
}: SettingsFastLaneOptions): FastLane {
  // The headers before content-length, flat, per encoding: computed once, written with one writeHead.
  const headersOf = new Map<ContentEncoding | null, string[]>();
  const headersFor = (encoding: ContentEncoding | null): string[] => {
    let headers = headersOf.get(encoding);
    if (!headers) {
      headers = [
        ...securityHeaders.flat(),
        'content-type',
        SETTINGS_CONTENT_TYPE,
        ...Object.entries(settingsAnswerHeaders(encoding)).flat(),
      ];
      headersOf.set(encoding, headers);
    }
    return headers;
  };

  return (request, response) => {
    const started = performance.now();
    const { url } = request;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(PREFIX) || !isOpen()) return false;
    const query = parseQuery(url.slice(PREFIX.length));
    const forcedDomain = query.forced_domain;
    const country = query.country;
    if (typeof forcedDomain !== 'string' || !HOST_NAME.test(forcedDomain)) return false;
    if (country !== undefined && (typeof country !== 'string' || !COUNTRY.test(country))) return false;
    const served = settings.servedFor({
      hostname: normalizeHostname(forcedDomain),
      geoipCountry: geoipCountryFromHeaders(request.headers),
      selectedCountry: country,
    });
    if (!served) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = served.body(encoding);
    response.writeHead(200, [...headersFor(encoding), 'content-length', String(body.length)]);
    response.end(body);
    if (logsAccess(log)) {
      logAccess(log, nextRequestId(), {
        req: {
          method: request.method,
          url,
          headers: request.headers,
          socket: request.socket,
          ...clientOf(request, trustProxy),
        },
        res: { statusCode: 200 },
        responseTime: performance.now() - started,
      });
    }
    return true;
  };
}

/**
 * The host and client address as Fastify's request.host and request.ip give them: behind a trusted proxy, its
 * X-Forwarded-Host and the first X-Forwarded-For address.
 */
function clientOf(request: IncomingMessage, trustProxy: boolean): { host: string; ip: string } {
  const { headers } = request;
  const forwardedHost = trustProxy ? headers['x-forwarded-host'] : undefined;
  const forwardedFor = trustProxy
    ? String(headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : undefined;
  return {
    host: (typeof forwardedHost === 'string' && forwardedHost) || headers.host || '',
    ip: forwardedFor || request.socket.remoteAddress || '',
  };
}
