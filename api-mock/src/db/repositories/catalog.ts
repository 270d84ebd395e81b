/** All SQL about the shared value lists: interests and regions. */
import { asc, eq } from 'drizzle-orm';
import type { CountryRegions } from 'contract';
import type { AppDatabase } from '../client.js';
import { interests, regions } from '../schema.js';

export interface CatalogRepository {
  listInterests(): Promise<string[]>;
  /** Regions of one country, or of every country, each country's regions in display order. */
  listRegions(country?: string): Promise<CountryRegions[]>;
}

export function createCatalogRepository(db: AppDatabase): CatalogRepository {
  return {
    async listInterests() {
      const rows = await db.select({ slug: interests.slug }).from(interests).orderBy(asc(interests.position));
      return rows.map((row) => row.slug);
    },
    async listRegions(country) {
      const rows = await db
        .select({ country: regions.country, kind: regions.kind, name: regions.name })
        .from(regions)
        .where(country === undefined ? undefined : eq(regions.country, country))
        .orderBy(asc(regions.country), asc(regions.position));
      const byCountry = new Map<string, CountryRegions>();
      for (const row of rows) {
        const entry = byCountry.get(row.country) ?? { country: row.country, label: row.kind, regions: [] };
        entry.regions.push(row.name);
        byCountry.set(row.country, entry);
      }
      return [...byCountry.values()];
    },
  };
}
