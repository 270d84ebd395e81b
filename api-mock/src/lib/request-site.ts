/** How a request names its site and its visitor's country. */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The host name a request is for: the forced_domain query parameter (the shell sends its own host name,
 * which survives proxies and server-side calls) or else the Host header. Lower case, without port,
 * trailing dot or IPv6 brackets.
 */
export function requestedHostname(request: FastifyRequest, forcedDomain?: string): string {
  return normalizeHostname(forcedDomain ?? request.host ?? '');
}

export function normalizeHostname(raw: string): string {
  let host = raw.trim().toLowerCase();
  // A full URL may be passed as forced_domain by older clients: keep its host part.
  const scheme = host.indexOf('://');
  if (scheme !== -1) host = host.slice(scheme + 3).split('/')[0] ?? '';
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(1, end);
  }
  const colon = host.indexOf(':');
  // More than one colon is a bare IPv6 address, which has no port to strip.
  if (colon !== -1 && host.indexOf(':', colon + 1) === -1) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** Cloudflare's codes for "unknown" and "Tor": no country. */
const NO_COUNTRY = new Set(['XX', 'T1']);

/** The visitor's country from the edge: CF-IPCountry (Cloudflare) or X-Country-Code, if usable. */
export function geoipCountryFromHeaders(headers: IncomingHttpHeaders): string | null {
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const value = headers[name];
    const code = typeof value === 'string' ? value.trim() : undefined;
    if (code && COUNTRY_CODE.test(code) && !NO_COUNTRY.has(code.toUpperCase())) return code.toUpperCase();
  }
  return null;
}

/** An upper-case ISO alpha-2 code, or null when the value is not one. */
export function countryCode(value: string | undefined): string | null {
  return value !== undefined && COUNTRY_CODE.test(value.trim()) ? value.trim().toUpperCase() : null;
}
