/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from 'contract/constants';
import { createApiClient } from './client';
import { createRequest, toSearchParams } from './request';

/** What the server saw of one call. */
interface Seen {
  method: string;
  url: string;
  contentType: string;
  clientHeader: string;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answerBody: unknown = {};

beforeAll(async () => {
  server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      seen.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        contentType: incoming.headers['content-type'] ?? '',
        clientHeader: String(incoming.headers[CLIENT_HEADER.toLowerCase()] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  seen = [];
  answerBody = {};
});

const request = () => createRequest(createApiClient({ prefixUrl: baseUrl, retry: 0 }));

describe('typed requests', () => {
  it('sends the method and path the route names, with the client header, and resolves to the answer', async () => {
    answerBody = { user: { id: 7 } };
    await expect(request()('GET /api/user.php')).resolves.toEqual({ user: { id: 7 } });
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/user.php', clientHeader: CLIENT_HEADER_VALUE }),
    ]);
  });

  it('keeps the client header when a call adds headers of its own', async () => {
    await request()('GET /api/likes.php', { headers: { 'accept-language': 'de' } });
    expect(seen[0]?.clientHeader).toBe(CLIENT_HEADER_VALUE);
  });

  it('sends the query parameters, leaving out absent and blank ones', async () => {
    await request()('GET /api/members.php', {
      query: { gender: 'female', min_age: 25, region: undefined, country: '', page: 2 },
    });
    await request()('DELETE /api/like.php', { query: { id: 42 } });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/members.php?gender=female&min_age=25&page=2',
      'DELETE /api/like.php?id=42',
    ]);
  });

  it('sends the body as JSON', async () => {
    await request()('POST /api/swipe.php', { json: { id: 3, like: true } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/swipe.php',
      contentType: 'application/json',
      body: '{"id":3,"like":true}',
    });
  });

  it('sends an upload as a multipart form', async () => {
    const form = new FormData();
    form.append('file', new Blob(['photo bytes'], { type: 'image/jpeg' }), 'me.jpg');
    await request()('POST /api/photos.php', { form });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('photo bytes');
  });

  it('turns a query object into URL parameters, leaving out absent and blank ones', () => {
    expect(toSearchParams({ a: 'x y', b: 0, c: false, d: null, e: undefined, f: '' }).toString()).toBe(
      'a=x+y&b=0&c=false',
    );
  });
});
