/**
 * @jest-environment node
 *
 * Redis unreachable from the start (REDIS_URL names a port nobody listens on): the API starts anyway and
 * answers as a single instance would; what needs Redis (shared rate limits, the shared session cache) is off.
 */
import Fastify from 'fastify';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  logIn,
  signup,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { redisPlugin } from './redis.js';

describe('Redis down at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      clock: testClock().now,
      env: { ...ACCOUNT_TEST_ENV, REDIS_URL: 'redis://127.0.0.1:1' },
      scryptParams: TEST_SCRYPT,
    });
  });
  afterAll(() => t.close());

  it('starts with the connection not ready', () => {
    expect(t.app.redis).not.toBeNull();
    expect(t.app.redis?.status).not.toBe('ready');
  });

  it('signs up, logs in and answers the user call; a logout still ends the session at once', async () => {
    const { body, token } = await signup(t.app);
    expect((await logIn(t.app, body.email, body.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(token) })).statusCode).toBe(
        200,
      );
    }
    const out = await t.app.inject({ url: '/api/logout.php', headers: CLIENT, cookies: withSession(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('authentication_required');
  });

  it('answers rate-limited calls (the limit is skipped, not the request failed)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      headers: CLIENT,
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('email_not_found');
  });
});

describe('without REDIS_URL', () => {
  it('decorates the app with no connection, so each user keeps its state in the process', async () => {
    const app = Fastify();
    await app.register(redisPlugin, { url: null });
    await app.ready();
    expect(app.redis).toBeNull();
    await app.close();
  });
});
