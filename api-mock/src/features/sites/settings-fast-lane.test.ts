/**
 * @jest-environment node
 *
 * The settings fast lane on a real listening server: the answers it gives before routing are byte for byte
 * the route's (headers and body, in every encoding and country variant), requests reach the route whenever
 * the lane is not sure, and each request writes one access line either way.
 */
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureLogs } from '../../testing/log-capture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Headers about the connection and the moment, not the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

describe('settings.php fast lane', () => {
  let t: TestApp;
  let base: string;
  /** Requests that reached Fastify's routing (its onRequest hooks run for those only). */
  let routed: string[];
  const logs = captureLogs('info');

  beforeAll(async () => {
    t = await createTestApp({
      logger: logs.logger,
      extend: (app) => {
        app.addHook('onRequest', (request, _reply, done) => {
          routed.push(`${request.method} ${request.url}`);
          done();
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    routed = [];
  });
  afterAll(() => t.close());

  const answerOf = (status: number, headers: IncomingHttpHeaders | OutgoingHttpHeaders, body: Buffer) => ({
    status,
    headers: Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !PER_CONNECTION.has(name))
        .map(([name, value]) => [name, String(value)]),
    ),
    body,
  });
  type Answer = ReturnType<typeof answerOf>;

  /** Over a real connection, as a browser would ask; the body as sent (not decompressed). */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))),
        );
      });
      request.on('error', reject).end();
    });
  }

  /** Through Fastify's routing, always: inject never passes the server's request listeners. */
  async function routeAnswer(path: string, headers: Record<string, string>): Promise<Answer> {
    const response = await t.app.inject({ url: path, headers });
    return answerOf(response.statusCode, response.headers, response.rawPayload);
  }

  const variants: [string, string, Record<string, string>][] = [
    ['plain', '/api/settings.php?forced_domain=flirtmoment.test', {}],
    ['gzip', '/api/settings.php?forced_domain=flirtmoment.test', { 'accept-encoding': 'gzip' }],
    ['brotli', '/api/settings.php?forced_domain=flirtmoment.test', { 'accept-encoding': 'gzip, br' }],
    ['a selected country', '/api/settings.php?forced_domain=flirtmoment.test&country=ie', {}],
    ['an edge country', '/api/settings.php?forced_domain=singlesuche.test', { 'cf-ipcountry': 'AT' }],
    ['more parameters', '/api/settings.php?forced_domain=www.flirtmoment.test&utm_source=x', {}],
  ];

  it.each(variants)('answers %s exactly as the route does, without routing', async (_name, path, headers) => {
    // The route serializes the answer, which the lane then serves.
    const viaRoute = await routeAnswer(path, headers);
    routed = [];
    const viaLane = await get(path, headers);
    expect(routed).toEqual([]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane.status).toBe(200);
    expect(viaLane.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(viaLane.headers['content-length']).toBe(String(viaLane.body.length));
  });

  it('leaves to the route what it is not sure of', async () => {
    const warm = '/api/settings.php?forced_domain=flirtmoment.test';
    await get(warm);
    routed = [];
    const left = [
      ['HEAD', warm],
      ['GET', '/api/settings.php'],
      ['GET', '/api/settings.php?forced_domain=flirtmoment.test:8080'],
      ['GET', '/api/settings.php?forced_domain=flirtmoment.test&forced_domain=singlesuche.test'],
      ['GET', '/api/settings.php?forced_domain=flirtmoment.test&country=%00'],
      ['GET', `/api/settings.php?forced_domain=${'x'.repeat(300)}`],
      ['GET', '/api/settings.php/?forced_domain=flirtmoment.test'],
    ] as const;
    const statuses: number[] = [];
    for (const [method, path] of left) statuses.push((await get(path, {}, method)).status);
    expect(routed).toEqual(left.map(([method, path]) => `${method} ${path}`));
    // The route's own checks answer the doubtful ones, in the API's error shape.
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 404]);
  });

  it('writes one access line per request, from the lane as from the route', async () => {
    const path = '/api/settings.php?forced_domain=flirtmoment.test&probe=access';
    await get(path);
    await get(path);
    const lines = logs.lines().filter((line) => (line.req as { url?: string } | undefined)?.url === path);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: path, remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
      });
      expect(typeof line.responseTime).toBe('number');
    }
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
    expect(logs.lines().some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
