/**
 * @jest-environment node
 *
 * Runs only against the real servers (REDIS_URL set; see jest.config.cjs): two API instances on one database
 * and one Redis, each with its own session cache. A session ended on one instance is refused by the other on
 * its very next request, although both had the session cached.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { CLIENT, logIn, sessionCookieOf, signup, withSession } from '../testing/accounts.js';
import type { TestApp } from '../testing/test-app.js';
import { createTwoInstances, type TwoInstances } from '../testing/two-instances.js';

describe('session revocation across instances (Redis)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ first, second } = instances);
  });
  afterAll(() => instances?.close());

  const user = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/user.php', cookies: withSession(token) });

  /** Reads the session on both instances, so each has it in its cache. */
  async function warmBoth(token: string) {
    expect((await user(first.app, token)).statusCode).toBe(200);
    expect((await user(second, token)).statusCode).toBe(200);
    expect((await user(second, token)).statusCode).toBe(200);
  }

  function expectRefused(response: Awaited<ReturnType<typeof user>>) {
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  }

  it('a logout on one instance ends the session on the other at once', async () => {
    const { token } = await signup(first.app);
    await warmBoth(token);
    const out = await first.app.inject({
      url: '/api/logout.php',
      headers: CLIENT,
      cookies: withSession(token),
    });
    expect(out.statusCode).toBe(200);
    expectRefused(await user(second, token));
  });

  it('a password change on one instance ends the other sessions on the other instance at once', async () => {
    const { body, token } = await signup(first.app);
    const otherDevice = sessionCookieOf(await logIn(second, body.email, body.password)) as string;
    await warmBoth(otherDevice);
    const changed = await first.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: CLIENT,
      cookies: withSession(token),
      payload: { old_password: body.password, password: 'fresh phrase 2' },
    });
    expect(changed.statusCode).toBe(200);
    expectRefused(await user(second, otherDevice));
    expectRefused(await user(second, token));
    expect((await user(second, sessionCookieOf(changed) as string)).statusCode).toBe(200);
  });

  it('keeps answering from the database while its Redis connection is dropped, and shares again once back', async () => {
    const { token } = await signup(first.app);
    await warmBoth(token);
    const redis = second.redis as Redis;
    // Not events.once: it rejects on the 'error' the killed connection may report before it is ready again.
    const reconnected = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    // The server closes this instance's connection, as when Redis restarts or the network drops.
    const admin = redis.duplicate({ enableOfflineQueue: true });
    await admin.client('KILL', 'ID', String(await redis.client('ID')));
    await admin.quit();
    expect((await user(second, token)).statusCode).toBe(200);
    await reconnected;

    await warmBoth(token);
    await first.app.inject({ url: '/api/logout.php', headers: CLIENT, cookies: withSession(token) });
    expectRefused(await user(second, token));
  });
});
