/**
 * `npm run bench:api`: requests per second of the real app (PGlite in a temp dir, logs at warn) against a bare
 * node:http server answering settings.php's body and headers from memory, with autocannon (10 connections).
 * The baseline sends the same headers as the app (security headers, caching, vary): the ratio is the price of
 * the app's work per request, not of the headers every answer must carry. Each server runs in its own child
 * process so the load generator does not share its event loop.
 *
 * Four rows, measured in alternating 1 s rounds (bare, settings, user hit, user miss, bare, ...) after a 1 s
 * warm-up of each, so a change in the machine's background load hits every row alike:
 * - GET /api/settings.php (a visitor's first call on every page);
 * - GET /api/user.php with one member's session cookie on every request: after the first, the app's 1 s
 *   session memo answers the lookup (`user_vs_bare_memo_hit`);
 * - GET /api/user.php rotating the session cookies of --members members (default 500, made through the
 *   repositories at start): each member's lookup goes to the database at most once per memo period, so the
 *   row shows what the lookups cost beside the memo (`user_vs_bare_memo_miss`; the share of requests the
 *   memo can still answer is printed with it).
 * Each ratio is the median over the rounds of that round's requests/s over the bare server's in the same
 * round. Before each round the servers finish what the last round left them, and each round also reads the
 * server's CPU time per answer (/proc): on a machine shared with other work, requests/s swing with that work,
 * the CPU per answer much less. Prints a table, `name: value` lines for dashboards, and the run beside the
 * previous one (bench/results/api.jsonl).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SESSION_COOKIE } from 'contract';
import { SESSION_CACHE_TTL_MS } from '../db/repositories/session-cache.js';
import { cpuMs, failChild, startChild, stopChild, waitUntilIdle, type Child } from './child.js';
import { startBenchRun } from './history.js';
import type { BenchMember } from './members.js';
import { figure, median, textTable } from './stats.js';

const CONNECTIONS = 10;
const ROUNDS = 5;
const ROUND_S = 1;
const WARMUP_S = 1;
const HOST = 'flirtmoment.test';
const SETTINGS_PATH = `/api/settings.php?forced_domain=${HOST}`;
/** How long the app's session memo keeps a lookup. */
const MEMO_S = SESSION_CACHE_TTL_MS / 1000;
const SCRIPT = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: process.env.BENCH_API_MEMBERS ?? '500' },
    serve: { type: 'string' },
    body: { type: 'string' },
    headers: { type: 'string' },
  },
});

interface Ready {
  port: number;
  members: BenchMember[];
}

