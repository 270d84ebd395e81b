/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { isDataException, toApiError } from './errors.js';

describe('database errors caused by input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      // Test-only routes that hand the database what the request schemas would refuse.
      extend: (app) => {
        app.get('/api/test/nul', async () => {
          await t.db.handle.db.execute(sql`select ${'a\u0000b'}::text as value`);
          return { ok: true };
        });
        app.get('/api/test/out-of-range', async () => {
          await t.db.handle.db.execute(sql`select ${String(2 ** 31)}::integer as value`);
          return { ok: true };
        });
        app.get('/api/test/fault', async () => {
          await t.db.handle.db.execute(sql`select * from no_such_table`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/api/test/nul', '/api/test/out-of-range'])(
    'answers 400 bad_request when the database refuses a value of the request (%s)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: 'The request contains a value that cannot be stored or compared.',
        statusCode: 400,
      });
    },
  );

  it('keeps other database errors a 500 without details', async () => {
    const response = await t.app.inject({ url: '/api/test/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('internal_error');
  });

  it('recognises class 22 codes on the error or its causes only', () => {
    const driverError = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(isDataException(driverError)).toBe(true);
    expect(isDataException(wrapped)).toBe(true);
    expect(toApiError(wrapped).statusCode).toBe(400);
    expect(isDataException(Object.assign(new Error('relation missing'), { code: '42P01' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('fastify'), { code: 'FST_ERR_X' }))).toBe(false);
  });
});
