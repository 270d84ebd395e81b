/**
 * The servers bench:chat drives, each run in a child process of the bench's script:
 * - the real API (`serveChatApp`): PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set (a scratch
 *   database on that server, dropped when the first instance stops), else PGlite in a temp dir. The first
 *   instance makes the bench members; a second instance joins the first one's scratch database and Redis,
 *   as a second server of one deployment does;
 * - the bare relay (`serveBareRelay`): node:http + ws, no session, no persistence, no checks, which passes
 *   each POSTed message straight to the recipient's socket.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { CHAT_SOCKET_MAX_FRAME_BYTES } from 'contract';
import type { BenchMember } from './members.js';
import { scratchPostgres } from './scratch-database.js';

export const CHAT_BENCH_HOST = 'flirtmoment.test';
/** Credits each bench member gets: far more than a run's messages cost. */
const BENCH_CREDITS = 100_000;

export interface ChatServerReady {
  port: number;
  members: BenchMember[];
  driver: string;
  /** The scratch database a second instance joins (null on PGlite, which one process owns). */
  databaseUrl: string | null;
}

export interface ChatAppOptions {
  /** Members to make (the first instance); 0 for an instance that joins `joinDatabaseUrl`. */
  members: number;
  /** The first instance's scratch database, for a second instance. */
  joinDatabaseUrl?: string;
}

export async function serveChatApp({ members: count, joinDatabaseUrl }: ChatAppOptions): Promise<void> {
  // Loaded here only: the load generator and the bare relay do not carry the app.
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { createRepositories, openAppDatabase } = await import('../db/index.js');
  const { createBenchMembers } = await import('./members.js');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-chat-'));
  const scratch =
    joinDatabaseUrl === undefined && process.env.DATABASE_URL
      ? await scratchPostgres(process.env.DATABASE_URL, 'bench_chat')
      : null;
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmp, 'data'),
      REDIS_URL: process.env.REDIS_URL,
    }),
    databaseUrl: joinDatabaseUrl ?? scratch?.url ?? null,
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
    const site = await app.services.siteDirectory.resolve(CHAT_BENCH_HOST);
    const members = await createBenchMembers(createRepositories(handle.db), {
      siteId: site.id,
      country: site.settings.countries[0] ?? 'GB',
      count,
      parallel: handle.driver === 'pglite' ? 1 : 8,
      credits: BENCH_CREDITS,
      prefix: 'bench.chat',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send?.({
      ready: true,
      port: (app.server.address() as AddressInfo).port,
      members,
      driver: `${handle.driver}${config.redisUrl ? ' + redis' : ''}`,
      databaseUrl: handle.driver === 'pglite' ? null : config.databaseUrl,
    } satisfies { ready: true } & ChatServerReady);
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

export function serveBareRelay(count: number): void {
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
    process.send?.({
      ready: true,
      port: (server.address() as AddressInfo).port,
      members: Array.from({ length: count }, (_, index) => ({ id: index + 1, token: '' })),
      driver: 'memory',
      databaseUrl: null,
    } satisfies { ready: true } & ChatServerReady);
  });
  process.once('SIGTERM', () => {
    for (const client of wss.clients) client.terminate();
    server.close(() => process.exit(0));
  });
}
