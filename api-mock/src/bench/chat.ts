/**
 * `npm run bench:chat`: chat delivery under load. --clients members (default 1000, in pairs, on one site) each
 * hold a chat socket; the bench sends messages at a fixed total --rate (default 200 per second) for --duration
 * seconds (default 20, after a 2 s warm-up) through the real send route, POST /api/messages.php with a
 * client_id, each from one member of a pair to the other, and times each from the send to its arrival on the
 * other member's socket. The real API runs in a child process on PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set (a scratch database on that server, dropped afterwards), else on PGlite in a temp dir.
 *
 * Beside it, in the same run at the same rate: a bare relay (node:http + ws, no session, no persistence, no
 * checks), which passes each POSTed message straight to the recipient's socket. Both are driven the same way
 * from this process, all on 127.0.0.1.
 *
 * Prints a table (send-to-receipt p50/p95/p99/max of the sends made in the measured window; sends answered and
 * messages received per second within it, the sustained rates; errors), then `name: value` lines. The headline
 * lines are `chat_delivery_p99_ms` and `chat_vs_bare_ws` (messages received per second through the real API
 * over those through the bare relay: 1.00 means the API kept up with the same offered rate). Sends due while
 * MAX_IN_FLIGHT are unanswered are counted, not made: the load stays open-loop without piling up forever.
 *
 * Options (or BENCH_CHAT_CLIENTS / BENCH_CHAT_RATE / BENCH_CHAT_DURATION_S): --clients N, --rate N,
 * --duration S. Stops by itself: a watchdog ends the run if it takes far longer than it should.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Repositories } from '../db/index.js';
import { hashToken, newToken } from '../lib/tokens.js';
import WebSocket, { WebSocketServer } from 'ws';
import {
  AUTH_COOKIE_MAX_AGE_S,
  CHAT_SENDS_PER_MINUTE,
  CHAT_SOCKET_MAX_FRAME_BYTES,
  CHAT_SOCKET_PATH,
  SESSION_COOKIE,
} from 'contract';

const HOST = 'flirtmoment.test';
const WARMUP_S = 2;
/** How long after its send was answered a receipt may still arrive before it counts as lost. */
const DRAIN_MS = 5_000;
/** The longest wait for the answers of the sends still waiting when the run ends. */
const MAX_DRAIN_MS = 60_000;
/** Sends waiting for their answer at most; a send due beyond it is counted as not sent (the server fell behind). */
const MAX_IN_FLIGHT = 512;
/** Sockets opened at once while connecting the clients. */
const CONNECT_BATCH = 100;
/** Credits each bench member gets: far more than the run's messages cost. */
const BENCH_CREDITS = 100_000;

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: process.env.BENCH_CHAT_CLIENTS ?? '1000' },
    rate: { type: 'string', default: process.env.BENCH_CHAT_RATE ?? '200' },
    duration: { type: 'string', default: process.env.BENCH_CHAT_DURATION_S ?? '20' },
    serve: { type: 'string' },
  },
});

function positive(raw: string | undefined, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

interface BenchMember {
  id: number;
  token: string;
}

type ChildMessage = { ready: true; port: number; members: BenchMember[]; driver: string } | { error: string };

// ---------------------------------------------------------------------------------------------------------
// Child process: the real API, with the bench members.

/** A fresh database on the PostgreSQL server of DATABASE_URL, and how to drop it. */
async function scratchPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Members of one site made straight through the repositories (a signup per member would measure scrypt
 * instead), each with plenty of credits and a session of their own.
 */
async function createBenchMembers(
  repositories: Repositories,
  siteId: number,
  country: string,
  count: number,
  parallel: number,
): Promise<BenchMember[]> {
  const now = new Date();
  const members: BenchMember[] = [];
  const makeMember = async (index: number) => {
    const member = await repositories.members.create({
      siteId,
      email: `bench.chat.${index}@example.com`,
      // Not a password hash: nobody logs in as a bench member, the session below is theirs.
      passwordHash: 'bench',
      language: 'en',
      signupDate: now,
      credits: 0,
      name: `Bench${index}`,
      dateOfBirth: '1990-01-01',
      country,
      gender: index % 2 === 0 ? 'male' : 'female',
      sexuality: 'hetero',
      status: 'confirmed',
      profileStatus: 'active',
    });
    if (!member) throw new Error(`bench member ${index} could not be created`);
    await repositories.ledger.credit({
      memberId: member.id,
      amount: BENCH_CREDITS,
      reason: 'purchase',
      at: now,
    });
    const token = newToken();
    await repositories.auth.createSession({
      tokenHash: hashToken(token),
      memberId: member.id,
      now,
      expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
    });
    members[index] = { id: member.id, token };
  };
  for (let start = 0; start < count; start += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => makeMember(start + offset)),
    );
  }
  return members;
}

