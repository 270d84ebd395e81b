/**
 * `npm run bench:api`: GET /api/settings.php of the real app (PGlite in a temp dir, logs at warn) against a
 * bare node:http server answering the same bytes as a fixed JSON, with autocannon (10 connections, ~5 s per
 * server after a 1 s warm-up each). Each server runs in its own child process so the load generator does not
 * share its event loop. The 5 s are taken as alternating 1 s rounds (bare, app, bare, app, ...) and each
 * figure is the median of its rounds, so a change in the machine's background load hits both sides alike.
 * Also measures an authenticated GET /api/user.php (a member signed up at start; its session cookie on every
 * request) against the same bare server (`user_vs_bare`).
 * Prints a table, then `name: value` lines for dashboards.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = 10;
const ROUNDS = 5;
const ROUND_S = 1;
const WARMUP_S = 1;
const SETTINGS_PATH = '/api/settings.php?forced_domain=flirtmoment.test';

type ChildMessage = { ready: true; port: number } | { error: string };

/** Child process: the real app. */
async function serveApp(): Promise<void> {
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { openAppDatabase } = await import('../db/index.js');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: path.join(tmp, 'data') }),
    databaseUrl: null,
    siteRoot: tmp,
  };
  const { handle } = await openAppDatabase(config);
  // The API only: the site plugin serves files, not /api.
  const app = await buildApp({ config, db: handle, logger: { level: 'warn' }, serveSite: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ ready: true, port: (app.server.address() as AddressInfo).port } satisfies ChildMessage);
  process.once('SIGTERM', async () => {
    await app.close();
    await handle.close();
    await rm(tmp, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Child process: the baseline, a fixed body from memory. */
function serveBare(body: string): void {
  const payload = Buffer.from(body);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': payload.length,
    });
    response.end(payload);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ ready: true, port: (server.address() as AddressInfo).port } satisfies ChildMessage);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

function startChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ChildMessage) =>
      'error' in message ? reject(new Error(message.error)) : resolve({ child, port: message.port }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Measurement {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
}

interface Round {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
}

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

async function round(target: Target, seconds: number): Promise<Round> {
  const { label, url } = target;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: 'flirtmoment.test', ...target.headers },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarize(label: string, rounds: Round[]): Measurement {
  return {
    label,
    requestsPerSecond: median(rounds.map((entry) => entry.requestsPerSecond)),
    p50: median(rounds.map((entry) => entry.p50)),
    p99: median(rounds.map((entry) => entry.p99)),
    bytes: median(rounds.map((entry) => entry.bytes)),
  };
}

/** Alternating rounds against each target, after a warm-up of each. */
async function compare(targets: Target[]): Promise<Measurement[]> {
  for (const target of targets) await round(target, WARMUP_S);
  const rounds = targets.map(() => [] as Round[]);
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [position, target] of targets.entries()) rounds[position]!.push(await round(target, ROUND_S));
  }
  return targets.map((target, position) => summarize(target.label, rounds[position]!));
}

function table(rows: Measurement[]): string {
  const header = ['server', 'requests/s', 'latency p50 (ms)', 'latency p99 (ms)', 'bytes/answer'];
  const lines = rows.map((row) => [
    row.label,
    Math.round(row.requestsPerSecond).toString(),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    Math.round(row.bytes).toString(),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

/** Signs a member up on the bench app and returns the `name=value` of its session cookie. */
async function signUpBenchMember(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/signup.php`, {
    method: 'POST',
    headers: { host: 'flirtmoment.test', 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({
      email: 'bench.member@example.com',
      name: 'Benchmark',
      password: 'bench password 2026',
      date_of_birth: '1990-01-01',
    }),
  });
  if (response.status !== 201)
    throw new Error(`signup.php answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('auth.session='));
  if (!cookie) throw new Error('signup.php set no session cookie');
  return cookie.split(';')[0] as string;
}

async function main(): Promise<void> {
  console.log(
    `bench:api — ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_S} s per server ` +
      `(after ${WARMUP_S} s warm-up), medians\n`,
  );
  console.log('starting the API (PGlite in a temp dir)...');
  const app = await startChild(['--serve', 'app']);
  let bare: { child: ChildProcess; port: number } | null = null;
  try {
    const settingsUrl = `http://127.0.0.1:${app.port}${SETTINGS_PATH}`;
    const sample = await fetch(settingsUrl, { headers: { host: 'flirtmoment.test' } });
    if (!sample.ok) throw new Error(`settings.php answered ${sample.status}`);
    const body = await sample.text();
    bare = await startChild(['--serve', 'bare', body]);

    const cookie = await signUpBenchMember(app.port);

    const [baseline, settings, user] = await compare([
      { label: 'bare node:http, fixed JSON', url: `http://127.0.0.1:${bare.port}/` },
      { label: 'fastify GET /api/settings.php', url: settingsUrl },
      {
        label: 'fastify GET /api/user.php (session)',
        url: `http://127.0.0.1:${app.port}/api/user.php`,
        headers: { cookie },
      },
    ]);
    if (!baseline || !settings || !user) throw new Error('no measurements');

    console.log(`\n${table([settings, user, baseline])}\n`);
    console.log(`settings_req_per_s: ${Math.round(settings.requestsPerSecond)}`);
    console.log(`bare_req_per_s: ${Math.round(baseline.requestsPerSecond)}`);
    console.log(`settings_vs_bare: ${(settings.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
    console.log(`user_req_per_s: ${Math.round(user.requestsPerSecond)}`);
    console.log(`user_vs_bare: ${(user.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  } finally {
    await stopChild(app.child);
    if (bare) await stopChild(bare.child);
  }
}

const [mode, target, body] = process.argv.slice(2);
if (mode === '--serve' && target === 'app') {
  serveApp().catch((error: unknown) => {
    process.send?.({ error: error instanceof Error ? error.message : String(error) } satisfies ChildMessage);
    process.exit(1);
  });
} else if (mode === '--serve' && target === 'bare' && body !== undefined) {
  serveBare(body);
} else {
  main().catch((error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
