/**
 * @jest-environment node
 *
 * Graceful shutdown as clients see it (app.close(), which SIGTERM starts in bin/start.ts): the request in
 * flight finishes; a request still arriving on its connection is answered 503 service_unavailable with
 * Retry-After in the API's error shape; a new connection is refused.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The HTTP/1.1 responses in what a connection received (each with Content-Length, as Fastify sends JSON). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
}

/** Everything the server sends on the socket until it closes the connection. */
function receiveAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
  });
}

/** Waits (a bounded number of turns of the event loop) until `condition` holds. */
async function eventually(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`never happened: ${what}`);
}

describe('graceful shutdown', () => {
  let t: TestApp;
  let inFlight: () => void = () => undefined;
  let finishRequest: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    inFlight = resolve;
  });
  const finish = new Promise<void>((resolve) => {
    finishRequest = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      // A request that stays in flight until the test lets it finish.
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          inFlight();
          await finish;
          return { finished: true };
        });
      },
    });
  });
  afterAll(async () => {
    finishRequest();
    await t.close();
  });

  it('finishes the request in flight, answers a later one 503 with Retry-After, refuses new connections', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // The request in flight: its connection stays open while the shutdown closes the idle ones.
    const socket = connect({ port, host: '127.0.0.1' });
    const received = receiveAll(socket);
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await started;

    const closed = t.app.close();
    await eventually(() => t.app.shuttingDown(), 'the shutdown began');
    await eventually(() => !t.app.server.listening, 'the server stopped listening');

    // A new connection is refused from now on.
    const refused = await new Promise<string | undefined>((resolve) => {
      const late = connect({ port, host: '127.0.0.1' });
      late.once('connect', () => {
        late.destroy();
        resolve(undefined);
      });
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    expect(refused).toBe('ECONNREFUSED');

    // A request that still arrives on the open connection (kept alive or pipelined by a client or proxy):
    // the balancer's readiness check, say, which so takes the instance out while it finishes.
    socket.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
    finishRequest();
    const [done, late] = parseResponses(await received);
    expect(done?.status).toBe(200);
    expect(JSON.parse(done?.body ?? '')).toEqual({ finished: true });
    expect(late?.status).toBe(503);
    expect(Number(late?.headers['retry-after'])).toBeGreaterThan(0);
    expect(late?.headers.connection).toBe('close');
    expect(JSON.parse(late?.body ?? '')).toEqual({
      error: 'service_unavailable',
      message: 'The service is unavailable for a moment. Please try again shortly.',
      statusCode: 503,
    });
    await closed;
  });
});
