/** @jest-environment node */
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('health checks of an instance that can serve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness without asking anything else', async () => {
    const response = await t.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready: its database answers and every migration is applied', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: t.db.handle.driver });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps GET /api/health as it was', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.db.handle.driver });
  });
});

describe('health checks of an instance whose database is not migrated yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: false, migrate: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live but not ready, so a balancer sends it nothing until the migrations are applied', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toEqual({
      error: 'service_unavailable',
      message: 'The database migrations are not all applied yet.',
      statusCode: 503,
    });
  });
});
