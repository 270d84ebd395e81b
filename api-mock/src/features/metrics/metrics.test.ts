/**
 * @jest-environment node
 *
 * GET /api/metrics as the operators' scraper sees it: who may scrape, what the exposition says about the
 * requests answered, the job queue, the open chat sockets and the process, and that a scrape still answers
 * while the database is down.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createRepositories } from '../../db/index.js';
import { ACCOUNT_TEST_ENV, testClock } from '../../testing/accounts.js';
import { closeAll, openSocket, type TestSocket } from '../../testing/chat-sockets.js';
import { createMember } from '../../testing/members.js';
import { createOperatorTestApp, OPERATOR_TEST_SECRET } from '../../testing/operators.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDb } from '../../testing/test-db.js';
import { UNMATCHED_ROUTE } from './index.js';

const AUTHORIZED = { authorization: `Bearer ${OPERATOR_TEST_SECRET}` };
const clock = testClock(new Date('2026-06-01T10:00:00Z'));

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition, as a scraper reads them. */
function samples(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
          key!,
          value!,
        ]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('GET /api/metrics', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];

  const scrape = async (app = t.app) => {
    const response = await app.inject({ url: '/api/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    return samples(response.body);
  };

  beforeAll(async () => {
    t = await createOperatorTestApp(clock.now);
  });
  afterAll(async () => {
    await closeAll(sockets.splice(0));
    await t.close();
  });

  it('does not exist without an operator secret configured', async () => {
    const plain = await createTestApp({ serveSite: false });
    try {
      const response = await plain.app.inject({ url: '/api/metrics', headers: AUTHORIZED });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    } finally {
      await plain.close();
    }
  });

  it.each([
    ['no authorization', {}],
    ['a wrong secret', { authorization: 'Bearer not-the-operator-secret-at-all-000000' }],
  ])('refuses a scrape with %s: 401', async (_case, headers) => {
    const response = await t.app.inject({ url: '/api/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'authentication_required', statusCode: 401 });
  });

  it("answers Prometheus' text format, never cached, with the process's event-loop lag", async () => {
    const response = await t.app.inject({ url: '/api/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const names = samples(response.body).map((sample) => sample.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'realtime_open_sockets',
        'db_pool_waiting_queries',
        'job_queue_due',
        'job_queue_running',
        'job_queue_oldest_due_age_seconds',
        'chat_sends_total',
      ]),
    );
  });

  it('counts requests per method, route pattern and status, with no ids from the URL', async () => {
    const before = await scrape();
    const count = (all: Sample[], route: string, status: string) =>
      valueOf(all, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status }) ?? 0;

    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    // An id in the query string, and one in a path no route has.
    await t.app.inject({ url: '/api/member.php?id=918273' });
    await t.app.inject({ url: '/api/no-such-route/918273' });

    const after = await scrape();
    expect(count(after, '/api/health', '200') - count(before, '/api/health', '200')).toBe(2);
    expect(count(after, UNMATCHED_ROUTE, '404') - count(before, UNMATCHED_ROUTE, '404')).toBe(1);
    const member = after.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_count' && sample.labels.route === '/api/member.php',
    );
    expect(member).toHaveLength(1);
    expect(member[0]!.labels.status_code).toMatch(/^[1-5]\d\d$/);
    // Every bucket line of the health route carries the same three labels besides its bound.
    const healthBuckets = after.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_bucket' && sample.labels.route === '/api/health',
    );
    expect(healthBuckets.length).toBeGreaterThan(1);
    for (const bucket of healthBuckets) {
      expect(Object.keys(bucket.labels).sort()).toEqual(['le', 'method', 'route', 'status_code']);
    }
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => value.includes('918273'))).toEqual([]);
  });

  it('shows a queued job as due, with how long it has waited', async () => {
    const before = await scrape();
    const jobs = createRepositories(t.db.handle.db).jobs;
    const dueSince = new Date(clock.now().getTime() - 90_000);
    await jobs.enqueue(
      { kind: 'metrics-test', key: 'metrics-test:waiting', payload: {}, runAt: dueSince, maxAttempts: 1 },
      dueSince,
    );

    const after = await scrape();
    expect(valueOf(after, 'job_queue_due')).toBe((valueOf(before, 'job_queue_due') ?? 0) + 1);
    expect(valueOf(after, 'job_queue_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('counts the open chat sockets of this instance', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await createMember(t);
    expect(valueOf(await scrape(), 'realtime_open_sockets')).toBe(0);
    const socket = openSocket(t.app, { token: member.token });
    sockets.push(socket);
    await socket.opened;
    // The server subscribes right after the upgrade; a round trip proves it is listening.
    await socket.roundTrip();

    expect(valueOf(await scrape(), 'realtime_open_sockets')).toBe(1);
  });

  it('shows the connection pool on PostgreSQL', async () => {
    const all = await scrape();
    if (t.db.handle.driver === 'postgres') {
      expect(valueOf(all, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(all, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    } else {
      // The embedded database has one connection and no pool.
      expect(all.filter((sample) => sample.name === 'db_pool_connections')).toEqual([]);
    }
  });

  it('still answers while the database is down, the job queue at its last known values', async () => {
    const db = await createTestDb();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-data-'));
    const config = {
      ...loadConfig({ NODE_ENV: 'test', ...ACCOUNT_TEST_ENV, OPERATOR_SECRET: OPERATOR_TEST_SECRET }),
      siteRoot: t.config.siteRoot,
      dataDir,
    };
    const app = await buildApp({ config, db: db.handle, serveSite: false, clock: clock.now });
    try {
      const dueSince = new Date(clock.now().getTime() - 60_000);
      await createRepositories(db.handle.db).jobs.enqueue(
        {
          kind: 'metrics-test',
          key: 'metrics-test:before-outage',
          payload: {},
          runAt: dueSince,
          maxAttempts: 1,
        },
        dueSince,
      );
      const known = valueOf(await scrape(app), 'job_queue_due');
      expect(known).toBeGreaterThanOrEqual(1);

      await db.close();
      const during = await scrape(app);
      expect(valueOf(during, 'job_queue_due')).toBe(known);
      expect(during.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
