import { MIGRATIONS_FOLDER } from '../config.js';
import type { DbHandle } from './client.js';

export interface MigrateOptions {
  /** Folder of drizzle-kit's SQL migrations and meta/_journal.json; the committed ./drizzle by default. */
  migrationsFolder?: string;
}

/**
 * Brings the database schema up to date. drizzle records applied migrations in __drizzle_migrations
 * (schema "drizzle", or the isolated schema of a test), so running it again is a no-op.
 */
export async function migrate(handle: DbHandle, options: MigrateOptions = {}): Promise<void> {
  await handle.runMigrations({
    migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
    migrationsSchema: handle.schema === 'public' ? 'drizzle' : handle.schema,
  });
}
