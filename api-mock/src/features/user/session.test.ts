/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  createAccountTestApp,
  logIn,
  sessionCookieOf,
  signup,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;

describe('login, sessions and logout', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip?: string) => logIn(t.app, email, password, ip);

  it('logs in with a fresh token each time and answers the user', async () => {
    const { body, token: signupToken, user } = await signup(t.app);
    const first = await login(body.email.toUpperCase(), body.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toEqual({ ...user, profile: { ...user.profile } });
    const second = await login(body.email, body.password);
    const tokens = [signupToken, sessionCookieOf(first), sessionCookieOf(second)];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(token as string) });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, for 30 days, not Secure outside production', async () => {
    const { response } = await signup(t.app);
    const cookie = response.cookies.find((c) => c.name === 'auth.session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(cookie?.secure).toBeUndefined();
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await signup(t.app);
    const rows = await t.db.handle.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
  });

  it('answers an unknown address and a wrong password the same way', async () => {
    const { body } = await signup(t.app);
    const unknown = await login('nobody-here@example.com', body.password, '10.0.0.1');
    const wrong = await login(body.email, 'not the password', '10.0.0.2');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'login_failed',
        message: 'Login failed, please try again',
        statusCode: 401,
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('logout revokes the token and clears the cookie; the old token is refused', async () => {
    const { token } = await signup(t.app);
    // Read first, so the lookup is memoised (SessionCache): logout must still take effect at once.
    expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ url: '/api/logout.php', headers: CLIENT, cookies: withSession(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'auth.session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBe(0);
    const again = await t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('authentication_required');
  });

  it('answers a visitor without any session cookie { user: null } with 200, a stale session cookie 403', async () => {
    const visitor = await t.app.inject({ url: '/api/user.php' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('no-store');
    // Other cookies do not make a session.
    const other = await t.app.inject({ url: '/api/user.php', cookies: { locale: 'de', other: 'x' } });
    expect(other.json()).toEqual({ user: null });
    const stale = await t.app.inject({ url: '/api/user.php', cookies: withSession('no-such-session') });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: 'authentication_required' });
  });

  it('sessions expire after 30 days', async () => {
    const { token } = await signup(t.app);
    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    expect(me.statusCode).toBe(403);
  });

  it('saves the language with PUT /api/user.php', async () => {
    const { token } = await signup(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: CLIENT,
      cookies: withSession(token),
      payload: { language: 'pl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('pl');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: CLIENT,
      cookies: withSession(token),
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: CLIENT,
      payload: { language: 'de' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
  });

  // The lockout's journeys are in login-lockout.test.ts.

  it('refuses login without the client header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_header_required');
  });

  it('revoked sessions stay revoked in the table', async () => {
    const { token } = await signup(t.app);
    await t.app.inject({ url: '/api/logout.php', headers: CLIENT, cookies: withSession(token) });
    const [row] = await t.db.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });
});

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      // Production refuses the tests' loopback push service.
      env: { ...ACCOUNT_TEST_ENV, NODE_ENV: 'production', PUSH_LOOPBACK_SERVICE: '' },
    });
    try {
      const { response } = await signup(t.app);
      expect(response.cookies.find((c) => c.name === 'auth.session')?.secure).toBe(true);
      // No outbox in production.
      expect((await t.app.inject({ url: '/api/outbox.php' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limited after 20 requests per minute per IP', async () => {
    const t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT });
    try {
      const request = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset.php',
          headers: CLIENT,
          payload: { email: 'nobody@example.com' },
        });
      for (let i = 0; i < 20; i++) expect((await request()).statusCode).toBe(404);
      const limited = await request();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'rate_limited',
        message: 'Too many requests, please try again later.',
        statusCode: 429,
      });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