/** Child process: the real app, with the bench members. */
async function serveApp(count: number): Promise<void> {
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { createRepositories, openAppDatabase } = await import('../db/index.js');
  const { createBenchMembers } = await import('./members.js');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: path.join(tmp, 'data') }),
    databaseUrl: null,
    siteRoot: tmp,
  };
  const { handle } = await openAppDatabase(config);
  // The API only: the site plugin serves files, not /api.
  const app = await buildApp({ config, db: handle, logger: { level: 'warn' }, serveSite: false });
  process.once('SIGTERM', async () => {
    await app.close();
    await handle.close();
    await rm(tmp, { recursive: true, force: true });
    process.exit(0);
  });
  await app.ready();
  const site = await app.services.siteDirectory.resolve(HOST);
  const members = await createBenchMembers(createRepositories(handle.db), {
    siteId: site.id,
    country: site.settings.countries[0] ?? 'GB',
    count,
    parallel: 1,
    prefix: 'bench.api',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  process.send?.({ ready: true, port, members } satisfies { ready: true } & Ready);
}

/** Headers node:http writes itself on every answer: the baseline leaves them to it, as the app does. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Child process: the baseline, a fixed body and the app's headers (JSON of name/value pairs) from memory. */
function serveBare(body: string, headersJson: string): void {
  const payload = Buffer.from(body);
  const headers = (JSON.parse(headersJson) as [string, string][])
    .filter(([name]) => !CONNECTION_HEADERS.has(name))
    .map(([name, value]): [string, string] =>
      name === 'content-length' ? [name, String(payload.length)] : [name, value],
    );
  const server = createServer((_request, response) => {
    response.writeHead(200, headers.flat());
    response.end(payload);
  });
  server.listen(0, '127.0.0.1', () => {
    const port = (server.address() as AddressInfo).port;
    process.send?.({ ready: true, port, members: [] } satisfies { ready: true } & Ready);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

interface Round {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  /** The server's CPU per answer, µs: unlike requests/s, barely moved by other work on the machine. */
  cpuUs: number;
}

interface Target {
  label: string;
  url: string;
  /** The server's process, whose CPU time the round reads. */
  pid: number | undefined;
  /** Requests cycled through by every connection (autocannon builds each once). */
  requests?: { headers: Record<string, string> }[];
}

async function round(target: Target, seconds: number): Promise<Round> {
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: HOST },
    ...(target.requests ? { requests: target.requests } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
    cpuUs:
      cpuBefore === null
        ? NaN
        : ((cpuMs(target.pid) ?? NaN) - cpuBefore) * (1000 / Math.max(result.requests.total, 1)),
  };
}

/**
 * Alternating rounds against each target, after a warm-up of each: rounds[target][round]. Before each round
 * the servers get to finish what the last one left them (the memo miss round leaves queued lookups), so no
 * round pays for another's backlog.
 */
async function compare(targets: Target[]): Promise<Round[][]> {
  const pids = [...new Set(targets.map((target) => target.pid))];
  const settle = async () => {
    for (const pid of pids) await waitUntilIdle(pid);
  };
  for (const target of targets) {
    await settle();
    await round(target, WARMUP_S);
  }
  const rounds = targets.map(() => [] as Round[]);
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [position, target] of targets.entries()) {
      await settle();
      rounds[position]!.push(await round(target, ROUND_S));
    }
  }
  return rounds;
}

/** A row of the table: the median of each measure over the rounds. */
const summarize = (rounds: Round[]): Round => ({
  requestsPerSecond: median(rounds.map((entry) => entry.requestsPerSecond)),
  p50: median(rounds.map((entry) => entry.p50)),
  p99: median(rounds.map((entry) => entry.p99)),
  bytes: median(rounds.map((entry) => entry.bytes)),
  cpuUs: median(rounds.map((entry) => entry.cpuUs)),
});

/** The median over the rounds of each round's requests/s over the baseline's in the same round. */
const ratio = (rounds: Round[], baseline: Round[]) =>
  median(rounds.map((entry, index) => entry.requestsPerSecond / baseline[index]!.requestsPerSecond));

async function main(): Promise<void> {
  const memberCount = Number(values.members);
  if (!Number.isInteger(memberCount) || memberCount < 1)
    throw new Error('--members must be a positive integer');
  const history = startBenchRun('api', {
    options: { connections: CONNECTIONS, rounds: ROUNDS, round_s: ROUND_S, members: memberCount },
  });
  console.log(
    `bench:api — ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_S} s per server ` +
      `(after ${WARMUP_S} s warm-up), medians; user.php memo miss rotates ${memberCount} members\n`,
  );
  console.log(`starting the API (PGlite in a temp dir) and making ${memberCount} members...`);
  const app = await startChild<Ready>(SCRIPT, ['--serve', 'app', '--members', String(memberCount)]);
  let bare: Child<Ready> | null = null;
  try {
    const base = `http://127.0.0.1:${app.ready.port}`;
    // Uncompressed, as autocannon asks for it.
    const sample = await fetch(`${base}${SETTINGS_PATH}`, {
      headers: { host: HOST, 'accept-encoding': 'identity' },
    });
    if (!sample.ok || sample.headers.has('content-encoding'))
      throw new Error(
        `settings.php answered ${sample.status} ${sample.headers.get('content-encoding') ?? ''}`,
      );
    bare = await startChild<Ready>(SCRIPT, [
      '--serve',
      'bare',
      '--body',
      await sample.text(),
      '--headers',
      JSON.stringify([...sample.headers]),
    ]);
    const cookies = app.ready.members.map((member) => `${SESSION_COOKIE}=${member.token}`);

    const labels = [
      'bare node:http, fixed JSON',
      'fastify GET /api/settings.php',
      'fastify GET /api/user.php, memo hit (1 cookie)',
      `fastify GET /api/user.php, memo miss (${memberCount} cookies)`,
    ];
    const [baseline, settings, hit, miss] = await compare([
      { label: labels[0]!, url: `http://127.0.0.1:${bare.ready.port}/`, pid: bare.child.pid },
      { label: labels[1]!, url: `${base}${SETTINGS_PATH}`, pid: app.child.pid },
      {
        label: labels[2]!,
        url: `${base}/api/user.php`,
        pid: app.child.pid,
        requests: [{ headers: { cookie: cookies[0]! } }],
      },
      {
        label: labels[3]!,
        url: `${base}/api/user.php`,
        pid: app.child.pid,
        requests: cookies.map((cookie) => ({ headers: { cookie } })),
      },
    ]);
    if (!baseline || !settings || !hit || !miss) throw new Error('no measurements');

    const rows = [settings, hit, miss, baseline].map(summarize);
    const rowLabels = [labels[1]!, labels[2]!, labels[3]!, labels[0]!];
    console.log(
      `\n${textTable(
        [
          'server',
          'requests/s',
          'latency p50 (ms)',
          'latency p99 (ms)',
          'bytes/answer',
          'server CPU µs/answer',
        ],
        rows.map((row, index) => [
          rowLabels[index]!,
          Math.round(row.requestsPerSecond).toString(),
          row.p50.toFixed(1),
          row.p99.toFixed(1),
          Math.round(row.bytes).toString(),
          Number.isNaN(row.cpuUs) ? '-' : row.cpuUs.toFixed(1),
        ]),
      )}\n`,
    );
    const [settingsRow, hitRow, missRow, bareRow] = rows as [Round, Round, Round, Round];
    // Each member's lookup is memoised for MEMO_S, so at most this many requests a second reach the database.
    const missesPerS = memberCount / MEMO_S;
    const memoShare = Math.max(0, 1 - missesPerS / missRow.requestsPerSecond);
    console.log(
      `memo miss row: at most ${missesPerS} session lookups/s reach the database; the memo may still answer ` +
        `${(memoShare * 100).toFixed(0)}% of its requests (raise --members for fewer)\n`,
    );
    const figures = {
      settings_vs_bare: figure(ratio(settings, baseline), 2),
      user_vs_bare_memo_hit: figure(ratio(hit, baseline), 2),
      user_vs_bare_memo_miss: figure(ratio(miss, baseline), 2),
      settings_req_per_s: figure(settingsRow.requestsPerSecond, 0),
      user_memo_hit_req_per_s: figure(hitRow.requestsPerSecond, 0),
      user_memo_miss_req_per_s: figure(missRow.requestsPerSecond, 0),
      bare_req_per_s: figure(bareRow.requestsPerSecond, 0),
      settings_p99_ms: figure(settingsRow.p99, 1),
      settings_cpu_us: figure(settingsRow.cpuUs, 1),
      user_memo_hit_cpu_us: figure(hitRow.cpuUs, 1),
      bare_cpu_us: figure(bareRow.cpuUs, 1),
      user_memo_miss_p99_ms: figure(missRow.p99, 1),
    };
    for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
    history.record(figures);
  } finally {
    await stopChild(app.child);
    if (bare) await stopChild(bare.child);
  }
}

if (values.serve === 'app') {
  serveApp(Number(values.members)).catch(failChild);
} else if (values.serve === 'bare' && values.body !== undefined && values.headers !== undefined) {
  serveBare(values.body, values.headers);
} else {
  main().catch((error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
