import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createDb, type DbHandle } from './client.js';
import { migrate } from './migrate.js';
import { seed, type SeedResult } from './seed/index.js';

/**
 * The database as the app runs on it: PostgreSQL when DATABASE_URL is set (a pool of DB_POOL_MAX
 * connections), else PGlite persisted in `<DATA_DIR>/pglite`; migrated to the current schema and seeded with
 * what is missing.
 */
export async function openAppDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'dbPoolMax'>>,
): Promise<{ handle: DbHandle; seeded: SeedResult }> {
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDataDir(config),
    pool: config.dbPoolMax === undefined ? undefined : { max: config.dbPoolMax },
  });
  try {
    await migrate(handle);
    return { handle, seeded: await seed(handle.db) };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

export const pgliteDataDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'pglite');
