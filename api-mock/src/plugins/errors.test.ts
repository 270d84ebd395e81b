/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { isDatabaseUnavailable, isDataException, toApiError } from './errors.js';

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

/** What node-postgres throws when the server is out of reach, wrapped as drizzle wraps it. */
function failedQuery(driverError: Error): Error {
  return new Error('Failed query: select 1', { cause: driverError });
}
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach', () => {
  const outages: [string, Error][] = [
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['broken pipe', withCode('write EPIPE', 'EPIPE')],
    ['connection timed out', withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT')],
    ['connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['connection exception (class 08)', withCode('connection failure', '08006')],
    [
      'administrator shut the server down',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['server crashed', withCode('terminating connection due to crash of another server process', '57P02')],
    ['server starting up', withCode('the database system is starting up', '57P03')],
    ['no connection slot left', withCode('sorry, too many clients already', '53300')],
    [
      'every address refused',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        message: '',
      }),
    ],
  ];

  it.each(outages)('is 503 service_unavailable with Retry-After: %s', (_name, driverError) => {
    expect(isDatabaseUnavailable(failedQuery(driverError))).toBe(true);
    expect(toApiError(failedQuery(driverError))).toEqual({
      error: 'service_unavailable',
      message: 'The service is unavailable for a moment. Please try again shortly.',
      statusCode: 503,
    });
  });

  it('leaves faults of the query itself a 500', () => {
    for (const fault of [
      withCode('relation "x" does not exist', '42P01'),
      withCode('syntax error', '42601'),
      new Error('Cannot read properties of undefined'),
    ]) {
      expect(isDatabaseUnavailable(failedQuery(fault))).toBe(false);
      expect(toApiError(failedQuery(fault)).statusCode).toBe(500);
    }
  });

  describe('answered by a route', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        serveSite: false,
        extend: (app) => {
          app.get('/api/test/database-gone', async () => {
            throw failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
          });
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers 503 with Retry-After in the error shape, in the reader's language", async () => {
      const response = await t.app.inject({ url: '/api/test/database-gone' });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        error: 'service_unavailable',
        message: 'The service is unavailable for a moment. Please try again shortly.',
        statusCode: 503,
      });

      const german = await t.app.inject({
        url: '/api/test/database-gone',
        headers: { 'accept-language': 'de' },
      });
      expect(german.statusCode).toBe(503);
      expect(german.json().message).toBe(
        'Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
      );
    });
  });
});
