/**
 * Real databases for tests, one of its own per call: a PGlite data folder in a temp dir without DATABASE_URL,
 * a database `test_<random>` on that PostgreSQL server with it. Either is a copy of a template that was
 * migrated and seeded once (see pglite-test-db.ts, postgres-test-db.ts), so concurrent test files and runs
 * never see each other's data and none pays for the migrations and seed again.
 */
import type { PoolLimits } from '../db/client.js';
import { migrate, type DbHandle } from '../db/index.js';
import { createPgliteTestDb } from './pglite-test-db.js';
import { createPostgresTestDb } from './postgres-test-db.js';

export { pgliteTemplate } from './pglite-test-db.js';

export interface TestDb {
  /** The open connection (a new one after restart()). */
  readonly handle: DbHandle;
  /** Closes the connection and opens a new one on the same data, as a restarted process would. */
  restart(): Promise<DbHandle>;
  /** PostgreSQL only: one more connection pool on the same data (another API instance); the caller closes it. */
  connectAnother(): Promise<DbHandle>;
  close(): Promise<void>;
}

export interface TestDbOptions {
  /** Apply the migrations (default true); without them the database is empty, as before a first start. */
  migrate?: boolean;
  /** Seed the demo data (default true; needs migrate). */
  seed?: boolean;
  /** PostgreSQL only: connection pool limits other than the defaults. */
  pool?: Partial<PoolLimits>;
}

export const testDatabaseUrl = (): string | null => process.env.DATABASE_URL || null;

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const { migrate: runMigrations = true, seed: runSeed = true } = options;
  const wanted = { migrate: runMigrations, seed: runMigrations && runSeed };
  const databaseUrl = testDatabaseUrl();
  return databaseUrl
    ? createPostgresTestDb(databaseUrl, { ...wanted, pool: options.pool })
    : createPgliteTestDb(wanted);
}

/** Applies the migrations again to a test database (a whole database of its own: its public schema). */
export function migrateTestDb(handle: DbHandle): Promise<void> {
  return migrate(handle);
}
