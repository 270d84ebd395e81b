/**
 * Which subscriptions the server stores. The server later POSTs to the endpoint, so the endpoint decides where
 * this server sends requests (server-side request forgery): only https URLs of a known push service, on the
 * default port, without credentials. An endpoint that names this machine or a private network, in any
 * spelling (2130706433, 0x7f.1, [::ffff:127.0.0.1], localhost., the machine's own addresses), is refused,
 * whatever the host list says. Only with `loopbackService` (PUSH_LOOPBACK_SERVICE, tests and the e2e run,
 * never in production) may a local push service on a loopback address (http or https, any port) stand in
 * for a browser vendor's.
 */
import { BlockList, isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';
import { createPublicKey } from 'node:crypto';
import type { PushSubscriptionData } from 'contract';

export interface EndpointPolicy {
  /** Why the subscription is refused (an English sentence for the error body), or null when it is accepted. */
  refusal(subscription: PushSubscriptionData): string | null;
}

/** Loopback: what the local push service of tests listens on. IPv4-mapped IPv6 forms match too. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Never a push service: this machine, "any address", private, link-local and shared networks. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// ::/96 holds the unspecified address, ::1 and the old IPv4-compatible forms (::127.0.0.1).
for (const [network, prefix] of [
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const ipType = (address: string): 'ipv4' | 'ipv6' | null =>
  ({ 4: 'ipv4' as const, 6: 'ipv6' as const })[isIP(address)] ?? null;

/** The machine's own addresses, on every interface, read when the policy is made. */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const address of Object.values(networkInterfaces()).flat()) {
    if (address)
      own.addAddress(
        address.address.split('%')[0] ?? address.address,
        address.family === 'IPv6' ? 'ipv6' : 'ipv4',
      );
  }
  return own;
}

/** localhost, anything below it, and the machine's own name. */
const isLocalName = (host: string, ownName: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || host === ownName;

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

export function createEndpointPolicy(options: { hosts: string[]; loopbackService: boolean }): EndpointPolicy {
  const hosts = options.hosts.map((host) => host.toLowerCase());
  const own = ownAddresses();
  const ownName = machineName().toLowerCase();
  /** 'loopback' (a local push service may be there), 'local' (this machine or a private network), or null. */
  function localKind(host: string): 'loopback' | 'local' | null {
    const type = ipType(host);
    if (type === null) return isLocalName(host, ownName) ? (host === ownName ? 'local' : 'loopback') : null;
    if (LOOPBACK.check(host, type)) return 'loopback';
    return NOT_PUBLIC.check(host, type) || own.check(host, type) ? 'local' : null;
  }
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
      // The URL parser has already spelled numeric hosts as dotted IPv4 (2130706433 -> 127.0.0.1).
      const host = url.hostname
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1')
        .replace(/\.$/, '');
      const local = localKind(host);
      if (local === 'loopback' && options.loopbackService) {
        if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The push endpoint must be https.';
      } else if (local !== null) {
        return 'The push endpoint may not point at this server or a private network.';
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
