import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';

export interface HealthRepository {
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
}

export function createHealthRepository(db: AppDatabase): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
