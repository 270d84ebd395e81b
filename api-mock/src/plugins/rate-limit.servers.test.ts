/** @jest-environment node */
// Runs only against the real servers (REDIS_URL set; see jest.config.cjs): two instances of the API share
// the account calls' rate limit through Redis.
import { randomInt } from 'node:crypto';
import { CLIENT, TEST_SCRYPT } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const env = { REDIS_URL: process.env.REDIS_URL };

describe('rate limit across instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env });
    second = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts the requests of one client IP on every instance together', async () => {
    // A fresh address per run: counters outlive the test by up to a minute.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const request = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: CLIENT,
        payload: { email: 'nobody@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++) {
      expect((await request(i % 2 === 0 ? first : second)).statusCode).toBe(404);
    }
    const limitedOnFirst = await request(first);
    expect(limitedOnFirst.statusCode).toBe(429);
    expect(limitedOnFirst.json().error).toBe('rate_limited');
    expect((await request(second)).statusCode).toBe(429);
    // Another client is not affected.
    const other = await second.app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      headers: CLIENT,
      payload: { email: 'nobody@example.com' },
      remoteAddress: '192.0.2.77',
    });
    expect(other.statusCode).not.toBe(429);
  });
});
