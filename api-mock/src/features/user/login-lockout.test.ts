/** @jest-environment node */
// Login lockout and the password hashing queue, as a client sees them. Runs on PGlite, and on real
// PostgreSQL when DATABASE_URL is set (.ci/run does): the bursts below are then true races between
// connections of the pool, the case the count-before-check rule exists for.
import { and, eq } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES, SESSION_COOKIE } from 'contract';
import { loginFailures } from '../../db/schema.js';
import { BoundedQueue } from '../../lib/bounded-queue.js';
import { createPasswordHasher } from '../../lib/password.js';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  createAccountTestApp,
  logIn,
  sessionCookieOf,
  signup,
  TEST_SCRYPT,
  testClock,
} from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const LOCKED = {
  error: 'account_locked',
  message: 'Too many incorrect attempts, account blocked for 15 min.',
  statusCode: 429,
  minutes: 15,
};

const loginWith = (t: TestApp) => (email: string, password: string, ip: string) =>
  logIn(t.app, email, password, ip);

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('login lockout', () => {
  let t: TestApp;
  const clock = testClock();
  let login: ReturnType<typeof loginWith>;
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
    login = loginWith(t);
  });
  afterAll(() => t.close());

  it('blocks an address and IP pair for 15 min after 5 failures, even with the right password, then lets it in', async () => {
    const { body } = await signup(t.app);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(body.email, `wrong password ${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    const fifth = await login(body.email, 'wrong password 5', '10.1.0.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(LOCKED);
    clock.advance(5 * MINUTE);
    const right = await login(body.email, body.password, '10.1.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().minutes).toBe(10);
    expect(sessionCookieOf(right)).toBeUndefined();
    // Attempts while blocked are not counted: the block ends on time.
    clock.advance(10 * MINUTE);
    expect((await login(body.email, body.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('counts wrong passwords at the e-mail and password change against the same allowance as logins', async () => {
    const { body, token } = await signup(t.app);
    const asMember = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        headers: CLIENT,
        cookies: { [SESSION_COOKIE]: token },
        payload,
        remoteAddress: '10.9.0.1',
      });
    const changeMail = (password: string) =>
      asMember('POST', '/api/mail-change.php', { email: `moved.${Date.now()}@example.org`, password });
    for (let i = 1; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await changeMail(`wrong guess ${i}`)).json()).toMatchObject({ error: 'password_wrong' });
    }
    const changePassword = (old_password: string) =>
      asMember('PUT', '/api/password.php', { old_password, password: 'a brand new passphrase 42' });
    expect((await changePassword('wrong guess 4')).json()).toMatchObject({ error: 'old_password_wrong' });
    // The fifth guess through a stolen session reaches the threshold, like a fifth failed login would.
    expect((await changeMail('wrong guess 5')).json()).toEqual(LOCKED);
    expect((await changeMail(body.password)).json()).toEqual(LOCKED);
    expect((await changePassword(body.password)).json()).toEqual(LOCKED);
    expect((await login(body.email, body.password, '10.9.0.1')).json()).toEqual(LOCKED);
    // The member on another device is not locked out.
    expect((await login(body.email, body.password, '10.9.0.2')).statusCode).toBe(200);
  });

  it('a guesser who fails on purpose locks out only their own IP: the member logs in from elsewhere', async () => {
    const { body } = await signup(t.app);
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) await login(body.email, `wrong ${i}`, '10.2.0.66');
    expect((await login(body.email, body.password, '10.2.0.66')).json()).toEqual(LOCKED);
    const member = await login(body.email, body.password, '10.2.0.1');
    expect(member.statusCode).toBe(200);
    expect(sessionCookieOf(member)).toBeDefined();
  });

  it('unknown addresses lock the same way (no enumeration through the lockout)', async () => {
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login('ghost@example.com', 'whatever', '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login('ghost@example.com', 'whatever', '10.3.0.1')).json()).toEqual(LOCKED);
  });

  it('counts per client IP across addresses too, with a higher threshold for shared IPs', async () => {
    const { body } = await signup(t.app);
    for (let i = 0; i < 19; i++) await login(`probe${i}@example.com`, 'whatever', '10.4.0.1');
    // A valid login of one's own account does not clear the IP's count.
    expect((await login(body.email, body.password, '10.4.0.1')).statusCode).toBe(200);
    await login('probe19@example.com', 'whatever', '10.4.0.1');
    const fromSameIp = await login(body.email, body.password, '10.4.0.1');
    expect(fromSameIp.statusCode).toBe(429);
    expect(fromSameIp.json().error).toBe('account_locked');
    expect((await login(body.email, body.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('a success removes only its own attempt: earlier failures still count until they age out', async () => {
    const { body } = await signup(t.app);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await login(body.email, `wrong ${i}`, '10.5.0.1');
    expect((await login(body.email, body.password, '10.5.0.1')).statusCode).toBe(200);
    expect((await login(body.email, 'wrong again', '10.5.0.1')).json()).toEqual(LOCKED);
    clock.advance(15 * MINUTE);
    expect((await login(body.email, body.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it("bounds a distributed guesser per address (20 failures an hour from any IPs), except from the member's known IPs", async () => {
    const { body } = await signup(t.app);
    // The member's usual client: a successful login makes it known.
    expect((await login(body.email, body.password, '10.6.0.1')).statusCode).toBe(200);
    // Five IPs, each staying under the pair limit.
    for (let ip = 1; ip <= 5; ip++) {
      for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
        expect((await login(body.email, `guess ${ip}.${i}`, `10.6.1.${ip}`)).statusCode).toBe(
          ip === 5 && i === LOGIN_MAX_FAILURES - 1 ? 429 : 401,
        );
      }
      clock.advance(MINUTE);
    }
    // Any new client meets the block, the right password included...
    expect((await login(body.email, body.password, '10.6.2.1')).json()).toEqual({
      ...LOCKED,
      message: 'Too many incorrect attempts, account blocked for 14 min.',
      minutes: 14,
    });
    expect((await login(body.email, 'guess', '10.6.2.2')).statusCode).toBe(429);
    // ...but the member's known client is not locked out.
    expect((await login(body.email, body.password, '10.6.0.1')).statusCode).toBe(200);
    // The block ends on time.
    clock.advance(14 * MINUTE);
    expect((await login(body.email, body.password, '10.6.2.1')).statusCode).toBe(200);
  });

  describe('bursts: every attempt is counted before its password is checked', () => {
    const burst = async (email: string, passwords: string[], ip: string) => {
      const responses = await Promise.all(passwords.map((password) => login(email, password, ip)));
      return responses;
    };
    const pairFailures = async (email: string, ip: string) =>
      (
        await t.db.handle.db
          .select({ id: loginFailures.id })
          .from(loginFailures)
          .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)))
      ).length;

    it('14 wrong passwords and the right one at once: at most 5 are checked, the rest get 429', async () => {
      for (let round = 0; round < 3; round++) {
        const { body } = await signup(t.app);
        const ip = `10.7.0.${round + 1}`;
        const passwords = Array.from({ length: 14 }, (_, i) => `wrong ${i}`);
        passwords.splice(round * 5, 0, body.password);
        const responses = await burst(body.email, passwords, ip);
        const counts = countBy(responses.map((response) => response.statusCode));
        // Only the first four counted attempts can fail with 401; the fifth failure already answers 429.
        expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1);
        expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
        expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(15);
        for (const response of responses.filter((candidate) => candidate.statusCode === 429)) {
          expect(response.json()).toMatchObject({ error: 'account_locked', statusCode: 429 });
          expect(sessionCookieOf(response)).toBeUndefined();
        }
        // Passwords actually checked: the failures left counted, plus the success if there was one.
        const checked = (await pairFailures(body.email, ip)) + (counts[200] ?? 0);
        expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      }
    });

    it('15 wrong passwords at once, then more one by one: never more than 5 checked in the window', async () => {
      const { body } = await signup(t.app);
      const ip = '10.7.1.1';
      const responses = await burst(
        body.email,
        Array.from({ length: 15 }, (_, i) => `wrong ${i}`),
        ip,
      );
      const counts = countBy(responses.map((response) => response.statusCode));
      expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1);
      expect(counts[429]).toBeGreaterThanOrEqual(15 - (LOGIN_MAX_FAILURES - 1));
      // In a true race an attempt may be refused because of one still being checked, so the burst may
      // have used fewer than 5 guesses; the rest of the window's budget, and no more, is left.
      const checkedInBurst = await pairFailures(body.email, ip);
      expect(checkedInBurst).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      const later: number[] = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        later.push((await login(body.email, `later ${i}`, ip)).statusCode);
      }
      expect(later).toEqual([
        ...Array<number>(Math.max(0, LOGIN_MAX_FAILURES - checkedInBurst - 1)).fill(401),
        ...Array<number>(Math.min(LOGIN_MAX_FAILURES, checkedInBurst + 1)).fill(429),
      ]);
      expect(await pairFailures(body.email, ip)).toBe(LOGIN_MAX_FAILURES);
      expect((await login(body.email, body.password, ip)).json()).toEqual(LOCKED);
    });
  });
});

describe('password hashing queue at login', () => {
  it('answers 503 service_busy at once with Retry-After when the queue is full, without counting the attempt', async () => {
    const queue = new BoundedQueue(1, 0);
    const hasher = createPasswordHasher({ params: TEST_SCRYPT, queue });
    const clock = testClock();
    const t = await createTestApp({
      serveSite: false,
      passwordHasher: hasher,
      clock: clock.now,
      env: ACCOUNT_TEST_ENV,
    });
    try {
      const login = loginWith(t);
      const { body } = await signup(t.app);
      // Other work holds the only slot until released.
      let release!: () => void;
      const occupying = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
      expect(queue.load()).toEqual({ running: 1, waiting: 0 });

      for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
        const busy = await login(body.email, `wrong ${i}`, '10.8.0.1');
        expect(busy.statusCode).toBe(503);
        expect(busy.json()).toEqual({
          error: 'service_busy',
          message: 'The service is busy, please try again in a moment.',
          statusCode: 503,
        });
        expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      const signupBusy = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: CLIENT,
        payload: { ...body, email: `other.${body.email}` },
      });
      expect(signupBusy.statusCode).toBe(503);
      expect(signupBusy.json().error).toBe('service_busy');

      release();
      await occupying;
      // The refused attempts were never checked, so they did not count towards the lockout.
      for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
        expect((await login(body.email, `wrong ${i}`, '10.8.0.1')).statusCode).toBe(401);
      }
      expect((await login(body.email, body.password, '10.8.0.1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
