/**
 * PostgreSQL and Redis servers of a test's own, on free ports of 127.0.0.1, for tests that stop, kill and
 * restart a database or Redis (the shared servers are never touched). Each lives in a temp folder removed by
 * close(); whatever is still running when the process exits is killed then.
 *
 * PostgreSQL refuses to run as root: when this process is root, initdb and postgres run as the `postgres`
 * system user, which owns the temp folder (data and socket directory).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where Debian installs PostgreSQL's server programs, one folder per major version. */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** POSTGRES_BIN, else the newest version Debian installed. */
function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  let versions: string[] = [];
  try {
    versions = readdirSync(DEBIAN_POSTGRES).filter((name) => /^\d+$/.test(name));
  } catch {
    // No Debian PostgreSQL: the error at initdb names the folder to set.
  }
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
  return path.join(DEBIAN_POSTGRES, newest, 'bin');
}
const POSTGRES_BIN = postgresBin();
const START_TIMEOUT_MS = 30_000;

export interface PrivateServer {
  /** postgres://… or redis://… on 127.0.0.1. */
  url: string;
  port: number;
  /** Starts the server again on the same port and data (after stop or kill); resolves once it answers. */
  start(): Promise<void>;
  /** A clean shutdown (PostgreSQL: fast shutdown; Redis: SIGTERM); resolves once the process has exited. */
  stop(): Promise<void>;
  /** kill -9; resolves once the process has exited. */
  kill(): Promise<void>;
  /** Stops the server for good and removes its folder. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Children still running, killed when this process exits however it ends (a test never leaves a server). */
const running = new Set<ChildProcess>();
const folders = new Set<string>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function exited(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function signal(child: ChildProcess | null, name: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill(name);
  await done;
}

/** The uid and gid PostgreSQL runs as: the `postgres` user when this process is root, else this process. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error('running as root and no postgres user to run PostgreSQL as');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

async function waitUntil(what: string, answers: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited while starting`);
    if (await answers()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer within ${START_TIMEOUT_MS} ms`);
}

export interface PrivatePostgresOptions {
  /** The database the url names, created after initdb (default `postgres`, which always exists). */
  database?: string;
  /** Connections the server accepts (default 200: several API instances each with a pool). */
  maxConnections?: number;
}

/**
 * A PostgreSQL 15 server in a temp folder: trust authentication for `postgres`, durability off (fsync,
 * synchronous commit: a test's data need not survive a machine crash, only a server stop or kill).
 */
export async function startPrivatePostgres(options: PrivatePostgresOptions = {}): Promise<PrivateServer> {
  const database = options.database ?? 'postgres';
  const owner = postgresUser();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  folders.add(folder);
  const dataDir = path.join(folder, 'data');
  const socketDir = folder;
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const asOwner = { ...(owner ?? {}), cwd: folder, env: { ...process.env, LC_ALL: 'C' } };
  const port = await freePort();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;

  const answers = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    // After a kill -9 the old backends leave within a moment; until then the postmaster refuses to start
    // on their shared memory, so a start is tried again for a while.
    const until = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      let output = '';
      const started = track(
        spawn(
          path.join(POSTGRES_BIN, 'postgres'),
          [
            '-D',
            dataDir,
            '-p',
            String(port),
            '-k',
            socketDir,
            '-c',
            'listen_addresses=127.0.0.1',
            '-c',
            `max_connections=${options.maxConnections ?? 200}`,
            '-c',
            'fsync=off',
            '-c',
            'synchronous_commit=off',
            '-c',
            'full_page_writes=off',
          ],
          { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
        ),
      );
      started.stderr?.on('data', (chunk: Buffer) => {
        if (output.length < 8_000) output += chunk.toString('utf8');
      });
      child = started;
      try {
        await waitUntil('postgres', answers, started);
        return;
      } catch (error) {
        await signal(started, 'SIGKILL');
        if (Date.now() > until) throw new Error(`${(error as Error).message}: ${output.trim()}`);
        await sleep(300);
      }
    }
  };

  const server: PrivateServer = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    start,
    // SIGINT is PostgreSQL's fast shutdown: open transactions roll back, clients are disconnected.
    stop: () => signal(child, 'SIGINT'),
    kill: async () => {
      await signal(child, 'SIGKILL');
      await backendsGone(folder);
    },
    async close() {
      await signal(child, 'SIGINT');
      rmSync(folder, { recursive: true, force: true });
      folders.delete(folder);
    },
  };

  try {
    await run(
      path.join(POSTGRES_BIN, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      asOwner,
    );
    await start();
    if (database !== 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${database.replace(/"/g, '""')}"`);
      } finally {
        await admin.end();
      }
    }
    return server;
  } catch (error) {
    await server.close();
    throw error;
  }
}

/**
 * After the postmaster is killed its backends notice and exit on their own; waits (a while at most) until
 * no process runs with the data folder as working directory, so "killed" means the whole server is gone.
 */
async function backendsGone(folder: string): Promise<void> {
  const until = Date.now() + 10_000;
  const dataDir = path.join(folder, 'data');
  while (Date.now() < until) {
    if (!processesIn(dataDir)) return;
    await sleep(100);
  }
}

function processesIn(dir: string): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return false; // no /proc: nothing to wait on
  }
  return pids.some((pid) => {
    try {
      // Postgres backends run with the data directory as their working directory.
      return readlinkSync(`/proc/${pid}/cwd`) === dir;
    } catch {
      return false;
    }
  });
}

/** A Redis server with no persistence (a restart after a kill starts empty, as a lost cache does). */
export async function startPrivateRedis(): Promise<PrivateServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'private-redis-'));
  folders.add(folder);
  const port = await freePort();
  let child: ChildProcess | null = null;

  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1_000, () => done(false));
      socket.once('error', () => done(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data: Buffer) => done(data.toString('utf8').startsWith('+PONG')));
    });

  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    const started = track(
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          folder,
          '--logfile',
          '',
        ],
        { cwd: folder, stdio: 'ignore' },
      ),
    );
    child = started;
    await waitUntil('redis-server', answers, started);
  };

  const server: PrivateServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
    async close() {
      await signal(child, 'SIGTERM');
      rmSync(folder, { recursive: true, force: true });
      folders.delete(folder);
    },
  };
  try {
    await start();
    return server;
  } catch (error) {
    await server.close();
    throw error;
  }
}
