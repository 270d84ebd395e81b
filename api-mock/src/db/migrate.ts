import { readFileSync } from 'node:fs';
import path from 'node:path';
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
    migrationsSchema: migrationsSchemaOf(handle),
  });
}

/** Where drizzle keeps its record of applied migrations for this connection. */
export function migrationsSchemaOf(handle: Pick<DbHandle, 'schema'>): string {
  return handle.schema === 'public' ? 'drizzle' : handle.schema;
}

/**
 * The `when` of the newest migration in the journal: drizzle stores it as `created_at` of the row it writes
 * when it applies that migration, so the database is up to date when its newest row is at least this.
 */
export function newestJournalMigration(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}
