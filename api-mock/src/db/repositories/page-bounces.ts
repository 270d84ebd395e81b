/**
 * All SQL about page bounces (SPEC section 2, query parameter lb): one row per page hidden with lb on, and
 * the counts the site's operators read, per lb value and path, of one site only.
 */
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { pageBounces } from '../schema.js';

export type NewPageBounce = Omit<typeof pageBounces.$inferInsert, 'id'>;

export interface PageBounceCount {
  lb: string;
  path: string;
  count: number;
}

export interface PageBounceRepository {
  insert(bounce: NewPageBounce): Promise<void>;
  /** The site's bounces recorded in [from, to), counted per lb and path, the most frequent first. */
  countsOfSite(siteId: number, from: Date, to: Date, limit: number): Promise<PageBounceCount[]>;
}

export function createPageBounceRepository(db: AppDatabase): PageBounceRepository {
  return {
    async insert(bounce) {
      await db.insert(pageBounces).values(bounce);
    },

    async countsOfSite(siteId, from, to, limit) {
      const bounces = count();
      return db
        .select({ lb: pageBounces.lb, path: pageBounces.path, count: bounces })
        .from(pageBounces)
        .where(
          and(
            eq(pageBounces.siteId, siteId),
            gte(pageBounces.createdAt, from),
            lt(pageBounces.createdAt, to),
          ),
        )
        .groupBy(pageBounces.lb, pageBounces.path)
        .orderBy(desc(bounces), pageBounces.lb, pageBounces.path)
        .limit(limit);
    },
  };
}
