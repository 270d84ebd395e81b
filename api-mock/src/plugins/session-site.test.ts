/** @jest-environment node */
import type { InjectOptions } from 'fastify';
import { CLIENT, withSession } from '../testing/accounts.js';
import { createDiscoveryTestApp, createMember, type TestMember } from '../testing/members.js';
import type { TestApp } from '../testing/test-app.js';

/** The routes the probe found taking a session of another site; they must be among the guarded ones. */
const FOUND_BY_THE_PROBE = [
  'GET /api/user.php',
  'GET /api/photos.php',
  'POST /api/photos.php',
  'GET /api/likes.php',
  'PUT /api/likes.php',
  'GET /api/credits.php',
  'DELETE /api/block.php',
];

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe('a session on another site’s host', () => {
  let t: TestApp;
  let stranger: TestMember;
  let local: TestMember;
  /** Every route the app marks as needing a session (its OpenAPI security), as `METHOD path`. */
  let memberRoutes: string[];

  beforeAll(async () => {
    t = await createDiscoveryTestApp();
    // A member of Herzklopfen whose session cookie is taken to Flirtmoment's host (the default site).
    stranger = await createMember(t, {}, 'herzklopfen.test');
    local = await createMember(t);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    memberRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.close());

  const call = (route: string, member: TestMember): Promise<{ statusCode: number; json(): unknown }> => {
    const [method = 'GET', url = ''] = route.split(' ');
    return t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: CLIENT,
      cookies: withSession(member.token),
    });
  };

  it('is refused by every member route as if there were none, before the route reads its input', async () => {
    expect(memberRoutes.length).toBeGreaterThan(30);
    expect(memberRoutes).toEqual(expect.arrayContaining(FOUND_BY_THE_PROBE));
    for (const route of memberRoutes) {
      const response = await call(route, stranger);
      expect({ route, status: response.statusCode, body: response.json() }).toMatchObject({
        route,
        status: 403,
        body: { error: 'authentication_required' },
      });
    }
  });

  it('is still the member’s session on its own site’s host', async () => {
    for (const route of FOUND_BY_THE_PROBE) {
      const response = await call(route, local);
      expect({ route, status: response.statusCode }).not.toEqual({ route, status: 403 });
    }
    const own = await t.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, host: 'herzklopfen.test' },
      cookies: withSession(stranger.token),
    });
    expect(own.statusCode).toBe(200);
  });
});
