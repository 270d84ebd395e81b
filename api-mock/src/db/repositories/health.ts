import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';

export interface HealthRepository {
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * When the newest migration applied in `migrationsSchema` was made: drizzle's `created_at`, which is the
   * journal's `when` of that migration. Null when none is applied (no migrations table yet).
   */
  latestAppliedMigration(migrationsSchema: string): Promise<number | null>;
}

/** PostgreSQL's undefined_table: the migrations table does not exist before the first migration. */
const UNDEFINED_TABLE = '42P01';

function codeOf(error: unknown): unknown {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createHealthRepository(db: AppDatabase): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },

    async latestAppliedMigration(migrationsSchema) {
      try {
        // Both drivers answer raw SQL with `rows`; the bigint comes as text so no precision is lost.
        const result = (await db.execute(
          sql`select max(created_at)::text as latest from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
        )) as unknown as { rows: { latest: string | null }[] };
        const latest = result.rows[0]?.latest;
        return latest === null || latest === undefined ? null : Number(latest);
      } catch (error) {
        if (codeOf(error) === UNDEFINED_TABLE) return null;
        throw error;
      }
    },
  };
}
