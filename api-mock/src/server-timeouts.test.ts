/**
 * @jest-environment node
 *
 * Server time-outs on a real listening server, with raw sockets that behave like a slow or malicious client:
 * stalled bodies, trickled headers and bodies, idle kept-alive connections. Time-outs are lowered by the
 * environment so the test takes a second or two; each case fails with a message (not a hang) if the server
 * keeps the connection open far beyond them.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testing/test-app.js';

const TIMEOUTS = {
  HEADERS_TIMEOUT_MS: '300',
  REQUEST_TIMEOUT_MS: '800',
  IDLE_TIMEOUT_MS: '400',
  KEEP_ALIVE_TIMEOUT_MS: '300',
};
/** Far beyond every time-out above: only a server that never gives up reaches it. */
const NEVER_MS = 8_000;

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server closed the connection; rejects after NEVER_MS. */
  closed: Promise<void>;
}

function open(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done, fail) => {
      const guard = setTimeout(() => {
        socket.destroy();
        fail(
          new Error(
            `the server kept the connection open for ${NEVER_MS} ms; it sent: ${JSON.stringify(data)}`,
          ),
        );
      }, NEVER_MS);
      socket.on('close', () => {
        clearTimeout(guard);
        done();
      });
    });
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Writes the chunks one by one, `gapMs` apart, while the connection is open. */
async function trickle(connection: RawConnection, chunks: string[], gapMs: number) {
  for (const chunk of chunks) {
    if (connection.socket.destroyed) return;
    connection.socket.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

function parseResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: body ? (JSON.parse(body) as unknown) : null };
}

describe('server time-outs', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ serveSite: false, env: TIMEOUTS });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a connection whose body stalls (no login needed)', async () => {
    const connection = await open(port);
    connection.socket.write(
      'POST /api/user.php HTTP/1.1\r\nHost: localhost\r\nX-Request-Type: client\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"a',
    );
    await connection.closed;
    // Closed by the idle time-out (no byte for 400 ms), before any answer could be made.
    const received = connection.received();
    if (received !== '') expect(parseResponse(received).status).toBe(408);
  });

  it('answers 408 request_timeout to a body that trickles in forever', async () => {
    const connection = await open(port);
    connection.socket.write(
      'POST /api/user.php HTTP/1.1\r\nHost: localhost\r\nX-Request-Type: client\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // A byte every 100 ms keeps the connection from being idle; only the request time-out can end it.
    void trickle(
      connection,
      Array.from({ length: 100 }, () => ' '),
      100,
    );
    await connection.closed;
    expect(parseResponse(connection.received())).toEqual({
      status: 408,
      body: { error: 'request_timeout', message: 'The request did not arrive in time.', statusCode: 408 },
    });
  });

  it('answers 408 to headers that trickle in forever', async () => {
    const connection = await open(port);
    connection.socket.write('GET /api/settings.php HTTP/1.1\r\nHost: localhost\r\n');
    void trickle(
      connection,
      Array.from({ length: 100 }, (_, index) => `X-Slow-${index}: 1\r\n`),
      100,
    );
    await connection.closed;
    expect(parseResponse(connection.received()).status).toBe(408);
  });

  it('serves a normal request, then closes the idle kept-alive connection', async () => {
    const connection = await open(port);
    connection.socket.write(
      'GET /api/interests.php HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
    );
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
