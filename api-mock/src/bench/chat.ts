/**
 * `npm run bench:chat`: chat delivery under load. --clients members (default 1000, in pairs, on one site) each
 * hold a chat socket; messages go at a fixed total --rate (default 200 per second) for --duration seconds
 * (default 20) through the real send route, POST /api/messages.php with a client_id, each from one member of a
 * pair to the other, timed from when the send was due to its arrival on the other member's socket (see
 * chat-load.ts: no coordinated omission, lost sends rank slowest). The API runs in a child process on
 * PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set (a scratch database, dropped afterwards), else
 * on PGlite (chat-servers.ts). Beside it, in the same run at the same rate: a bare relay (node:http + ws, no
 * session, no persistence, no checks). All on 127.0.0.1.
 *
 * No warm-up is left out: the window starts with the first send. Its first 10 s are also reported on their own
 * row (a cold start shows there), and the whole window's figures include them. Prints a table (p50/p95/p99/max,
 * sends answered and messages received per second, errors), p99 per second, then `name: value` lines:
 * `chat_delivery_p99_ms` (the whole window), `chat_delivery_p99_ms_first_10s`, and `chat_kept_up` (messages
 * received per second through the API over those through the bare relay: 1.00 means the API kept up with
 * the offered rate as well as a relay that does nothing else). The aim: p99 at most 50 ms over the whole
 * window at 1,000 clients and 200 sends/s on PostgreSQL + Redis.
 *
 * --capacity: instead, the rate rises step by step (50, 100, 150, 200, 300, ... sends/s, --step-duration s
 * each, up to the API's per-member send limit at this many clients) until a step's delivery p99 passes 100 ms
 * or a send is lost; `chat_capacity_sends_per_s_<n>_instance(s)` is the delivered rate of the last step that
 * held. On one API instance, then (with PostgreSQL and Redis) on two instances sharing the scratch database
 * and Redis, each client on one of them (the two members of a pair on different instances, so every message
 * crosses through Redis). The load generator's CPU is printed per step: near a whole core, it is the limit.
 *
 * Options (or BENCH_CHAT_CLIENTS / BENCH_CHAT_RATE / BENCH_CHAT_DURATION_S): --clients N, --rate N,
 * --duration S, --instances N (the API on N instances, PostgreSQL and Redis only), --capacity,
 * --step-duration S. Stops by itself: a watchdog ends a run that takes far longer
 * than it should. Each run's figures go to bench/results/chat.jsonl beside the previous comparable run's.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHAT_SENDS_PER_MINUTE, CHAT_SOCKET_PATH, SESSION_COOKIE } from 'contract';
import { failChild, startChild, stopChild, type Child } from './child.js';
import { connectLoad, summarize, type Endpoint, type Target, type WindowResult } from './chat-load.js';
import { CHAT_BENCH_HOST, serveBareRelay, serveChatApp, type ChatServerReady } from './chat-servers.js';
import { startBenchRun, type Figure } from './history.js';
import type { BenchMember } from './members.js';
import { figure, percentile, textTable } from './stats.js';

const SCRIPT = fileURLToPath(import.meta.url);
/** The start of a run reported on its own row. */
const FIRST_S = 10;
/** Capacity mode: a step passes while its delivery p99 stays at or below this. */
const CAPACITY_P99_MS = 100;
/** The rates tried in turn, sends/s: finer where a small server gives out, coarser above. */
const CAPACITY_LADDER = [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000];

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: process.env.BENCH_CHAT_CLIENTS ?? '1000' },
    rate: { type: 'string', default: process.env.BENCH_CHAT_RATE ?? '200' },
    duration: { type: 'string', default: process.env.BENCH_CHAT_DURATION_S ?? '20' },
    capacity: { type: 'boolean', default: false },
    'step-duration': { type: 'string', default: '5' },
    instances: { type: 'string', default: '1' },
    serve: { type: 'string' },
    join: { type: 'string' },
  },
});

