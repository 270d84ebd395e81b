/**
 * A deployment on this machine as deploy/ describes it: N API instances (the built server,
 * api-mock/dist/bin/start.js) on one PostgreSQL and one Redis, behind HAProxy with deploy/haproxy/haproxy.cfg,
 * everything on free ports of 127.0.0.1. Instances can be killed and restarted; stop() ends every child, and
 * whatever still runs when this process exits is killed then (a failed run leaves no process behind).
 * Used by the fault tests (run.ts) and the browser journeys that need several instances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MOCK_ROOT } from '../config.js';
import { freePort } from '../testing/private-servers.js';

const REPOSITORY_ROOT = path.resolve(API_MOCK_ROOT, '..');
/** The server of the same build as this file (dist/bin/start.js next to dist/faults/). */
const START_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'start.js');
export const HAPROXY_CONFIG = path.join(REPOSITORY_ROOT, 'deploy', 'haproxy', 'haproxy.cfg');
const HAPROXY_BIN = process.env.HAPROXY_BIN ?? 'haproxy';
const READINESS_PATH = '/api/health/ready';
const START_TIMEOUT_MS = 60_000;
/** A stop that takes longer than this ends with SIGKILL. */
const STOP_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  /** More environment for every instance (it wins over the defaults below). */
  env?: Record<string, string>;
}

export interface ClusterInstance {
  /** HAProxy's name for it (api1, api2, ...). */
  name: string;
  port: number;
  /** http://127.0.0.1:<port>: the instance itself, bypassing the load balancer. */
  origin: string;
}

export interface Cluster {
  /** The load balancer's origin. */
  origin: string;
  instances: ClusterInstance[];
  /** The health check HAProxy uses (the readiness endpoint). */
  healthPath: string;
  /** Sends `signal` (default SIGKILL: a crash) to instance i and waits until it has exited. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts instance i again on its port; resolves once it answers and HAProxy has taken it back. */
  restart(i: number): Promise<void>;
  /** Resolves once HAProxy sees instance i as `state` (UP or DOWN). */
  waitForState(i: number, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** The last lines instance i logged (for a failure's report). */
  logTail(i: number, lines?: number): string;
  /** Stops everything and removes the run's folder. */
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function alive(child: ChildProcess | null): child is ChildProcess {
  return child !== null && child.exitCode === null && child.signalCode === null;
}

async function endChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!alive(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function answers(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

async function waitForHealth(origin: string, child: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (!alive(child)) throw new Error(`API instance exited while starting:\n${tail(logFile, 30)}`);
    if ((await answers(`${origin}${READINESS_PATH}`)) === 200) return;
    await sleep(100);
  }
  throw new Error(
    `API instance ${origin} did not answer within ${START_TIMEOUT_MS} ms:\n${tail(logFile, 30)}`,
  );
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** One command on HAProxy's admin socket; answers its output. */
function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let output = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('haproxy admin socket timed out')));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    socket.on('end', () => resolve(output));
    socket.on('error', reject);
  });
}

