/**
 * PostgreSQL test databases: each test gets a database `test_<random>` of its own on the server of
 * DATABASE_URL, dropped by close(). A seeded one is cloned from a template database (`CREATE DATABASE …
 * TEMPLATE`), migrated and seeded once per template key; cloning takes a fraction of a second.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PoolLimits } from '../db/client.js';
import { createDb, migrate, seed, type DbHandle } from '../db/index.js';
import { templateKey } from './template-key.js';
import type { TestDb } from './test-db.js';

const TEMPLATE_PREFIX = 'api_mock_template_';

/**
 * Any stable 64-bit number, taken on the admin connection: shared while a database is cloned from a
 * template, exclusive while a template is built or an old one dropped, so no clone ever sees either.
 */
const TEMPLATE_LOCK_KEY = 724_311_502_118;

/** DATABASE_URL with another database name (user, host and options stay). */
function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection to DATABASE_URL's own database, from which databases are created and dropped. */
async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function isTemplate(admin: pg.Client, name: string): Promise<boolean> {
  const result = await admin.query<{ ready: boolean }>(
    'select datistemplate as ready from pg_database where datname = $1',
    [name],
  );
  return result.rows[0]?.ready === true;
}

/**
 * Builds the template `name` unless another worker did meanwhile. IS_TEMPLATE, set last, marks it complete:
 * a database of that name without it is what a builder left when it died, and is built again.
 */
async function buildTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await isTemplate(admin, name)) return;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template template0`);
    const handle = await createDb({ databaseUrl: urlOfDatabase(serverUrl, name), pool: { max: 1 } });
    try {
      await migrate(handle);
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${name}" is_template true`);
    await dropOtherTemplates(admin, name);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** Templates of earlier keys (older migrations or seeds); called under the exclusive lock. */
async function dropOtherTemplates(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    'select datname as name from pg_database where starts_with(datname, $1) and datname <> $2',
    [TEMPLATE_PREFIX, current],
  );
  for (const { name } of rows) {
    await admin.query(`alter database "${name}" is_template false`);
    await admin.query(`drop database "${name}" with (force)`);
  }
}

/** Creates `name` as a clone of the current template, building the template first when it is missing. */
async function cloneTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${templateKey()}`;
  // Again when a run of another key dropped the template between our build and our clone.
  for (let attempt = 0; attempt < 3; attempt++) {
    await admin.query('select pg_advisory_lock_shared($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await isTemplate(admin, template)) {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      }
    } finally {
      await admin.query('select pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK_KEY]);
    }
    await buildTemplate(admin, serverUrl, template);
  }
  throw new Error(`template database ${template} vanished while cloning it`);
}

/**
 * A database of its own: seeded (a clone of the template), or empty (from template0) when the test wants to
 * migrate (or not) itself.
 */
export async function createPostgresTestDb(
  serverUrl: string,
  options: { migrate: boolean; seed: boolean; pool?: Partial<PoolLimits> },
): Promise<TestDb> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    options.migrate && options.seed
      ? cloneTemplate(admin, serverUrl, name)
      : admin.query(`create database "${name}" template template0`).then(() => undefined),
  );
  const databaseUrl = urlOfDatabase(serverUrl, name);
  const connect = (): Promise<DbHandle> => createDb({ databaseUrl, pool: options.pool });
  const drop = () => withAdmin(serverUrl, (admin) => admin.query(`drop database "${name}" with (force)`));
  let opened: DbHandle | undefined;
  try {
    opened = await connect();
    if (options.migrate && !options.seed) await migrate(opened);
  } catch (error) {
    await opened?.close();
    await drop();
    throw error;
  }
  let handle = opened;
  return {
    get handle() {
      return handle;
    },
    async restart() {
      await handle.close();
      handle = await connect();
      return handle;
    },
    connectAnother: connect,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