function positive(raw: string | undefined, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
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

const cookie = (member: BenchMember) => `${SESSION_COOKIE}=${member.token}`;

function apiEndpoint(port: number): Endpoint {
  return {
    port,
    socketUrl: () => `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`,
    socketHeaders: (member) => ({ host: CHAT_BENCH_HOST, cookie: cookie(member) }),
    sendPath: '/api/messages.php',
    sendHeaders: (member) => ({ host: CHAT_BENCH_HOST, cookie: cookie(member), 'x-request-type': 'client' }),
    sendBody: (_from, to, text) => JSON.stringify({ client_id: randomUUID(), member: to.id, text }),
  };
}

function bareEndpoint(port: number): Endpoint {
  return {
    port,
    socketUrl: (member) => `ws://127.0.0.1:${port}/socket?member=${member.id}`,
    socketHeaders: () => ({}),
    sendPath: '/send',
    sendHeaders: () => ({}),
    sendBody: (from, to, text) => JSON.stringify({ from: from.id, to: to.id, text }),
  };
}

/** The API on `instances` child processes (the second joins the first's database and Redis). */
async function startApi(
  clients: number,
  instances: number,
  children: Child<ChatServerReady>[],
): Promise<Target> {
  const first = await startChild<ChatServerReady>(SCRIPT, ['--serve', 'app', '--clients', String(clients)]);
  children.push(first);
  const endpoints = [apiEndpoint(first.ready.port)];
  for (let index = 1; index < instances; index += 1) {
    if (first.ready.databaseUrl === null) throw new Error('a second instance needs PostgreSQL');
    const other = await startChild<ChatServerReady>(SCRIPT, [
      '--serve',
      'app',
      '--join',
      first.ready.databaseUrl,
    ]);
    children.unshift(other); // stopped before the first, which drops the scratch database
    endpoints.push(apiEndpoint(other.ready.port));
  }
  return {
    label:
      instances === 1 ? 'API POST /api/messages.php' : `API POST /api/messages.php, ${instances} instances`,
    driver: first.ready.driver,
    members: first.ready.members,
    endpoints,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n === Infinity ? 'lost' : n.toFixed(1));
const errorCount = (result: WindowResult) =>
  [...result.errors.values()].reduce((sum, count) => sum + count, 0);
const errorText = (result: WindowResult) =>
  result.errors.size === 0
    ? '0'
    : [...result.errors].map(([reason, count]) => `${count} ${reason}`).join('; ');

function windowRow(label: string, driver: string, result: WindowResult, fromS = 0, toS = result.durationS) {
  const latency = summarize(result.sends, fromS * 1000, toS * 1000);
  const seconds = toS - fromS;
  const whole = fromS === 0 && toS === result.durationS;
  return [
    label,
    driver,
    `${fromS}-${toS} s`,
    (latency.count / seconds).toFixed(1),
    whole ? (result.answersInWindow / seconds).toFixed(1) : '',
    whole ? (result.receiptsInWindow / seconds).toFixed(1) : '',
    ms(latency.p50),
    ms(latency.p95),
    ms(latency.p99),
    ms(latency.max),
    whole ? ms(percentile(result.answers, 99)) : '',
    whole ? errorText(result) : String(latency.lost),
  ];
}

/** p99 of the sends due in each second of the window. */
const p99BySecond = (result: WindowResult) =>
  Array.from({ length: result.durationS }, (_, second) =>
    ms(summarize(result.sends, second * 1000, (second + 1) * 1000).p99),
  ).join(' ');

async function steadyRun(
  clients: number,
  rate: number,
  durationS: number,
  instances: number,
): Promise<Record<string, Figure>> {
  const children: Child<ChatServerReady>[] = [];
  const results: { target: Target; result: WindowResult }[] = [];
  try {
    console.log('bare relay: starting, connecting the clients...');
    const bare = await startChild<ChatServerReady>(SCRIPT, ['--serve', 'bare', '--clients', String(clients)]);
    children.push(bare);
    const bareTarget: Target = {
      label: 'bare ws relay',
      driver: bare.ready.driver,
      members: bare.ready.members,
      endpoints: [bareEndpoint(bare.ready.port)],
    };
    const bareLoad = await connectLoad(bareTarget);
    results.push({ target: bareTarget, result: await bareLoad.run(rate, durationS) });
    bareLoad.close();
    await stopChild(bare.child);

    console.log(`API: creating ${clients} members...`);
    const api = await startApi(clients, instances, children);
    console.log('API: connecting the clients...');
    const apiLoad = await connectLoad(api);
    results.push({ target: api, result: await apiLoad.run(rate, durationS) });
    apiLoad.close();
  } finally {
    for (const { child } of children) await stopChild(child);
  }

  const [bareRun, apiRun] = results as [(typeof results)[0], (typeof results)[0]];
  const rows = [apiRun, bareRun].flatMap(({ target, result }) => [
    windowRow(target.label, target.driver, result),
    ...(result.durationS > FIRST_S
      ? [
          windowRow(`${target.label}, first ${FIRST_S} s`, target.driver, result, 0, FIRST_S),
          windowRow(`${target.label}, after ${FIRST_S} s`, target.driver, result, FIRST_S, result.durationS),
        ]
      : []),
  ]);
  console.log(
    `\n${textTable(
      [
        'server',
        'database',
        'sends due in',
        'offered/s',
        'answered/s',
        'delivered/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'answer p99 ms',
        'errors (lost)',
      ],
      rows,
    )}\n`,
  );
  console.log(`p99 by second (API): ${p99BySecond(apiRun.result)}`);
  console.log(`p99 by second (bare): ${p99BySecond(bareRun.result)}`);
  console.log(`load generator CPU (API run): ${(apiRun.result.generatorCpu * 100).toFixed(0)}% of a core\n`);

  const whole = summarize(apiRun.result.sends);
  const first = summarize(apiRun.result.sends, 0, FIRST_S * 1000);
  const after = summarize(apiRun.result.sends, FIRST_S * 1000);
  const bareWhole = summarize(bareRun.result.sends);
  const figures: Record<string, Figure> = {
    chat_delivery_p50_ms: figure(whole.p50),
    chat_delivery_p95_ms: figure(whole.p95),
    chat_delivery_p99_ms: figure(whole.p99),
    chat_delivery_p99_ms_first_10s: figure(first.p99),
    chat_delivery_p99_ms_after_10s: figure(after.p99),
    chat_delivery_max_ms: figure(whole.max),
    chat_sends_per_s: figure(apiRun.result.receiptsInWindow / durationS),
    chat_kept_up: figure(apiRun.result.receiptsInWindow / Math.max(bareRun.result.receiptsInWindow, 1), 2),
    chat_errors: errorCount(apiRun.result),
    bare_delivery_p99_ms: figure(bareWhole.p99),
  };
  for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value ?? 'lost'}`);
  const aim = 50;
  console.log(
    `\naim (p99 ≤ ${aim} ms over the whole window): ${whole.p99 <= aim ? 'reached' : 'not reached'} ` +
      `(${ms(whole.p99)} ms on ${apiRun.target.driver})`,
  );
  return figures;
}

/** Raises the rate step by step on one target until a step fails; the last delivered rate that held. */
async function capacityOf(target: Target, clients: number, stepS: number): Promise<number | null> {
  const ceiling = Math.floor((clients * CHAT_SENDS_PER_MINUTE) / 60);
  const load = await connectLoad(target);
  const rows: string[][] = [];
  let held: number | null = null;
  try {
    const rates = CAPACITY_LADDER.filter((rate) => rate <= ceiling);
    for (const [index, rate] of rates.entries()) {
      const result = await load.run(rate, stepS);
      const latency = summarize(result.sends);
      const delivered = result.receiptsInWindow / stepS;
      const holds = latency.lost === 0 && latency.p99 <= CAPACITY_P99_MS;
      rows.push([
        String(rate),
        delivered.toFixed(1),
        ms(latency.p50),
        ms(latency.p99),
        errorText(result),
        `${(result.generatorCpu * 100).toFixed(0)}%`,
        holds ? 'holds' : 'fails',
      ]);
      console.log(
        `  ${target.label}: ${rate}/s offered, p99 ${ms(latency.p99)} ms: ${holds ? 'holds' : 'fails'}`,
      );
      if (!holds) break;
      held = delivered;
      if (index === rates.length - 1) {
        console.log('  (the next step would pass the per-member send limit: raise --clients to go further)');
      }
    }
  } finally {
    load.close();
  }
  console.log(
    `\n${target.label} (${target.driver})\n${textTable(
      ['offered/s', 'delivered/s', 'p50 ms', 'p99 ms', 'errors', 'generator CPU', 'step'],
      rows,
    )}\n`,
  );
  return held;
}

async function capacityRun(clients: number, stepS: number): Promise<Record<string, Figure>> {
  const figures: Record<string, Figure> = {};
  const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  for (const instances of shared ? [1, 2] : [1]) {
    const children: Child<ChatServerReady>[] = [];
    try {
      console.log(`API on ${instances} instance(s): creating ${clients} members, connecting the clients...`);
      const target = await startApi(clients, instances, children);
      const held = await capacityOf(target, clients, stepS);
      figures[`chat_capacity_sends_per_s_${instances}_instance${instances > 1 ? 's' : ''}`] =
        held === null ? null : figure(held);
    } finally {
      for (const { child } of children) await stopChild(child);
    }
  }
  if (!shared) console.log('two instances need PostgreSQL and Redis (DATABASE_URL, REDIS_URL): not measured');
  for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value ?? 'none held'}`);
  return figures;
}

