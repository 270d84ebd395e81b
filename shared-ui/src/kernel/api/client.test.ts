/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPError } from 'ky';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODES, REQUEST_RETRIES } from 'contract/constants';
import { createApiClient, isUserCall, onAuthenticationRequired, readApiError, retryDelay } from './client';

/** A real HTTP server on a random loopback port; each test sets how it answers. */
interface Hit {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  at: number;
}
let server: Server;
let baseUrl: string;
let hits: Hit[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      at: Date.now(),
    });
    request.resume();
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  hits = [];
  answer = (_request, response) => json(response, 200, { ok: true });
});

/** Retries wait a few ms in tests instead of the real 0.3 s to 5 s: same growth, 1/15 of the time. */
const fastDelay = (attempt: number) => retryDelay(attempt) / 15;
const client = () => createApiClient({ prefixUrl: baseUrl, retry: { delay: fastDelay } });

describe('API client', () => {
  it('calls under the /api prefix with the client header on every request', async () => {
    await expect(client().get('settings.php').json()).resolves.toEqual({ ok: true });
    await client().post('chats.php', { json: { text: 'Hi' } });
    expect(hits.map((hit) => `${hit.method} ${hit.path}`)).toEqual([
      'GET /api/settings.php',
      'POST /api/chats.php',
    ]);
    for (const hit of hits) expect(hit.headers[CLIENT_HEADER.toLowerCase()]).toBe(CLIENT_HEADER_VALUE);
  });

  it('keeps the client header when the caller adds headers of its own', async () => {
    await createApiClient({ prefixUrl: baseUrl, headers: { 'accept-language': 'de' } }).get('settings.php');
    expect(hits[0]?.headers[CLIENT_HEADER.toLowerCase()]).toBe(CLIENT_HEADER_VALUE);
    expect(hits[0]?.headers['accept-language']).toBe('de');
  });

  it(`retries a GET on 503 up to ${REQUEST_RETRIES} times, waiting longer each time`, async () => {
    answer = (_request, response) =>
      json(response, 503, { error: 'unavailable', message: 'Try later', statusCode: 503 });
    // The waits the client asks for, one per retry.
    const waits: number[] = [];
    const recordingDelay = (attempt: number) => {
      waits.push(fastDelay(attempt));
      return fastDelay(attempt);
    };
    const error = await createApiClient({ prefixUrl: baseUrl, retry: { delay: recordingDelay } })
      .get('interests.php')
      .json()
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(503);
    expect(hits).toHaveLength(1 + REQUEST_RETRIES);

    // Each retry came after its wait, however busy the machine (a busy one only makes the gaps longer) ...
    expect(waits).toHaveLength(REQUEST_RETRIES);
    const gaps = hits.slice(1).map((hit, index) => hit.at - hits[index]!.at);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(waits[index]! - 2));
    // ... and the waits grow exponentially: the last is several times the first (20 ms -> 320 ms here).
    waits.slice(1).forEach((wait, index) => expect(wait).toBeGreaterThan(waits[index]!));
    expect(waits[waits.length - 1]!).toBeGreaterThan(waits[0]! * 4);
  });

  it('succeeds once the server recovers within the retries', async () => {
    answer = (_request, response) =>
      hits.length < 3 ? json(response, 503, { error: 'unavailable' }) : json(response, 200, { regions: [] });
    await expect(client().get('regions.php').json()).resolves.toEqual({ regions: [] });
    expect(hits).toHaveLength(3);
  });

  it("waits the server's Retry-After before retrying a 503 (the database out of reach, a restart)", async () => {
    answer = (_request, response) => {
      if (hits.length > 1) return json(response, 200, { regions: [] });
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(
        JSON.stringify({ error: 'service_unavailable', message: 'Try again shortly.', statusCode: 503 }),
      );
    };
    await expect(client().get('regions.php').json()).resolves.toEqual({ regions: [] });
    expect(hits).toHaveLength(2);
    // The server's second, not the client's own 20 ms (fastDelay) first wait.
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(1_000 - 2);
  });

  it('stops retrying while the browser is offline: one try, then the failure', async () => {
    answer = (_request, response) => json(response, 503, { error: 'unavailable' });
    // The browser's view of the network (this suite runs in Node, which has no navigator of its own).
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      await expect(client().get('interests.php')).rejects.toBeInstanceOf(HTTPError);
      expect(hits).toHaveLength(1);
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('never retries a POST', async () => {
    answer = (_request, response) => json(response, 503, { error: 'unavailable' });
    await expect(client().post('chats.php', { json: { text: 'Hello' } })).rejects.toBeInstanceOf(HTTPError);
    expect(hits).toHaveLength(1);
  });

  it('does not retry client errors', async () => {
    answer = (_request, response) =>
      json(response, 400, { error: ERROR_CODES.validationFailed, message: 'Invalid', statusCode: 400 });
    await expect(client().get('members.php')).rejects.toBeInstanceOf(HTTPError);
    expect(hits).toHaveLength(1);
  });
});

describe('silent logout on 403 authentication_required', () => {
  const authRequired = {
    error: ERROR_CODES.authenticationRequired,
    message: 'Login required',
    statusCode: 403,
  };

  it('fires the listeners when another endpoint answers authentication_required', async () => {
    const listener = jest.fn();
    const unsubscribe = onAuthenticationRequired(listener);
    answer = (_request, response) => json(response, 403, authRequired);
    try {
      await expect(client().get('chats.php')).rejects.toBeInstanceOf(HTTPError);
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('stays quiet for the user call itself', async () => {
    const listener = jest.fn();
    const unsubscribe = onAuthenticationRequired(listener);
    answer = (_request, response) => json(response, 403, authRequired);
    try {
      await expect(client().get('user.php')).rejects.toBeInstanceOf(HTTPError);
      await expect(client().get('user.php', { searchParams: { refresh: 1 } })).rejects.toBeInstanceOf(
        HTTPError,
      );
      expect(listener).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });

  it('stays quiet for other 403 codes and other statuses', async () => {
    const listener = jest.fn();
    const unsubscribe = onAuthenticationRequired(listener);
    try {
      answer = (_request, response) =>
        json(response, 403, { error: ERROR_CODES.clientHeaderRequired, message: 'Header', statusCode: 403 });
      await expect(client().post('likes.php')).rejects.toBeInstanceOf(HTTPError);
      answer = (_request, response) => json(response, 401, authRequired);
      await expect(client().get('likes.php')).rejects.toBeInstanceOf(HTTPError);
      answer = (_request, response) => {
        response.writeHead(403, { 'content-type': 'text/html' });
        response.end('<h1>Forbidden</h1>');
      };
      await expect(client().get('likes.php')).rejects.toBeInstanceOf(HTTPError);
      expect(listener).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });

  it('stops calling a listener after it unsubscribes', async () => {
    const listener = jest.fn();
    onAuthenticationRequired(listener)();
    answer = (_request, response) => json(response, 403, authRequired);
    await expect(client().get('chats.php')).rejects.toBeInstanceOf(HTTPError);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('readApiError', () => {
  it('reads the API error body of a failed call', async () => {
    const body = { error: ERROR_CODES.notFound, message: 'Not found', statusCode: 404 };
    answer = (_request, response) => json(response, 404, body);
    const error = await client()
      .get('members/99.php')
      .catch((caught: unknown) => caught);
    await expect(readApiError(error)).resolves.toEqual(body);
    // The body stays readable for other code after reading it here.
    await expect(readApiError(error)).resolves.toEqual(body);
  });

  it('answers null for errors that are not API answers', async () => {
    await expect(readApiError(new TypeError('Failed to fetch'))).resolves.toBeNull();
    answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('oops');
    };
    const error = await createApiClient({ prefixUrl: baseUrl, retry: 0 })
      .get('settings.php')
      .catch((caught: unknown) => caught);
    await expect(readApiError(error)).resolves.toBeNull();
  });
});

describe('retry policy helpers', () => {
  it('doubles the delay from 0.3 s and caps it at 5 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([300, 600, 1_200, 2_400, 4_800, 5_000]);
  });

  it('recognises the user call by path only', () => {
    expect(isUserCall('http://site.test/api/user.php')).toBe(true);
    expect(isUserCall('/api/user.php?refresh=1')).toBe(true);
    expect(isUserCall('/api/users.php')).toBe(false);
    expect(isUserCall('/api/user.php/extra')).toBe(false);
  });
});
