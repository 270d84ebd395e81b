import type { AppDatabase } from '../client.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.js';
import { createHealthRepository, type HealthRepository } from './health.js';
import { createSiteRepository, type SiteRepository } from './sites.js';

export type { CatalogRepository, HealthRepository, SiteRepository };
export type { SiteRecord, StoredSiteSettings } from './sites.js';

export interface Repositories {
  sites: SiteRepository;
  catalog: CatalogRepository;
  health: HealthRepository;
}

export function createRepositories(db: AppDatabase): Repositories {
  return {
    sites: createSiteRepository(db),
    catalog: createCatalogRepository(db),
    health: createHealthRepository(db),
  };
}