async function main(): Promise<void> {
  const clients = positive(values.clients, 'clients');
  const rate = positive(values.rate, 'rate');
  const durationS = positive(values.duration, 'duration');
  const stepS = positive(values['step-duration'], 'step-duration');
  const capacity = values.capacity === true;
  const instances = positive(values.instances, 'instances');
  if (instances > 1 && !(process.env.DATABASE_URL && process.env.REDIS_URL)) {
    throw new Error('--instances above 1 needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL)');
  }
  if (clients < 2 || clients % 2 !== 0)
    throw new Error('--clients must be an even number of at least 2 (pairs)');
  const perMemberPerMinute = (rate / clients) * 60;
  if (!capacity && perMemberPerMinute > CHAT_SENDS_PER_MINUTE) {
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
  const plannedS = capacity ? 2 * CAPACITY_LADDER.length * (stepS + 10) : 2 * durationS;
  const watchdog = setTimeout(
    () => {
      console.error('bench:chat: the run took far too long; stopping');
      process.exit(1);
    },
    (2 * plannedS + 300) * 1000,
  );
  watchdog.unref();

  const database = process.env.DATABASE_URL ? 'PostgreSQL (scratch database)' : 'PGlite (temp dir)';
  const redis = process.env.REDIS_URL ? ' + Redis' : '';
  const options = capacity
    ? { mode: 'capacity', clients, step_s: stepS, database: database.split(' ')[0], redis: Boolean(redis) }
    : {
        clients,
        rate,
        duration_s: durationS,
        ...(instances > 1 ? { instances } : {}),
        database: database.split(' ')[0],
        redis: Boolean(redis),
      };
  const history = startBenchRun('chat', { options });
  try {
    if (capacity) {
      console.log(
        `bench:chat --capacity — ${clients} clients in ${clients / 2} pairs, ${CAPACITY_LADDER.join(', ')} ` +
          `sends/s for ${stepS} s each until p99 passes ${CAPACITY_P99_MS} ms; API on ${database}${redis}\n`,
      );
      history.record(await capacityRun(clients, stepS));
    } else {
      console.log(
        `bench:chat — ${clients} clients in ${clients / 2} pairs, ${rate} sends/s for ${durationS} s per server ` +
          `(no warm-up left out; the first ${FIRST_S} s also on their own row); API on ${database}${redis}\n`,
      );
      history.record(await steadyRun(clients, rate, durationS, instances));
    }
  } finally {
    clearTimeout(watchdog);
  }
}

if (values.serve === 'app') {
  serveChatApp(
    values.join === undefined
      ? { members: positive(values.clients, 'clients') }
      : { members: 0, joinDatabaseUrl: values.join },
  ).catch(failChild);
} else if (values.serve === 'bare') {
  serveBareRelay(positive(values.clients, 'clients'));
} else {
  main().catch((error: unknown) => {
    console.error(`bench:chat failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