/** Server states of the `api` backend, by server name ("UP", "DOWN", "UP 1/2", ...). */
async function backendStates(socketPath: string): Promise<Map<string, string>> {
  const csv = await adminCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const states = new Map<string, string>();
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[at('pxname')] === 'api' && !['BACKEND', 'FRONTEND'].includes(fields[at('svname')] ?? '')) {
      states.set(fields[at('svname')]!, fields[at('status')] ?? '');
    }
  }
  return states;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'api-cluster-'));
  const lbPort = await freePort();
  const origin = `http://127.0.0.1:${lbPort}`;
  const statsSocket = path.join(folder, 'haproxy.sock');
  const instances: ClusterInstance[] = [];
  for (let i = 0; i < options.instances; i += 1) {
    const port = await freePort();
    instances.push({ name: `api${i + 1}`, port, origin: `http://127.0.0.1:${port}` });
  }
  const processes: (ChildProcess | null)[] = instances.map(() => null);
  const logs: WriteStream[] = [];
  const logFile = (i: number) => path.join(folder, `${instances[i]!.name}.log`);
  let haproxy: ChildProcess | null = null;
  const healthPath = READINESS_PATH;

  /** What deploy/env/api.env.example sets, for this machine. */
  const environment = (i: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(instances[i]!.port),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // One folder for all: uploads and attachments are files every instance serves.
    DATA_DIR: path.join(folder, 'data'),
    // No built site to serve: the API only (the site's files would come from SITE_ROOT's builds).
    SITE_ROOT: path.join(folder, 'site'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // The secrets every instance shares (test values; a deployment sets its own, see deploy/env).
    SANDBOX_WEBHOOK_SECRET: 'fault-tests-sandbox-webhook-secret-0123456789',
    MAIL_LINK_SECRET: 'fault-tests-mail-link-secret-0123456789abcdef',
    // The provider's webhooks come through the load balancer, as a real provider's would.
    PAYMENT_WEBHOOK_URL: `${origin}/api/payment-webhook.php`,
    DEMO_MEMBERS: '0',
    DB_POOL_MAX: '8',
    API_INSTANCES: String(instances.length),
    ...options.env,
  });

  const startInstance = async (i: number) => {
    const log = createWriteStream(logFile(i), { flags: 'a' });
    logs[i] = log;
    const child = spawn(process.execPath, [START_SCRIPT], {
      env: environment(i),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    processes[i] = child;
    await waitForHealth(instances[i]!.origin, child, logFile(i));
  };

  const waitForState = async (i: number, state: 'UP' | 'DOWN', timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    const name = instances[i]!.name;
    let seen = '';
    while (Date.now() < until) {
      if (!alive(haproxy)) throw new Error(`haproxy exited:\n${tail(path.join(folder, 'haproxy.log'), 20)}`);
      seen = (await backendStates(statsSocket).catch(() => new Map<string, string>())).get(name) ?? '';
      // "UP 1/2" is still down (rising); "DOWN 1/2" still up (falling).
      if (state === 'UP' ? seen === 'UP' : seen.startsWith('DOWN') && !seen.includes('/')) return;
      await sleep(100);
    }
    throw new Error(`haproxy did not see ${name} ${state} within ${timeoutMs} ms (last: ${seen || 'none'})`);
  };

  const stop = async () => {
    await Promise.all(processes.map((child) => endChild(child, 'SIGTERM')));
    await endChild(haproxy, 'SIGTERM');
    for (const log of logs) log?.end();
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    // The first instance migrates and seeds the database; the others start on it once it is ready.
    await startInstance(0);
    await Promise.all(instances.slice(1).map((_, offset) => startInstance(offset + 1)));
    const servers = Object.fromEntries(
      instances.map((instance, i) => [`API_${i + 1}`, `127.0.0.1:${instance.port}`]),
    );
    const started = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH,
        HAPROXY_BIND: `127.0.0.1:${lbPort}`,
        HAPROXY_STATS_SOCKET: statsSocket,
        API_HEALTH_PATH: healthPath,
        ...servers,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(started);
    started.once('exit', () => children.delete(started));
    const haproxyLog = createWriteStream(path.join(folder, 'haproxy.log'));
    logs.push(haproxyLog);
    started.stdout.pipe(haproxyLog, { end: false });
    started.stderr.pipe(haproxyLog, { end: false });
    haproxy = started;
    for (let i = 0; i < instances.length; i += 1) await waitForState(i, 'UP');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    instances,
    healthPath,
    kill: (i, signal = 'SIGKILL') => endChild(processes[i] ?? null, signal),
    async restart(i) {
      if (alive(processes[i] ?? null)) throw new Error(`instance ${instances[i]!.name} is running`);
      await startInstance(i);
      await waitForState(i, 'UP');
    },
    waitForState,
    logTail: (i, lines = 40) => tail(logFile(i), lines),
    stop,
  };
}
