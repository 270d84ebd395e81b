/**
 * Which subscriptions the server stores. The server later POSTs to the endpoint, so the endpoint decides where
 * this server sends requests (server-side request forgery): only https URLs of a known push service, on the
 * default port, without credentials. Outside production, loopback addresses (http or https, any port) are
 * accepted too, so tests and the e2e run can stand a local push service in for a browser vendor's.
 */
import { createPublicKey } from 'node:crypto';
import type { PushSubscriptionData } from 'contract';

export interface EndpointPolicy {
  /** Why the subscription is refused (an English sentence for the error body), or null when it is accepted. */
  refusal(subscription: PushSubscriptionData): string | null;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** Control characters and whitespace never belong in a push service's URL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** `fcm.googleapis.com` matches itself only; `*.push.apple.com` any host below push.apple.com. */
export function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/** The bytes of an unpadded base64url key, or null when it is not one. */
function keyBytes(key: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : null;
}

/** An uncompressed point (0x04, x, y) that lies on P-256: anything else cannot be encrypted for. */
function isP256Point(point: Buffer | null): boolean {
  if (point?.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

export function createEndpointPolicy(options: { hosts: string[]; production: boolean }): EndpointPolicy {
  const hosts = options.hosts.map((host) => host.toLowerCase());
  return {
    refusal(subscription) {
      const { endpoint } = subscription;
      if (CONTROL_OR_SPACE.test(endpoint)) return 'The push endpoint contains characters a URL may not have.';
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return 'The push endpoint is not a URL.';
      }
      if (url.username !== '' || url.password !== '') return 'The push endpoint may not carry credentials.';
      const host = url.hostname.toLowerCase();
      const loopback = !options.production && LOOPBACK_HOSTS.has(host);
      if (loopback) {
        if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The push endpoint must be https.';
      } else {
        if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
        if (url.port !== '') return 'The push endpoint must use the default https port.';
        if (!hosts.some((pattern) => hostMatches(host, pattern))) {
          return 'The push endpoint is not a push service this site knows.';
        }
      }
      if (!isP256Point(keyBytes(subscription.keys.p256dh))) {
        return 'The key p256dh must be an uncompressed P-256 public key (65 bytes).';
      }
      if (keyBytes(subscription.keys.auth)?.length !== 16) {
        return 'The key auth must be a 16-byte secret.';
      }
      return null;
    },
  };
}
