/**
 * The shared value lists (interests, regions). They change only with a deployment or an operator's edit,
 * so they are read from the database once and kept; `invalidate()` drops them after such an edit.
 */
import type { CountryRegions } from 'contract';
import type { CatalogRepository } from '../../db/repositories/index.js';

export function createCatalogService(repository: CatalogRepository) {
  let interests: Promise<string[]> | null = null;
  let regions: Promise<Map<string, CountryRegions>> | null = null;

  const loadRegions = () => {
    regions ??= repository.listRegions().then((list) => new Map(list.map((entry) => [entry.country, entry])));
    // A failed load is not kept: the next call tries again.
    regions.catch(() => (regions = null));
    return regions;
  };

  return {
    async interests(): Promise<string[]> {
      interests ??= repository.listInterests();
      interests.catch(() => (interests = null));
      return interests;
    },
    /** One country's regions, or null when the country has none on record. */
    async regionsOf(country: string): Promise<CountryRegions | null> {
      return (await loadRegions()).get(country) ?? null;
    },
    async allRegions(): Promise<CountryRegions[]> {
      return [...(await loadRegions()).values()];
    },
    invalidate(): void {
      interests = null;
      regions = null;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
