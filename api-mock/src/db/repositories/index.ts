import type { AppDatabase } from '../client.js';
import { createAccountDeletionRepository, type AccountDeletionRepository } from './account-deletion.js';
import { createAuthRepository, type AuthRepository } from './auth.js';
import { createBlockRepository, type BlockRepository } from './blocks.js';
import { createChatRepository, type ChatRepository } from './chat.js';
import { createDataExportRepository, type DataExportRepository } from './data-exports.js';
import { createComplaintRepository, type ComplaintRepository } from './complaints.js';
import { createDiscoveryRepository, type DiscoveryRepository } from './discovery.js';
import { createDirectDebitRepository, type DirectDebitRepository } from './direct-debit.js';
import { createDiscountRepository, type DiscountRepository } from './discounts.js';
import { createLikeRepository, type LikeRepository } from './likes.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.js';
import { createHealthRepository, type HealthRepository } from './health.js';
import { createJobRepository, type JobRepository } from './jobs.js';
import { createLedgerRepository, type LedgerRepository } from './ledger.js';
import { createMemberRepository, type MemberRepository } from './members.js';
import { createNotificationRepository, type NotificationRepository } from './notifications.js';
import { createOutboxRepository, type OutboxRepository } from './outbox.js';
import { createOrderRepository, type OrderRepository } from './orders.js';
import { createStoredCardRepository, type StoredCardRepository } from './stored-cards.js';
import { createPageBounceRepository, type PageBounceRepository } from './page-bounces.js';
import { createReportRepository, type ReportRepository } from './reports.js';
import { createPhotoRepository, type PhotoRepository } from './photos.js';
import { createPushRepository, type PushRepository } from './push.js';
import { createRealtimeRepository, type RealtimeRepository } from './realtime.js';
import { SessionCache } from './session-cache.js';
import { createSmsRepository, type SmsRepository } from './sms.js';
import { createSandboxPaymentRepository, type SandboxPaymentRepository } from './sandbox-payments.js';
import { createSiteRepository, type SiteRepository } from './sites.js';

export type {
  AccountDeletionRepository,
  AuthRepository,
  BlockRepository,
  CatalogRepository,
  ChatRepository,
  DataExportRepository,
  ComplaintRepository,
  DiscoveryRepository,
  DirectDebitRepository,
  DiscountRepository,
  LikeRepository,
  HealthRepository,
  JobRepository,
  LedgerRepository,
  MemberRepository,
  NotificationRepository,
  OutboxRepository,
  OrderRepository,
  PageBounceRepository,
  ReportRepository,
  PhotoRepository,
  PushRepository,
  RealtimeRepository,
  SandboxPaymentRepository,
  SiteRepository,
  SmsRepository,
  StoredCardRepository,
};
export type { MemberRecord, MemberProfileChanges } from './members.js';
export type { OutboxRecord } from './outbox.js';
export type { NearbyMembers, StoredNotificationState, UnreadReminderCandidate } from './notifications.js';
export type { DirectDebitExposure, DirectDebitRequestRecord, NewDirectDebitRequest } from './direct-debit.js';
export type { SmsRecord } from './sms.js';
export type { DataExportRecord, MemberDataRows } from './data-exports.js';
export type { ComplaintListRow, ComplaintRecord, ComplaintTarget, NewComplaint } from './complaints.js';
export type { NewReport, ReportDecision, ReportRecord, ReportRow } from './reports.js';
export type { DiscountCodeRecord, NewRedemption } from './discounts.js';
export type { SandboxCardRecord, SandboxPaymentRecord, SandboxPaymentStatus } from './sandbox-payments.js';
export type { NewOrder, OrderOutcome, OrderRecord, PackageRecord, SettlementDetails } from './orders.js';
export type { JobRecord, NewJob } from './jobs.js';
export type { LoggedEvent } from './realtime.js';
export type { CardRow, LanderMembersFilter, LanderRow, Place, SearchFilter, Viewer } from './discovery.js';
export type { BlockRelation } from './blocks.js';
export type { PhotoFileAccess } from './photos.js';
export type { PhotoRecord } from './photos.js';
export type { NewPushSubscription, PushSubscriptionRecord, SiteVapidKeys } from './push.js';
export type { SiteRecord, StoredSiteSettings } from './sites.js';
export type { LedgerEntryRecord, LedgerMismatch, LedgerPosting } from './ledger.js';
export type {
  ChatListRow,
  ChatPartner,
  ChatTargetFacts,
  SendRefused,
  SentMessage,
  ConversationRecord,
  ConversationView,
  MessageRecord,
  NewMessage,
  RemovedConversations,
} from './chat.js';

