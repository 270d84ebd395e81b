/**
 * Real databases for tests. Without DATABASE_URL: a fresh PGlite database in a temp dir per call. With DATABASE_URL
 * (PostgreSQL): a fresh schema `test_<random>` per call, used through the connection's search_path and
 * dropped by close(), so concurrent runs and test files never see each other's data.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { API_MOCK_ROOT, MIGRATIONS_FOLDER } from '../config.js';
import type { PoolLimits } from '../db/client.js';
import { createDb, migrate, seed, type DbHandle } from '../db/index.js';

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
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Seed the demo data (default true; needs migrate). */
  seed?: boolean;
  /** PostgreSQL only: connection pool limits other than the defaults. */
  pool?: Partial<PoolLimits>;
}

export const testDatabaseUrl = (): string | null => process.env.DATABASE_URL || null;

/**
 * drizzle-kit qualifies foreign-key targets with "public"; inside an isolated schema they must point at the
 * schema's own tables. The committed migrations stay untouched: this copy exists only for the test run.
 */
async function migrationsForSchema(
  schema: string,
): Promise<{ folder: string; cleanup: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'api-mock-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.sql')) continue;
    const sql = await readFile(path.join(folder, file), 'utf8');
    await writeFile(path.join(folder, file), sql.replaceAll('"public".', `"${schema}".`));
  }
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

function pgliteVersion(): string {
  for (let dir = API_MOCK_ROOT; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/**
 * An empty, initialised PGlite cluster, made once per PGlite version and machine: initdb costs seconds,
 * copying the result costs milliseconds. Each test still gets its own copy, migrated and seeded by the test.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `api-mock-pglite-template-${pgliteVersion()}`);
  const marker = path.join(dir, '.complete');
  if (existsSync(marker)) return dir;
  const staging = `${dir}.${randomBytes(4).toString('hex')}`;
  const client = new PGlite(staging);
  await client.waitReady;
  await client.close();
  await writeFile(path.join(staging, '.complete'), '');
  // Another run may have finished first: its template is as good as ours.
  await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  return dir;
}

/** A PGlite database of its own in a temp dir (a copy of the template), removed by close(). */
async function createPgliteTestDb(): Promise<TestDb> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-pglite-'));
  await cp(await pgliteTemplate(), dir, { recursive: true });
  let handle = await createDb({ pgliteDir: dir });
  return {
    get handle() {
      return handle;
    },
    async restart() {
      await handle.close();
      handle = await createDb({ pgliteDir: dir });
      return handle;
    },
    connectAnother() {
      return Promise.reject(new Error('a PGlite data folder belongs to one process: no second connection'));
    },
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const { migrate: runMigrations = true, seed: runSeed = true } = options;
  const databaseUrl = testDatabaseUrl();
  if (!databaseUrl) {
    const local = await createPgliteTestDb();
    if (runMigrations) await migrate(local.handle);
    if (runMigrations && runSeed) await seed(local.handle.db);
    return local;
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create schema "${schema}"`);
  let handle = await createDb({ databaseUrl, schema, pool: options.pool });
  const migrations = await migrationsForSchema(schema);
  try {
    if (runMigrations) await migrate(handle, { migrationsFolder: migrations.folder });
    if (runMigrations && runSeed) await seed(handle.db);
  } catch (error) {
    await handle.close();
    await migrations.cleanup();
    await adminQuery(databaseUrl, `drop schema "${schema}" cascade`);
    throw error;
  }
  return {
    get handle() {
      return handle;
    },
    async restart() {
      await handle.close();
      handle = await createDb({ databaseUrl, schema, pool: options.pool });
      return handle;
    },
    connectAnother: () => createDb({ databaseUrl, schema, pool: options.pool }),
    async close() {
      await handle.close();
      await migrations.cleanup();
      await adminQuery(databaseUrl, `drop schema "${schema}" cascade`);
    },
  };
}

/** Applies the migrations again to a test database (from its schema-local copy on PostgreSQL). */
export async function migrateTestDb(handle: DbHandle): Promise<void> {
  if (handle.schema === 'public') return migrate(handle);
  const migrations = await migrationsForSchema(handle.schema);
  try {
    await migrate(handle, { migrationsFolder: migrations.folder });
  } finally {
    await migrations.cleanup();
  }
}
