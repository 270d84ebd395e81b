/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ApiErrorSchema, GENERIC_ERROR_MESSAGE, type User } from 'contract';
import type { SessionStore } from './plugins/session.js';
import { authCookie } from './plugins/session.js';
import { captureLogs } from './testing/log-capture.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestDb } from './testing/test-db.js';

const CLIENT = { 'x-request-type': 'client' };

/** Test-only routes that exercise the error handling the way future features will. */
async function addProbeRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/test/echo',
    {
      schema: {
        hide: true,
        body: Type.Object({ name: Type.String({ minLength: 1 }), age: Type.Optional(Type.Integer()) }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/test/fault', { schema: { hide: true } }, async () => {
    throw new Error('connection string postgres://admin:hunter2@db/prod refused');
  });
}

function expectErrorBody(body: unknown, error: string, statusCode: number): void {
  expect(Value.Check(ApiErrorSchema, body)).toBe(true);
  expect(body).toMatchObject({ error, statusCode });
}

describe('the API as a whole', () => {
  let t: TestApp;
  const logs = captureLogs('info');

  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger, extend: addProbeRoutes });
  });
  afterAll(() => t.close());

  describe('GET /api/health', () => {
    it('answers ok with the database driver after querying it', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      });
    });

    it('answers 503 service_unavailable when the database does not answer', async () => {
      const db = await createTestDb({ migrate: false });
      const app = await buildApp({ config: t.config, db: db.handle, serveSite: false });
      await db.close();
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expectErrorBody(response.json(), 'service_unavailable', 503);
      await app.close();
    });
  });

  describe('session guard', () => {
    it.each(['/api/user.php', '/api/logout.php'])(
      'GET %s without a session: 403 authentication_required',
      async (url) => {
        const response = await t.app.inject({
          url,
          headers: CLIENT,
          cookies: { 'auth._token.local': 'not-a-session' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'authentication_required',
          message: 'authentication required',
          statusCode: 403,
        });
      },
    );

    it('lets a request with a session through to the handler', async () => {
      const user: User = {
        status: 'confirmed',
        email: 'sam@example.com',
        invisible: false,
        invite_code: '0123456789abcdef',
        credits: 40,
        free_messages_left: 3,
        paid_user: false,
        notifications_disabled: [],
        fictional_icon: true,
        language: 'en',
        signup_date: '2026-11-01T10:00:00.000Z',
        profile: {
          id: 7,
          status: 'active',
          name: 'Robin',
          main_image: null,
          gender: 'female',
          sexuality: 'hetero',
          age: 31,
          country: 'NL',
          region: 'Utrecht',
          city: 'Utrecht',
        },
      };
      const ended: string[] = [];
      // A store with one session; the real, database-backed store arrives with login.
      const store: SessionStore = {
        read: async (request) =>
          authCookie(request)?.value === 'good-token'
            ? { id: 's1', memberId: 7, user: async () => user }
            : null,
        end: async (session, reply) => {
          ended.push(session.id);
          reply.clearCookie('auth._token.local', { path: '/' });
        },
      };
      const app = await buildApp({
        config: t.config,
        db: t.db.handle,
        sessionStore: store,
        serveSite: false,
      });
      const me = await app.inject({ url: '/api/user.php', cookies: { 'auth._token.local': 'good-token' } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user });
      const out = await app.inject({
        url: '/api/logout.php',
        headers: CLIENT,
        cookies: { 'auth._token.local': 'good-token' },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true });
      expect(ended).toEqual(['s1']);
      expect(String(out.headers['set-cookie'])).toMatch(/^auth\._token\.local=;.*Expires=Thu, 01 Jan 1970/);
      await app.close();
    });
  });

  describe('client-header guard', () => {
    it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
      'refuses %s under /api without X-Request-Type: client',
      async (method) => {
        const response = await t.app.inject({ method, url: '/api/user.php', payload: { language: 'de' } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'client_header_required',
          message: 'This request must carry the header X-Request-Type: client.',
          statusCode: 403,
        });
      },
    );

    it('cannot be dodged by escaping the path', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/%61pi/test/echo',
        payload: { name: 'Robin' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('client_header_required');
    });

    it('refuses before reading the body, whatever the body is', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json', 'x-request-type': 'browser' },
        payload: '{"broken":',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('client_header_required');
    });

    it('passes requests with the header on to the next check', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/missing.php',
        headers: CLIENT,
        payload: {},
      });
      expect(unknown.statusCode).toBe(404);
      expectErrorBody(unknown.json(), 'not_found', 404);
      const echo = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'x-request-type': 'Client' },
        payload: { name: 'Robin' },
      });
      expect(echo.statusCode).toBe(200);
      expect(echo.json()).toEqual({ name: 'Robin' });
    });

    it('does not guard a GET that only reads', async () => {
      expect((await t.app.inject({ url: '/api/interests.php' })).statusCode).toBe(200);
    });
  });

  describe('error shape', () => {
    const post = (payload: string | object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json', ...CLIENT, ...headers },
        payload,
      });

    it('answers 404 not_found for unknown API paths, never the page', async () => {
      for (const url of ['/api/nothing.php', '/api', '/api/settings.php/extra']) {
        const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          error: 'not_found',
          message: 'The requested resource was not found.',
          statusCode: 404,
        });
      }
    });

    it('answers malformed JSON with 400 invalid_json', async () => {
      const response = await post('{"name": "Robin"');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_json',
        message: 'The request body is not valid JSON.',
        statusCode: 400,
      });
      expectErrorBody((await post('')).json(), 'invalid_json', 400);
      expectErrorBody(
        (await post('{"__proto__": {"admin": true}, "name": "x"}')).json(),
        'invalid_json',
        400,
      );
    });

    it('answers a body that breaks the schema with 400 validation_failed and the field', async () => {
      const missing = await post({ age: 3 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        error: 'validation_failed',
        message: 'Invalid body: name is required',
        statusCode: 400,
        fields: { name: 'is required' },
      });
      const wrongType = await post({ name: 'Robin', age: 'old' });
      expect(wrongType.json()).toMatchObject({
        error: 'validation_failed',
        fields: { age: 'must be integer' },
      });
    });

    it('answers an oversized body with 413 payload_too_large', async () => {
      const response = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'payload_too_large',
        message: 'The request body is too large.',
        statusCode: 413,
      });
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await post('<name>Robin</name>', { 'content-type': 'application/xml' });
      expect(response.statusCode).toBe(415);
      expectErrorBody(response.json(), 'unsupported_media_type', 415);
    });

    it('answers a malformed URL with 400 bad_request', async () => {
      const response = await t.app.inject({ url: '/api/settings%E0%A4%A.php' });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json(), 'bad_request', 400);
    });

    it('answers a real fault with 500 and the generic message, logging the details instead', async () => {
      const response = await t.app.inject({ url: '/api/test/fault' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'internal_error',
        message: GENERIC_ERROR_MESSAGE,
        statusCode: 500,
      });
      expect(response.body).not.toMatch(/hunter2|at .*\.ts/);
      const logged = logs.lines().find((line) => line.msg === 'request failed');
      expect(JSON.stringify(logged)).toContain('hunter2');
    });
  });

  describe('headers', () => {
    it('sends security headers and a strict Content-Security-Policy with API JSON', async () => {
      for (const url of ['/api/settings.php', '/api/interests.php', '/api/missing', '/api/user.php']) {
        const response = await t.app.inject({ url });
        expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        // Document-only headers mean nothing to JSON.
        expect(response.headers['origin-agent-cluster']).toBeUndefined();
      }
    });

    it('compresses larger answers for clients that accept it', async () => {
      const response = await t.app.inject({
        url: '/api/regions.php',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
      expect(body.countries).toHaveLength(15);
    });
  });

  describe('OpenAPI', () => {
    it('documents every API route with its schemas, and nothing of the site', async () => {
      const response = await t.app.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.0.3');
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/api/account-delete-offer.php',
        '/api/account-delete.php',
        '/api/activate.php',
        '/api/activation-mail.php',
        '/api/auto-like.php',
        '/api/block.php',
        '/api/blocks.php',
        '/api/chat-attachment.php',
        '/api/chat-read.php',
        '/api/chat.php',
        '/api/chats.php',
        '/api/companyinfo.php',
        '/api/complaints.php',
        '/api/conversation.php',
        '/api/credits.php',
        '/api/data-export-download.php',
        '/api/data-export.php',
        '/api/directdebit-confirm.php',
        '/api/directdebit.php',
        '/api/discountcode.php',
        '/api/geocode.php',
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/interests.php',
        '/api/invisible.php',
        '/api/invite.php',
        '/api/lander-member.php',
        '/api/lander-members.php',
        '/api/like.php',
        '/api/likes.php',
        '/api/logout.php',
        '/api/mail-change-do.php',
        '/api/mail-change-undo.php',
        '/api/mail-change.php',
        '/api/mail-confirm.php',
        '/api/mail-confirmation.php',
        '/api/mail-events.php',
        '/api/match-finder.php',
        '/api/member.php',
        '/api/members.php',
        '/api/messages.php',
        '/api/metrics',
        '/api/notification-settings.php',
        '/api/operator-reinstatement.php',
        '/api/operator-report-decision.php',
        '/api/operator-reports.php',
        '/api/order.php',
        '/api/orders.php',
        '/api/packages.php',
        '/api/page-bounces.php',
        '/api/page-hidden.php',
        '/api/password-reset-do.php',
        '/api/password-reset.php',
        '/api/password.php',
        '/api/payment-return.php',
        '/api/payment-webhook.php',
        '/api/photo-order.php',
        '/api/photos.php',
        '/api/profile.php',
        '/api/profiles.php',
        '/api/reactivate.php',
        '/api/regions.php',
        '/api/repeat-order.php',
        '/api/repeat-orders.php',
        '/api/report.php',
        '/api/settings.php',
        '/api/signup.php',
        '/api/stored-card.php',
        '/api/swipe.php',
        '/api/unsubscribe.php',
        '/api/user.php',
        '/api/user.php?push=1',
      ]);
      // The discovery calls are documented with their contract schemas.
      const search = doc.paths['/api/members.php'].get;
      expect(search.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
        expect.arrayContaining(['gender', 'country', 'region', 'min_age', 'max_age', 'page', 'num']),
      );
      expect(JSON.stringify(doc.paths['/api/member.php'].get.responses['200'])).toContain(
        '#/components/schemas/MemberProfile',
      );
      const settings = doc.paths['/api/settings.php'].get;
      expect(settings.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
        expect.arrayContaining(['forced_domain', 'country']),
      );
      expect(JSON.stringify(settings.responses['200'])).toContain('#/components/schemas/Settings');
      expect(Object.keys(doc.components.schemas.Settings.properties)).toContain('geoip_selected_country');
      const errorSchema = settings.responses['4XX'].content['application/json'].schema;
      expect(errorSchema.required).toEqual(['error', 'message', 'statusCode']);
      expect(doc.paths['/api/user.php'].get.security).toEqual([{ session: [] }]);
    });

    it('serves the human-readable page outside production only', async () => {
      const page = await t.app.inject({ url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const production = await buildApp({
        config: { ...t.config, production: true, nodeEnv: 'production' },
        db: t.db.handle,
        serveSite: false,
      });
      expect((await production.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await production.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
      await production.close();
    });
  });
});
