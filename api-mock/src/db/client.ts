/**
 * The database connection: embedded PGlite (persisted in a data folder, or in memory) by default,
 * PostgreSQL through node-postgres when a connection string is given. Both speak the same dialect,
 * so one drizzle schema, one set of migrations and one set of repositories serve both.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serviceBusy } from '../lib/http-error.js';
import * as schema from './schema.js';

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DbHandle {
  readonly db: AppDatabase;
  readonly driver: DatabaseDriver;
  /** Schema the tables live in (the connection's search_path): 'public' unless isolated for a test. */
  readonly schema: string;
  /** Applies pending migrations with drizzle's migrator for this driver, one process at a time. */
  runMigrations(config: MigrationConfig): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's figures now (for the metrics); null without a pool (PGlite's one connection). */
  poolStats(): PoolStats | null;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DbOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data folder; without it the database lives in memory only. */
  pgliteDir?: string | null;
  /** PostgreSQL only: put every table in this schema (search_path), e.g. a per-test-file schema. */
  schema?: string;
  /** PostgreSQL only: the connection pool (defaults: POOL_DEFAULTS). */
  pool?: Partial<PoolLimits>;
}

export interface PoolLimits {
  /** Connections at most (AppConfig.dbPoolMax: DB_POOL_MAX, default 2 x cores + 1). */
  max: number;
  /** An unused connection is closed after this long, so a quiet instance holds few of the server's slots. */
  idleTimeoutMillis: number;
  /**
   * How long a query waits for a connection (to be opened, or to come free in a busy pool) before it is
   * answered 503 service_busy rather than left waiting.
   */
  connectionTimeoutMillis: number;
}

export const POOL_DEFAULTS: PoolLimits = {
  max: 10,
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 5_000,
};

/** What node-postgres's pool says when no connection came free in time. */
const POOL_WAIT_TIMEOUT = /timeout exceeded when trying to connect/i;

/** A pool whose "no connection in time" is the API's 503 service_busy (Retry-After 1 s), not a fault. */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw error instanceof Error ? busyWhenTimedOut(error) : error;
      });
    }
    // node-postgres's pool.query() takes this path.
    super.connect((error, client, done) => callback(error ? busyWhenTimedOut(error) : error, client, done));
  }
}

function busyWhenTimedOut(error: Error): Error {
  if (!POOL_WAIT_TIMEOUT.test(error.message)) return error;
  return serviceBusy(1);
}

/** Any stable 64-bit number: the advisory lock that serialises migrations across API instances. */
const MIGRATION_LOCK_KEY = 724_311_502_117;

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.schema, { ...POOL_DEFAULTS, ...options.pool })
    : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | null | undefined): Promise<DbHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as AppDatabase,
    driver: 'pglite',
    schema: 'public',
    // PGlite is single-connection and owned by this process: no lock needed.
    runMigrations: (config) => migratePglite(db, config),
    close: () => client.close(),
    poolStats: () => null,
  };
}

async function connectPostgres(
  connectionString: string,
  schemaName: string | undefined,
  limits: PoolLimits,
): Promise<DbHandle> {
  schemaName ??= 'public';
  if (!IDENTIFIER.test(schemaName)) throw new Error(`Invalid schema name "${schemaName}"`);
  const pool = new Pool({
    connectionString,
    ...limits,
    // Every pooled connection sees the same schema, so unqualified table names resolve there.
    options: schemaName === 'public' ? undefined : `-c search_path=${schemaName}`,
  });
  // A broken idle connection must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as AppDatabase,
    driver: 'postgres',
    schema: schemaName,
    async runMigrations(config) {
      // Several API instances may start at once against one database: the first migrates, the
      // others wait on the lock and then find nothing left to do.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client: connection, schema }), config);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
