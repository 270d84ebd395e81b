/** Helpers for account tests: sign up, log in, read the outbox, move a test clock. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, type OutboxMail } from 'contract';
import type { ScryptParams } from '../lib/password.js';
import { createTestApp } from './test-app.js';

export const CLIENT = { 'x-request-type': 'client' } as const;

/** Fast scrypt for tests that are not about hashing cost (hash format and verification are the same). */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-06-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let counter = 0;
/** A valid signup body with a unique address. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `member${counter}.${Date.now()}@example.com`,
    name: `Member${counter}`,
    password: 'correct horse battery',
    date_of_birth: '1990-05-17',
    ...overrides,
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE && cookie.value !== '')?.value;
}

/** Signs up through the API, on the default site or the one of `host`, with any further headers. */
export async function signup(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  host?: string,
  headers: Record<string, string> = {},
) {
  const body = signupBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT, ...(host ? { host } : {}), ...headers },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const token = sessionCookieOf(response);
  if (!token) throw new Error('signup set no session cookie');
  return { body, response, token, user: response.json().user };
}

/** GET /api/logout.php with the session `token`, on the default site or the one of `host`. */
export function logOut(app: FastifyInstance, token: string, host?: string) {
  return app.inject({
    url: '/api/logout.php',
    headers: { ...CLIENT, ...(host ? { host } : {}) },
    cookies: withSession(token),
  });
}

/** POST /api/user.php (the login) from the client IP `ip`. */
export function logIn(app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT,
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** The mails sent to the address, newest first, after the app's worker delivered what is due. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  await app.jobs.runDue();
  const response = await app.inject({ url: '/api/outbox.php', query: { to } });
  if (response.statusCode !== 200) {
    throw new Error(`outbox answered ${response.statusCode} (is DEV_MAIL_OUTBOX=1 in the test's env?)`);
  }
  return (response.json() as { mails: OutboxMail[] }).mails;
}

/** The token of the newest mailed link to the address whose path contains `pathPart`. */
export async function linkTokenFor(app: FastifyInstance, to: string, pathPart: string): Promise<string> {
  for (const mail of await mailsTo(app, to)) {
    const link = mail.links.find((candidate) => candidate.includes(pathPart));
    if (link) return new URL(link).searchParams.get('token') ?? '';
  }
  throw new Error(`no mail to ${to} with a ${pathPart} link`);
}

export const withSession = (token: string) => ({ [SESSION_COOKIE]: token });

/**
 * Tests make many account calls from one IP: the per-IP limit is raised except where it is under test. The
 * mail outbox is on (the tests read the mailed links; app.inject's client is loopback), and push subscriptions
 * may point at the local push service (testing/local-push-service.ts).
 */
export const ACCOUNT_TEST_ENV = {
  AUTH_RATE_LIMIT: '10000',
  DEV_MAIL_OUTBOX: '1',
  PUSH_LOOPBACK_SERVICE: '1',
};

/** A test app for account journeys: fast scrypt, the test clock, and rate limits out of the way. */
export function createAccountTestApp(clock: { now: () => Date }) {
  return createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock.now,
    env: ACCOUNT_TEST_ENV,
  });
}
