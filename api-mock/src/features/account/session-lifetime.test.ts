/** @jest-environment node */
import { SESSION_IDLE_TIMEOUT_DAYS } from 'contract';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  createAccountTestApp,
  signup,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const DAY = 24 * 3_600_000;

describe('session lifetime: idle timeout and 30 days at most', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ url: '/api/user.php', cookies: withSession(token) });

  it('ends a session unused for 14 days, though its 30 days are not over', async () => {
    const { token } = await signup(t.app);
    clock.advance(SESSION_IDLE_TIMEOUT_DAYS * DAY - 60_000);
    const stillThere = await signup(t.app);
    expect((await me(stillThere.token)).statusCode).toBe(200);
    clock.advance(60_000);
    const idle = await me(token);
    expect(idle.statusCode).toBe(403);
    expect(idle.json()).toEqual({
      error: 'authentication_required',
      message: 'authentication required',
      statusCode: 403,
    });
    // Ended for good: later requests do not bring it back.
    expect((await me(token)).statusCode).toBe(403);
  });

  it('keeps a session in use alive, up to its 30 days', async () => {
    const { token } = await signup(t.app);
    for (const days of [10, 10, 9]) {
      clock.advance(days * DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(DAY);
    expect((await me(token)).statusCode).toBe(403);
  });

  it('counts a logged-in page view as use, also through the 1 s memo of session lookups', async () => {
    const { token } = await signup(t.app);
    clock.advance(13 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(13 * DAY);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('session cookie Secure over HTTPS', () => {
  const secureOf = (response: { cookies: { name: string; secure?: boolean }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'auth.session')?.secure ?? false;

  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        serveSite: false,
        scryptParams: TEST_SCRYPT,
        env: { ...ACCOUNT_TEST_ENV, TRUST_PROXY: '1' },
      });
    });
    afterAll(() => t.close());

    it('is Secure at signup, login and logout when the proxy says the page came over HTTPS', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      const { body, response } = await signup(t.app, {}, undefined, https);
      expect(secureOf(response)).toBe(true);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT, ...https },
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode).toBe(200);
      expect(secureOf(login)).toBe(true);
      const token = login.cookies.find((cookie) => cookie.name === 'auth.session')?.value as string;
      const logout = await t.app.inject({
        url: '/api/logout.php',
        headers: { ...CLIENT, ...https },
        cookies: withSession(token),
      });
      expect(logout.statusCode).toBe(200);
      expect(secureOf(logout)).toBe(true);
    });

    it('is not Secure over plain HTTP (local development)', async () => {
      const { response } = await signup(t.app);
      expect(secureOf(response)).toBe(false);
    });
  });

  it('does not believe X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env: ACCOUNT_TEST_ENV });
    try {
      const { response } = await signup(t.app, {}, undefined, { 'x-forwarded-proto': 'https' });
      expect(secureOf(response)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