async function serveApp(count: number): Promise<void> {
  // Loaded here only: the load generator and the bare relay do not carry the app.
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { createRepositories, openAppDatabase } = await import('../db/index.js');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-chat-'));
  const scratch = process.env.DATABASE_URL ? await scratchPostgres(process.env.DATABASE_URL) : null;
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmp, 'data'),
      REDIS_URL: process.env.REDIS_URL,
    }),
    databaseUrl: scratch?.url ?? null,
    siteRoot: tmp,
  };
  const { handle } = await openAppDatabase(config);
  const app = await buildApp({ config, db: handle, logger: { level: 'warn' }, serveSite: false });
  const cleanUp = async () => {
    await app.close();
    await handle.close();
    await scratch?.drop();
    await rm(tmp, { recursive: true, force: true });
  };
  process.once('SIGTERM', () => {
    void cleanUp().finally(() => process.exit(0));
  });
  try {
    await app.ready();
    const site = await app.services.siteDirectory.resolve(HOST);
    const members = await createBenchMembers(
      createRepositories(handle.db),
      site.id,
      site.settings.countries[0] ?? 'GB',
      count,
      handle.driver === 'pglite' ? 1 : 8,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send?.({
      ready: true,
      port: (app.server.address() as AddressInfo).port,
      members,
      driver: `${handle.driver}${config.redisUrl ? ' + redis' : ''}`,
    } satisfies ChildMessage);
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Child process: the bare relay.

function serveBare(count: number): void {
  const sockets = new Map<number, Set<WebSocket>>();
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      try {
        const { to, from, text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          to: number;
          from: number;
          text: string;
        };
        const frame = JSON.stringify({ type: 'message', message: { sender_id: from, text } });
        for (const socket of sockets.get(to) ?? []) socket.send(frame);
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  const wss = new WebSocketServer({ server, maxPayload: CHAT_SOCKET_MAX_FRAME_BYTES });
  wss.on('connection', (socket, incoming) => {
    const id = Number(new URL(incoming.url ?? '/', 'http://x').searchParams.get('member'));
    const set = sockets.get(id) ?? new Set();
    set.add(socket);
    sockets.set(id, set);
    socket.on('close', () => set.delete(socket));
  });
  server.listen(0, '127.0.0.1', () => {
    const members = Array.from({ length: count }, (_, index) => ({ id: index + 1, token: '' }));
    process.send?.({
      ready: true,
      port: (server.address() as AddressInfo).port,
      members,
      driver: 'memory',
    } satisfies ChildMessage);
  });
  process.once('SIGTERM', () => {
    for (const client of wss.clients) client.terminate();
    server.close(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------------------
// The load generator.

interface Target {
  label: string;
  port: number;
  members: BenchMember[];
  driver: string;
  socketUrl(member: BenchMember): string;
  socketHeaders(member: BenchMember): Record<string, string>;
  sendPath: string;
  sendHeaders(member: BenchMember): Record<string, string>;
  sendBody(from: BenchMember, to: BenchMember, text: string): string;
}

interface Result {
  label: string;
  driver: string;
  offered: number;
  /** Measured sends that arrived, whenever. */
  delivered: number;
  /** Arrivals (of any send) within the measured window: the sustained rate's numerator. */
  receiptsInWindow: number;
  /** 2xx answers within the measured window. */
  answersInWindow: number;
  /** Send to receipt on the other member's socket, ms, sorted. */
  latencies: number[];
  /** The send's HTTP answer time, ms, sorted. */
  answers: number[];
  /** Send-to-receipt latencies by the second of the measured window the send was made in, ms, unsorted. */
  latenciesBySecond: number[][];
  errors: Map<string, number>;
  windowS: number;
}

function startChild(
  args: string[],
): Promise<{ child: ChildProcess; ready: Extract<ChildMessage, { ready: true }> }> {
  const child = fork(fileURLToPath(import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ChildMessage) =>
      'error' in message ? reject(new Error(message.error)) : resolve({ child, ready: message }),
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

/** The soft limit of open files of this process (Linux), or null where it cannot be read. */
function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function post(agent: Agent, port: number, pathname: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathname,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface Client {
  member: BenchMember;
  socket: WebSocket;
}

async function connectClients(target: Target): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < target.members.length; start += CONNECT_BATCH) {
    const batch = target.members.slice(start, start + CONNECT_BATCH);
    clients.push(
      ...(await Promise.all(
        batch.map(
          (member) =>
            new Promise<Client>((resolve, reject) => {
              const socket = new WebSocket(target.socketUrl(member), {
                headers: target.socketHeaders(member),
              });
              socket.once('open', () => resolve({ member, socket }));
              socket.once('error', reject);
              socket.once('close', (code) => reject(new Error(`socket closed while connecting (${code})`)));
            }),
        ),
      )),
    );
  }
  return clients;
}

async function measure(target: Target, rate: number, durationS: number): Promise<Result> {
  const clients = await connectClients(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const pending = new Map<number, { at: number; measured: boolean; answered: boolean }>();
  const latencies: number[] = [];
  const latenciesBySecond: number[][] = Array.from({ length: durationS }, () => []);
  const started = performance.now();
  const warmupEnds = started + WARMUP_S * 1000;
  const ends = warmupEnds + durationS * 1000;
  const answers: number[] = [];
  const errors = new Map<string, number>();
  const fail = (reason: string) => errors.set(reason, (errors.get(reason) ?? 0) + 1);
  let delivered = 0;
  /** Receipts (of any send) within the measured window: the sustained rate. */
  let receiptsInWindow = 0;
  let lastAnswerAt = 0;
  let answersInWindow = 0;
  let offered = 0;
  let inFlight = 0;
  let stopping = false;

  for (const { member, socket } of clients) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as {
        type: string;
        message?: { sender_id: number; text: string };
      };
      // The sender's own copy comes to their own socket: only the recipient's arrival counts.
      if (event.type !== 'message' || !event.message || event.message.sender_id === member.id) return;
      const seq = Number(event.message.text.slice('bench '.length));
      const sentAt = pending.get(seq);
      if (!sentAt) return;
      pending.delete(seq);
      const now = performance.now();
      if (now >= warmupEnds && now < ends) receiptsInWindow += 1;
      if (!sentAt.measured) return;
      delivered += 1;
      latencies.push(now - sentAt.at);
      latenciesBySecond[Math.min(durationS - 1, Math.floor((sentAt.at - warmupEnds) / 1000))]!.push(
        now - sentAt.at,
      );
    });
    socket.on('close', (code) => {
      if (!stopping) fail(`socket closed (${code})`);
    });
  }

  let seq = 0;
  const sendOne = (measured: boolean) => {
    const index = seq % clients.length;
    const from = clients[index]!.member;
    const to = clients[index ^ 1]?.member ?? clients[index - 1]!.member;
    const current = seq;
    seq += 1;
    if (measured) offered += 1;
    if (inFlight >= MAX_IN_FLIGHT) return fail('not sent: too many sends waiting');
    inFlight += 1;
    const at = performance.now();
    const entry = { at, measured, answered: false };
    pending.set(current, entry);
    post(
      agent,
      target.port,
      target.sendPath,
      target.sendHeaders(from),
      target.sendBody(from, to, `bench ${current}`),
    )
      .then(
        (status) => {
          entry.answered = true;
          lastAnswerAt = performance.now();
          if (measured) answers.push(lastAnswerAt - at);
          if (status === 201 || status === 200) {
            if (lastAnswerAt >= warmupEnds && lastAnswerAt < ends) answersInWindow += 1;
          } else {
            pending.delete(current);
            if (measured) fail(`HTTP ${status}`);
          }
        },
        (error: unknown) => {
          pending.delete(current);
          // Sends still unanswered when the run ended were counted already.
          if (measured && !stopping) {
            fail(`request failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        },
      )
      .finally(() => {
        inFlight -= 1;
      });
  };

  // Open loop: the sends due by now go out whether or not earlier ones were answered.
  await new Promise<void>((resolve) => {
    let due = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      const shouldHaveSent = Math.floor(((Math.min(now, ends) - started) / 1000) * rate);
      while (due < shouldHaveSent) {
        const sendAt = started + (due / rate) * 1000;
        sendOne(sendAt >= warmupEnds);
        due += 1;
      }
      if (now >= ends) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  // The sends still waiting get their answers, and each answered one DRAIN_MS for its receipt.
  const drainUntil = performance.now() + MAX_DRAIN_MS;
  while (pending.size > 0 && performance.now() < drainUntil) {
    if (inFlight === 0 && performance.now() - lastAnswerAt > DRAIN_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stopping = true;
  const left = [...pending.values()].filter((entry) => entry.measured);
  const lost = left.filter((entry) => entry.answered).length;
  if (lost > 0) errors.set('answered but not received', lost);
  if (left.length > lost) errors.set('not answered in time', left.length - lost);

  for (const { socket } of clients) socket.terminate();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return {
    label: target.label,
    driver: target.driver,
    offered,
    delivered,
    receiptsInWindow,
    answersInWindow,
    latencies,
    answers,
    latenciesBySecond: latenciesBySecond.map((second) => second.sort((a, b) => a - b)),
    errors,
    windowS: durationS,
  };
}

function table(results: Result[]): string {
  const header = [
    'server',
    'database',
    'offered/s',
    'sends/s',
    'delivered/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'send answer p99 ms',
    'errors',
  ];
  const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const lines = results.map((r) => [
    r.label,
    r.driver,
    (r.offered / r.windowS).toFixed(1),
    (r.answersInWindow / r.windowS).toFixed(1),
    (r.receiptsInWindow / r.windowS).toFixed(1),
    f(percentile(r.latencies, 50)),
    f(percentile(r.latencies, 95)),
    f(percentile(r.latencies, 99)),
    f(r.latencies.at(-1) ?? NaN),
    f(percentile(r.answers, 99)),
    r.errors.size === 0 ? '0' : [...r.errors].map(([reason, count]) => `${count} ${reason}`).join('; '),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

async function main(): Promise<void> {
  const clients = positive(values.clients, 'clients');
  const rate = positive(values.rate, 'rate');
  const durationS = positive(values.duration, 'duration');
  if (clients < 2 || clients % 2 !== 0)
    throw new Error('--clients must be an even number of at least 2 (pairs)');
  const perMemberPerMinute = (rate / clients) * 60;
  if (perMemberPerMinute > CHAT_SENDS_PER_MINUTE) {
    throw new Error(
      `${rate}/s over ${clients} clients is ${perMemberPerMinute.toFixed(0)} sends per member per minute, above ` +
        `the API's limit of ${CHAT_SENDS_PER_MINUTE}: use more clients or a lower rate`,
    );
  }
  const limit = openFilesLimit();
  // This process holds a socket per client plus the HTTP connections; each server holds as many of its own.
  if (limit !== null && limit < clients + 400) {
    throw new Error(
      `${clients} clients need more open files than the limit of ${limit}: raise it (ulimit -n)`,
    );
  }
  // Far beyond the run's own length: only a run that hangs reaches it.
  const watchdog = setTimeout(
    () => {
      console.error('bench:chat: the run took far too long; stopping');
      process.exit(1);
    },
    (2 * (WARMUP_S + durationS) + 300) * 1000,
  );
  watchdog.unref();

  const database = process.env.DATABASE_URL ? 'PostgreSQL (scratch database)' : 'PGlite (temp dir)';
  console.log(
    `bench:chat — ${clients} clients in ${clients / 2} pairs, ${rate} sends/s for ${durationS} s ` +
      `(after ${WARMUP_S} s warm-up) per server; API on ${database}${process.env.REDIS_URL ? ' + Redis' : ''}\n`,
  );
  const results: Result[] = [];
  const children: ChildProcess[] = [];
  try {
    console.log('bare relay: starting, connecting the clients...');
    const bare = await startChild(['--serve', 'bare', '--clients', String(clients)]);
    children.push(bare.child);
    results.push(
      await measure(
        {
          label: 'bare ws relay',
          port: bare.ready.port,
          members: bare.ready.members,
          driver: bare.ready.driver,
          socketUrl: (member) => `ws://127.0.0.1:${bare.ready.port}/socket?member=${member.id}`,
          socketHeaders: () => ({}),
          sendPath: '/send',
          sendHeaders: () => ({}),
          sendBody: (from, to, text) => JSON.stringify({ from: from.id, to: to.id, text }),
        },
        rate,
        durationS,
      ),
    );
    await stopChild(bare.child);

    console.log(`API: creating ${clients} members...`);
    const api = await startChild(['--serve', 'app', '--clients', String(clients)]);
    children.push(api.child);
    console.log('API: connecting the clients...');
    const cookie = (member: BenchMember) => `${SESSION_COOKIE}=${member.token}`;
    results.push(
      await measure(
        {
          label: 'API POST /api/messages.php',
          port: api.ready.port,
          members: api.ready.members,
          driver: api.ready.driver,
          socketUrl: () => `ws://127.0.0.1:${api.ready.port}${CHAT_SOCKET_PATH}`,
          socketHeaders: (member) => ({ host: HOST, cookie: cookie(member) }),
          sendPath: '/api/messages.php',
          sendHeaders: (member) => ({ host: HOST, cookie: cookie(member), 'x-request-type': 'client' }),
          sendBody: (_from, to, text) => JSON.stringify({ client_id: randomUUID(), member: to.id, text }),
        },
        rate,
        durationS,
      ),
    );
  } finally {
    for (const child of children) await stopChild(child);
    clearTimeout(watchdog);
  }

  const [bareResult, apiResult] = results as [Result, Result];
  console.log(`\n${table([apiResult, bareResult])}\n`);
  const f = (n: number) => (Number.isNaN(n) ? 'NaN' : n.toFixed(1));
  console.log(`chat_delivery_p50_ms: ${f(percentile(apiResult.latencies, 50))}`);
  console.log(`chat_delivery_p95_ms: ${f(percentile(apiResult.latencies, 95))}`);
  console.log(`chat_delivery_p99_ms: ${f(percentile(apiResult.latencies, 99))}`);
  // Where in the run the slow deliveries were: a tail at the start is conversations being opened while cold,
  // one throughout is the server falling behind.
  console.log(
    `chat_delivery_p99_by_second_ms: ${apiResult.latenciesBySecond.map((second) => f(percentile(second, 99))).join(' ')}`,
  );
  console.log(`chat_sends_per_s: ${(apiResult.receiptsInWindow / apiResult.windowS).toFixed(1)}`);
  console.log(`chat_errors: ${[...apiResult.errors.values()].reduce((sum, count) => sum + count, 0)}`);
  console.log(`bare_delivery_p99_ms: ${f(percentile(bareResult.latencies, 99))}`);
  console.log(`bare_sends_per_s: ${(bareResult.receiptsInWindow / bareResult.windowS).toFixed(1)}`);
  console.log(
    `chat_vs_bare_ws: ${(apiResult.receiptsInWindow / Math.max(bareResult.receiptsInWindow, 1)).toFixed(2)}`,
  );
}

const serveCount = () => positive(values.clients, 'clients');
if (values.serve === 'app') {
  serveApp(serveCount()).catch((error: unknown) => {
    process.send?.({ error: error instanceof Error ? error.message : String(error) } satisfies ChildMessage);
    process.exit(1);
  });
} else if (values.serve === 'bare') {
  serveBare(serveCount());
} else {
  main().catch((error: unknown) => {
    console.error(`bench:chat failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