export interface Repositories {
  sites: SiteRepository;
  catalog: CatalogRepository;
  health: HealthRepository;
  members: MemberRepository;
  auth: AuthRepository;
  accountDeletion: AccountDeletionRepository;
  outbox: OutboxRepository;
  photos: PhotoRepository;
  discovery: DiscoveryRepository;
  likes: LikeRepository;
  blocks: BlockRepository;
  jobs: JobRepository;
  ledger: LedgerRepository;
  chat: ChatRepository;
  dataExports: DataExportRepository;
  realtime: RealtimeRepository;
  orders: OrderRepository;
  /** The stored-card spending guard and the member's stored cards. */
  storedCards: StoredCardRepository;
  directDebit: DirectDebitRepository;
  sms: SmsRepository;
  discounts: DiscountRepository;
  /** The built-in sandbox payment provider's own books (only the sandbox provider uses it). */
  sandboxPayments: SandboxPaymentRepository;
  complaints: ComplaintRepository;
  pageBounces: PageBounceRepository;
  reports: ReportRepository;
  notifications: NotificationRepository;
  /** Web Push subscriptions, the members' refusals and the sites' VAPID keys. */
  push: PushRepository;
  /**
   * Runs `work` in one transaction with repositories bound to it: every write made through them commits
   * together or not at all (an error thrown anywhere in `work` rolls all of it back). Inside, it nests as a
   * savepoint.
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

export interface RepositoryOptions {
  /**
   * Wraps the repositories a transaction's work is given. Tests use it to make a step fail between two
   * others and check that nothing of the transaction stays.
   */
  inTransaction?: (tx: Repositories) => Repositories;
  /** The session lookup memo the repositories drop entries of (the app shares it between instances). */
  sessionCache?: SessionCache;
}

export function createRepositories(db: AppDatabase, options: RepositoryOptions = {}): Repositories {
  // Shared by the repositories that write what a cached session lookup returns, in and out of transactions.
  const sessionCache = options.sessionCache ?? new SessionCache();
  const wrap = options.inTransaction ?? ((tx: Repositories) => tx);
  const bind = (executor: AppDatabase): Repositories => ({
    sites: createSiteRepository(executor),
    catalog: createCatalogRepository(executor),
    health: createHealthRepository(executor),
    members: createMemberRepository(executor, sessionCache),
    auth: createAuthRepository(executor, sessionCache),
    accountDeletion: createAccountDeletionRepository(executor, sessionCache),
    outbox: createOutboxRepository(executor),
    photos: createPhotoRepository(executor, sessionCache),
    discovery: createDiscoveryRepository(executor),
    likes: createLikeRepository(executor),
    blocks: createBlockRepository(executor),
    jobs: createJobRepository(executor),
    ledger: createLedgerRepository(executor, sessionCache),
    chat: createChatRepository(executor, sessionCache),
    dataExports: createDataExportRepository(executor),
    realtime: createRealtimeRepository(executor),
    orders: createOrderRepository(executor, sessionCache),
    storedCards: createStoredCardRepository(executor),
    directDebit: createDirectDebitRepository(executor),
    sms: createSmsRepository(executor),
    discounts: createDiscountRepository(executor),
    sandboxPayments: createSandboxPaymentRepository(executor),
    complaints: createComplaintRepository(executor),
    pageBounces: createPageBounceRepository(executor),
    reports: createReportRepository(executor),
    notifications: createNotificationRepository(executor, sessionCache),
    push: createPushRepository(executor, sessionCache),
    transaction: (work) =>
      // A drizzle transaction offers the database's whole query API, so repositories run on it unchanged.
      executor.transaction((tx) => work(wrap(bind(tx as unknown as AppDatabase)))),
  });
  return bind(db);
}
