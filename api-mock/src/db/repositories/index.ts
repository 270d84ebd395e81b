import type { AppDatabase } from '../client.js';
import { createAuthRepository, type AuthRepository } from './auth.js';
import { createBlockRepository, type BlockRepository } from './blocks.js';
import { createDiscoveryRepository, type DiscoveryRepository } from './discovery.js';
import { createLikeRepository, type LikeRepository } from './likes.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.js';
import { createHealthRepository, type HealthRepository } from './health.js';
import { createMemberRepository, type MemberRepository } from './members.js';
import { createOutboxRepository, type OutboxRepository } from './outbox.js';
import { createPhotoRepository, type PhotoRepository } from './photos.js';
import { SessionCache } from './session-cache.js';
import { createSiteRepository, type SiteRepository } from './sites.js';

export type {
  AuthRepository,
  BlockRepository,
  CatalogRepository,
  DiscoveryRepository,
  LikeRepository,
  HealthRepository,
  MemberRepository,
  OutboxRepository,
  PhotoRepository,
  SiteRepository,
};
export type { MemberRecord, MemberProfileChanges } from './members.js';
export type { OutboxRecord } from './outbox.js';
export type { CardRow, SearchFilter, Viewer } from './discovery.js';
export type { BlockRelation } from './blocks.js';
export type { PhotoFileAccess } from './photos.js';
export type { PhotoRecord } from './photos.js';
export type { SiteRecord, StoredSiteSettings } from './sites.js';

export interface Repositories {
  sites: SiteRepository;
  catalog: CatalogRepository;
  health: HealthRepository;
  members: MemberRepository;
  auth: AuthRepository;
  outbox: OutboxRepository;
  photos: PhotoRepository;
  discovery: DiscoveryRepository;
  likes: LikeRepository;
  blocks: BlockRepository;
}

export function createRepositories(db: AppDatabase): Repositories {
  // Shared by the repositories that write what a cached session lookup returns.
  const sessionCache = new SessionCache();
  return {
    sites: createSiteRepository(db),
    catalog: createCatalogRepository(db),
    health: createHealthRepository(db),
    members: createMemberRepository(db, sessionCache),
    auth: createAuthRepository(db, sessionCache),
    outbox: createOutboxRepository(db),
    photos: createPhotoRepository(db, sessionCache),
    discovery: createDiscoveryRepository(db),
    likes: createLikeRepository(db),
    blocks: createBlockRepository(db),
  };
}
