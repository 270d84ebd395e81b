/**
 * A push service on loopback standing in for a browser vendor's (FCM, Mozilla, Apple): tests and the e2e run
 * send real Web Push requests to it. For each browser it holds the keys a browser would (a P-256 key pair and
 * an auth secret, made with node:crypto), so it can do what the browser does with a message: check the VAPID
 * signature against the site's public key and decrypt the body (aes128gcm, with http_ece).
 *
 * Every request is recorded with what it carried. A browser's next answers can be set (`answer(browser, 410)`)
 * to play an expired subscription or an overloaded service; the default is 201 Created.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface TestBrowser {
  id: string;
  /** What PushSubscription.toJSON() gives in a browser. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface VapidClaims {
  /** `k` of the Authorization header: the application server's public key. */
  publicKey: string;
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  browserId: string;
  headers: IncomingMessage['headers'];
  /** The VAPID claims, when the JWT's signature verified with the header's key; null otherwise. */
  vapid: VapidClaims | null;
  /** The decrypted body (null when it could not be decrypted). */
  payload: string | null;
  /** The status this service answered. */
  status: number;
}

export interface LocalPushService {
  origin: string;
  /** A new browser with its own keys and endpoint. */
  browser(): TestBrowser;
  /** The next answers to this browser's messages, in order; then 201 again. */
  answer(browser: TestBrowser, ...statuses: number[]): void;
  /** The messages received, oldest first (optionally for one browser). */
  received(browser?: TestBrowser): ReceivedPush[];
  /** The decrypted payloads, parsed as JSON, of a browser's messages answered with 2xx. */
  delivered(browser: TestBrowser): unknown[];
  clear(): void;
  close(): Promise<void>;
}

/** A browser's push message is at most 4 KB (RFC 8030); more is refused as a real service would. */
const MAX_BODY = 4096 + 1024;

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** `vapid t=<jwt>, k=<key>`: the claims when the ES256 signature verifies with k. */
export function verifyVapid(header: string | undefined): VapidClaims | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token = '', key = ''] = match;
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return null;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Omit<
    VapidClaims,
    'publicKey'
  >;
  return { ...claims, publicKey: key };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const browsers = new Map<string, { keys: ECDH; auth: Buffer }>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const browserId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const browser = browsers.get(browserId);
      const body = await readBody(request);
      let status = answers.get(browserId)?.shift() ?? 201;
      if (request.method !== 'POST') status = 405;
      else if (!browser) status = 404;
      else if (body === null) status = 413;
      let payload: string | null = null;
      if (browser && body) {
        try {
          payload = ece
            .decrypt(body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth })
            .toString('utf8');
        } catch {
          payload = null;
        }
      }
      let vapid: VapidClaims | null = null;
      try {
        vapid = verifyVapid(request.headers.authorization);
      } catch {
        vapid = null;
      }
      received.push({ browserId, headers: request.headers, vapid, payload, status });
      response.writeHead(status).end();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    browser() {
      const id = randomUUID();
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { keys, auth });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(browser, ...statuses) {
      answers.set(browser.id, [...(answers.get(browser.id) ?? []), ...statuses]);
    },
    received(browser) {
      return browser ? received.filter((push) => push.browserId === browser.id) : [...received];
    },
    delivered(browser) {
      return received
        .filter((push) => push.browserId === browser.id && push.status < 300 && push.payload !== null)
        .map((push) => JSON.parse(push.payload as string) as unknown);
    },
    clear() {
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
