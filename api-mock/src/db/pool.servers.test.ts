/**
 * @jest-environment node
 *
 * The PostgreSQL connection pool under exhaustion (real server: DATABASE_URL, else the local one that
 * .ci/run uses): a request that gets no connection in time is answered 503 service_busy, not a fault.
 */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('the PostgreSQL connection pool', () => {
  let t: TestApp;
  const saved = process.env.DATABASE_URL;
  beforeAll(async () => {
    process.env.DATABASE_URL = DATABASE_URL;
    t = await createTestApp({ serveSite: false, pool: { max: 1, connectionTimeoutMillis: 200 } });
  });
  afterAll(async () => {
    await t.close();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it('answers 503 service_busy with Retry-After when no connection comes free in time', async () => {
    expect(t.db.handle.driver).toBe('postgres');
    // Hold the pool's only connection.
    let release = () => undefined as void;
    const held = t.db.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const busy = await t.app.inject({ url: '/api/member.php', query: { id: '1' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({
      error: 'service_busy',
      message: 'The service is busy, please try again in a moment.',
      statusCode: 503,
    });
    expect(busy.headers['retry-after']).toBe('1');

    release();
    await held;
    const served = await t.app.inject({ url: '/api/member.php', query: { id: '987654' } });
    expect(served.statusCode).toBe(404);
  });
});
