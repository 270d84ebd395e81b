/**
 * A push service on loopback for the browser tests, standing in for the browser vendor's (headless Chromium
 * cannot reach a real one): it holds the keys a browser would (a P-256 key pair and a 16-byte auth secret),
 * receives the site's Web Push requests and decrypts them (aes128gcm) as the browser would.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The decrypted body, or null when it could not be decrypted. */
  payload: string | null;
}

export interface LocalPushService {
  /** What the browser's PushSubscription.toJSON() gives for this service. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let payload: string | null = null;
      try {
        payload = ece
          .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: keys, authSecret: auth })
          .toString('utf8');
      } catch {
        payload = null;
      }
      received.push({ headers: request.headers, payload });
      // 201 Created: what a push service answers for an accepted message (RFC 8030).
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/e2e-browser`,
      expirationTime: null,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
