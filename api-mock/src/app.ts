/**
 * Composition root of the API: cross-cutting plugins first, then the /api features (each given its
 * dependencies explicitly), then the site. buildApp does not listen; start.ts and the tests decide that.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_MOCK_ROOT, type AppConfig } from './config.js';
import type { DbHandle } from './db/index.js';
import { createRepositories } from './db/index.js';
import { migrationsSchemaOf, newestJournalMigration } from './db/migrate.js';
import type { RepositoryOptions } from './db/repositories/index.js';
import { PURGE_JOBS, purgeHandlers } from './jobs/purges.js';
import { createJobWorker, type JobWorker } from './jobs/worker.js';
import { SessionCache } from './db/repositories/session-cache.js';
import { createCatalogService, type CatalogService } from './features/catalog/catalog-service.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { createExportFiles } from './features/data-export/export-files.js';
import {
  createDataExportService,
  type DataExportService,
} from './features/data-export/data-export-service.js';
import { DATA_EXPORT_JOBS, dataExportJobHandlers } from './features/data-export/jobs.js';
import { dataExportRoutes } from './features/data-export/routes.js';
import { localizedErrorsPlugin } from './features/error-texts/index.js';
import { createGeocodeService } from './features/geocode/geocode-service.js';
import { geocodeRoutes } from './features/geocode/routes.js';
import { createComplaintService } from './features/complaints/complaint-service.js';
import { complaintRoutes } from './features/complaints/routes.js';
import { createReportService } from './features/reports/report-service.js';
import { reportRoutes } from './features/reports/routes.js';
import { createAccountService, type AccountService } from './features/account/account-service.js';
import {
  ACCOUNT_DELETION_JOBS,
  accountDeletionJobHandlers,
  createAccountDeletionService,
  type AccountDeletionService,
} from './features/account-deletion/account-deletion-service.js';
import { accountDeletionRoutes } from './features/account-deletion/routes.js';
import { createContextOf, siteLinkOrigin } from './features/account/request-context.js';
import { accountRoutes } from './features/account/routes.js';
import { createSessionService, type SessionsEnded } from './features/account/session-service.js';
import { createUserView, requestSite } from './features/account/user-view.js';
import { MAIL_JOB, mailJobHandler } from './features/mail/mail-queue.js';
import { createMailer, type Mailer } from './features/mail/mailer.js';
import { outboxRoutes } from './features/mail/outbox-routes.js';
import { createLinkSigner } from './features/notifications/link-tokens.js';
import {
  createNotificationService,
  NOTIFICATION_PERIODIC_JOBS,
} from './features/notifications/notification-service.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { IMAGE_DECODE_QUEUE, IMAGE_DECODES_AT_ONCE } from 'contract';
import { createPhotoService } from './features/photos/photo-service.js';
import { photoRoutes } from './features/photos/routes.js';
import { createLocalStorage } from './features/photos/storage.js';
import { BoundedQueue } from './lib/bounded-queue.js';
import { requestedHostname } from './lib/request-site.js';
import { createPasswordHasher, type PasswordHasher, type ScryptParams } from './lib/password.js';
import { healthRoutes } from './features/health/routes.js';
import { createBlockService } from './features/members/block-service.js';
import { createAttachmentStore } from './features/chat/attachment-store.js';
import { createChatAccess } from './features/chat/chat-access.js';
import { createChatService } from './features/chat/chat-service.js';
import { chatRoutes } from './features/chat/routes.js';
import { createCreditsService } from './features/credits/credits-service.js';
import { createDiscountService } from './features/discounts/discount-service.js';
import { discountRoutes } from './features/discounts/routes.js';
import { PAYMENT_JOBS, paymentJobHandlers } from './features/payments/jobs.js';
import { createPaymentService, type PaymentService } from './features/payments/payment-service.js';
import {
  createSandboxProvider,
  httpDeliverer,
  type WebhookDeliverer,
} from './features/payments/providers/sandbox.js';
import { sandboxRoutes } from './features/payments/providers/sandbox-routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { createDirectDebitService } from './features/direct-debit/direct-debit-service.js';
import { directDebitRoutes } from './features/direct-debit/routes.js';
import { createPricing } from './features/payments/pricing.js';
import { smsOutboxRoutes } from './features/sms/outbox-routes.js';
import { createOutboxSmsSender, type SmsSender } from './features/sms/sms-sender.js';
import { creditsRoutes } from './features/credits/routes.js';
import { createDiscoveryService } from './features/members/discovery-service.js';
import { createLanderPeopleService } from './features/lander-people/lander-people-service.js';
import { landerPeopleRoutes } from './features/lander-people/routes.js';
import { createLikeService } from './features/members/like-service.js';
import { createMemberAccess, memberLandingId, memberPageId } from './features/members/member-access.js';
import { memberRoutes } from './features/members/routes.js';
import { photoFileRoutes } from './features/photos/file-routes.js';
import { demoPortraitFiles } from './db/seed/demo/images.js';
import { drawNamedIn } from './db/seed/demo/portraits-ahead.js';
import { sitesRoutes } from './features/sites/routes.js';
import { createSettingsService } from './features/sites/settings-service.js';
import { SiteDirectory } from './features/sites/site-directory.js';
import { userRoutes } from './features/user/routes.js';
import { createLocalBus, SESSIONS_ENDED, type RealtimeBus } from './features/realtime/bus.js';
import { realtimePlugin } from './features/realtime/plugin.js';
import type { TypeBoxTypeProvider } from './lib/typebox.js';
import type { LoggerOption } from './logger.js';
import { clientHeaderPlugin } from './plugins/client-header.js';
import { wellFormedTextPlugin } from './plugins/well-formed-text.js';
import { clientErrorHandler, errorsPlugin, toApiError } from './plugins/errors.js';
import { shutdownPlugin } from './plugins/shutdown.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { AccessLogController, nextRequestId } from './lib/access-log.js';
import { putLaneFirst } from './lib/fast-lane.js';
import { createSettingsFastLane } from './features/sites/settings-fast-lane.js';
import { sessionPlugin, type SessionStore } from './plugins/session.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { sharedSessionCachePlugin } from './plugins/shared-session-cache.js';
import { admissionPlugin } from './plugins/admission.js';
import { sitePlugin } from './plugins/site.js';
import { createEndpointPolicy } from './features/push/endpoint-policy.js';
import { createPushService } from './features/push/push-service.js';
import { pushRoutes } from './features/push/routes.js';
import { withVapidPublicKey } from './features/push/vapid.js';
import { createPageBounceService } from './features/page-bounces/page-bounce-service.js';
import { pageBounceRoutes } from './features/page-bounces/routes.js';
import { createKnownPages } from './features/page-bounces/known-pages.js';
import { createMetrics, metricsRoutes, type AppMetrics } from './features/metrics/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  /** pino options (see logger.ts) or false for none. */
  logger?: LoggerOption;
  /** Where guarded routes find sessions; default: the database-backed sessions of login and signup. */
  sessionStore?: SessionStore;
  /** The clock of sessions, tokens and the login lockout (tests move it instead of sleeping). */
  clock?: () => Date;
  /** Lower scrypt cost for tests; default the config's (production cost unless PASSWORD_HASH_COST=low). */
  scryptParams?: ScryptParams;
  /** Hashes and checks passwords through a bounded queue; default: a queue sized by the config. */
  passwordHasher?: PasswordHasher;
  /** Serve shell/dist, the remotes and /remotes.json (default true). */
  serveSite?: boolean;
  /** The queue in front of image decoding; default: the process-wide one (IMAGE_DECODES_AT_ONCE). */
  imageDecodeGate?: BoundedQueue;
  /** Sends the queued mails; default: nodemailer over SMTP_URL, else into the mail_outbox table. */
  mailer?: Mailer;
  /** Wraps the repositories of every transaction (tests make a step fail to check nothing half-done stays). */
  inTransaction?: RepositoryOptions['inTransaction'];
  /** Sends the sandbox provider's webhooks; default: HTTP POST to config.paymentWebhookUrl (tests inject). */
  paymentWebhookDeliverer?: WebhookDeliverer;
  /** Sends the direct-debit codes; default: into the sms_outbox table (GET /api/sms-outbox.php in development). */
  smsSender?: SmsSender;
}

/** Services kept on the instance so operations (and tests) can reach them, e.g. to invalidate caches. */
export interface AppServices {
  siteDirectory: SiteDirectory;
  catalog: CatalogService;
  accounts: AccountService;
  mailer: Mailer;
}

/** How often a started job worker looks for due jobs when nothing woke it (start.ts starts it). */
export const JOB_POLL_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /**
     * The job worker of this app (mails, purges). Not polling until `jobs.start(JOB_POLL_MS)`; tests call
     * `jobs.runDue()` instead. Stopped when the app closes.
     */
    jobs: JobWorker;
    /** Events for members' chat sockets (new message, typing, read, like, match, credits, unread). */
    realtime: RealtimeBus;
    /**
     * The memo of session lookups the repositories drop changed members from. Repositories made outside
     * the app (test set-up) are given it, so what they write is seen at once.
     */
    sessionCache: SessionCache;
    /** This instance's metrics (GET /api/metrics): record into them, e.g. `app.metrics.chatSends.inc()`. */
    metrics: AppMetrics;
  }
}

/**
 * Image decoding is bounded per process, not per app instance: every app built in this process (tests build
 * many) shares the cores.
 */
const processImageDecodeGate = new BoundedQueue(IMAGE_DECODES_AT_ONCE, IMAGE_DECODE_QUEUE);

/** Where the local storage's files are served (the seeded sites' cdn_prefix). */
export const UPLOADS_PREFIX = '/uploads/';

const API_VERSION = (
  JSON.parse(readFileSync(path.join(API_MOCK_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export async function buildApp({
  config,
  db,
  logger = false,
  sessionStore,
  clock = () => new Date(),
  scryptParams,
  passwordHasher,
  serveSite = true,
  imageDecodeGate,
  mailer: mailerOption,
  inTransaction,
  paymentWebhookDeliverer,
  smsSender,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Time-outs, so a client that stalls or trickles cannot hold a connection (config.ts, SERVER_TIMEOUTS_MS):
    // headers and the whole request get 408, a connection silent both ways or idle between requests closes.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      // Node checks the two time-outs above only this often (default 30 s, which would let them overrun).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.timeouts.headersMs / 2)),
    },
    clientErrorHandler,
    // While closing, requests still arriving on open connections get plugins/shutdown.ts's 503 (API error
    // shape, Retry-After) instead of Fastify's bare one.
    return503OnClosing: false,
    // One access line per request (lib/access-log.ts), with ids the settings fast lane shares.
    logController: new AccessLogController(),
    genReqId: nextRequestId,
    // Errors Fastify raises before routing (e.g. a malformed URL) get the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const body = toApiError(error);
      void (reply as FastifyReply).code(body.statusCode).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const sessionCache = new SessionCache();
  app.decorate('sessionCache', sessionCache);
  const repositories = createRepositories(db.db, { sessionCache, inTransaction });
  const siteDirectory = new SiteDirectory({
    // With VAPID keys from the environment, settings.php publishes that public key for every site.
    sites: withVapidPublicKey(repositories.sites, config.vapidKeys?.publicKey ?? null),
    catalog: repositories.catalog,
    log: app.log,
  });
  const catalog = createCatalogService(repositories.catalog);
  const settings = createSettingsService(siteDirectory);
  const mailer = mailerOption ?? createMailer({ smtpUrl: config.smtpUrl });
  // Payments: the provider (config PAYMENT_PROVIDER; the built-in sandbox) sends its webhooks through the queue.
  const sandbox = createSandboxProvider({
    repositories,
    secret: config.sandboxWebhookSecret,
    webhookUrl: config.paymentWebhookUrl,
    deliver: paymentWebhookDeliverer ?? httpDeliverer,
    now: clock,
    jobsQueued: () => jobs.wake(),
  });
  // Made after the worker (it needs the realtime bus); the expiry job asks for it only when it runs.
  const paymentsRef: { service?: PaymentService } = {};
  const deletionRef: { service?: AccountDeletionService } = {};
  const notifications = createNotificationService({
    repositories,
    directory: siteDirectory,
    signer: config.mailLinkSecret === null ? null : createLinkSigner(config.mailLinkSecret),
    links: { siteUrlTemplate: config.siteUrlTemplate, port: config.port },
    jobsQueued: () => jobs.wake(),
    now: clock,
    log: app.log,
  });
  const push = createPushService({
    repositories,
    policy: createEndpointPolicy({
      hosts: config.pushServiceHosts,
      loopbackService: config.pushLoopbackService,
    }),
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject,
    jobsQueued: () => jobs.wake(),
    now: clock,
    log: app.log,
  });
  const dataExportRef: { service?: DataExportService } = {};
  const jobs = createJobWorker({
    repositories,
    handlers: {
      [MAIL_JOB]: mailJobHandler(mailer),
      ...notifications.jobHandlers,
      ...push.jobHandlers,
      ...purgeHandlers(repositories),
      ...sandbox.jobHandlers,
      ...paymentJobHandlers(() => {
        if (!paymentsRef.service) throw new Error('the payment service is not built yet');
        return paymentsRef.service;
      }),
      ...accountDeletionJobHandlers(() => {
        if (!deletionRef.service) throw new Error('the account deletion service is not built yet');
        return deletionRef.service;
      }),
      ...dataExportJobHandlers(() => {
        if (!dataExportRef.service) throw new Error('the data export service is not built yet');
        return dataExportRef.service;
      }),
    },
    periodic: [
      ...PURGE_JOBS,
      ...PAYMENT_JOBS,
      ...ACCOUNT_DELETION_JOBS,
      ...DATA_EXPORT_JOBS,
      ...NOTIFICATION_PERIODIC_JOBS,
    ],
    now: clock,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  const realtime = createLocalBus({
    onListenerError: (error) => app.log.error({ err: error }, 'a chat socket failed to take an event'),
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => jobs.stop());
  // Every request is timed once answered; the pool, the sockets and the job queue are read when scraped.
  const metrics = createMetrics({
    poolStats: () => db.poolStats(),
    openSockets: () => realtime.listeners(),
    jobQueue: () => repositories.jobs.queueStats(clock()),
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', metrics.onResponse);
  // Open chat sockets of a member whose sessions ended close at once, on every instance.
  const sessionsEnded: SessionsEnded = (memberId, spare) =>
    realtime.publish([memberId], spare === undefined ? SESSIONS_ENDED : { ...SESSIONS_ENDED, spare });
  const accounts = createAccountService({
    members: repositories.members,
    auth: repositories.auth,
    sessionsEnded,
    transaction: repositories.transaction,
    jobsQueued: () => jobs.wake(),
    catalog,
    now: clock,
    hasher:
      passwordHasher ??
      createPasswordHasher({
        params: scryptParams ?? config.scryptParams,
        queue: new BoundedQueue(config.passwordHashConcurrency, config.passwordHashQueue),
      }),
  });
  const userView = createUserView(siteDirectory, repositories.photos, clock);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const photoStorage = createLocalStorage(uploadsDir);
  const photos = createPhotoService({
    photos: repositories.photos,
    storage: photoStorage,
    gate: imageDecodeGate ?? processImageDecodeGate,
    now: clock,
  });
  // Chat photos: outside the uploads folder, answered only by the chat's own route.
  const chatAttachments = createAttachmentStore(path.join(config.dataDir, 'chat-attachments'));
  const deletion = createAccountDeletionService({
    repositories,
    checkOwnPassword: accounts.checkOwnPassword,
    photoStorage: photoStorage,
    attachmentStorage: chatAttachments,
    jobsQueued: () => jobs.wake(),
    sessionsEnded,
    now: clock,
    log: app.log,
  });
  deletionRef.service = deletion;
  // Data exports: ZIPs in a private folder (never served statically), images read from the two image folders.
  const dataExports = createDataExportService({
    repositories,
    files: createExportFiles(path.join(config.dataDir, 'data-exports')),
    sources: { uploadsDir, attachmentsDir: path.join(config.dataDir, 'chat-attachments') },
    now: clock,
    jobsQueued: () => jobs.wake(),
    log: app.log,
  });
  dataExportRef.service = dataExports;
  const sessions = createSessionService({
    auth: repositories.auth,
    sessionsEnded,
    userView,
    production: config.production,
    now: clock,
  });
  const contextOf = createContextOf(siteDirectory, {
    siteUrlTemplate: config.siteUrlTemplate,
    port: config.port,
  });
  const memberAccess = createMemberAccess(repositories);
  const discovery = createDiscoveryService({
    discovery: repositories.discovery,
    photos: repositories.photos,
    access: memberAccess,
    now: clock,
  });
  const landerPeople = createLanderPeopleService({ discovery: repositories.discovery, now: clock });
  const likes = createLikeService({
    jobsQueued: () => jobs.wake(),
    likes: repositories.likes,
    discovery: repositories.discovery,
    access: memberAccess,
    transaction: repositories.transaction,
    realtime,
    now: clock,
  });
  const blocks = createBlockService({
    blocks: repositories.blocks,
    transaction: repositories.transaction,
    access: memberAccess,
    attachments: chatAttachments,
    realtime,
  });
  const chat = createChatService({
    jobs: repositories.jobs,
    jobsQueued: () => jobs.wake(),
    chat: repositories.chat,
    members: repositories.members,
    access: createChatAccess(repositories),
    transaction: repositories.transaction,
    realtime,
    attachments: chatAttachments,
    gate: imageDecodeGate ?? processImageDecodeGate,
    now: clock,
    counted: () => metrics.chatSends.inc(),
  });
  const credits = createCreditsService({ ledger: repositories.ledger });
  const payments = createPaymentService({
    repositories,
    provider: sandbox.provider,
    realtime,
    now: clock,
    log: app.log,
  });
  paymentsRef.service = payments;
  const discounts = createDiscountService({ discounts: repositories.discounts, now: clock });
  const directDebit = createDirectDebitService({
    directDebit: repositories.directDebit,
    orders: repositories.orders,
    transaction: repositories.transaction,
    pricing: createPricing({ orders: repositories.orders, discounts: repositories.discounts }),
    sms: smsSender ?? createOutboxSmsSender({ sms: repositories.sms, now: clock }),
    realtime,
    now: clock,
    log: app.log,
  });
  const complaints = createComplaintService({
    complaints: repositories.complaints,
    orders: repositories.orders,
    transaction: repositories.transaction,
    jobsQueued: () => jobs.wake(),
    now: clock,
  });
  const reports = createReportService({
    reports: repositories.reports,
    sessionsEnded,
    members: repositories.members,
    complaints: repositories.complaints,
    auth: repositories.auth,
    transaction: repositories.transaction,
    jobsQueued: () => jobs.wake(),
    now: clock,
  });
  const siteOf = (request: FastifyRequest) => requestSite(siteDirectory, request);
  app.decorate('services', { siteDirectory, catalog, accounts, mailer });

  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(localizedErrorsPlugin, {
    memberLanguage: async (memberId) => (await accounts.memberById(memberId))?.language ?? null,
    siteLanguage: async (request) => (await siteOf(request)).settings.domain_language,
  });
  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapiPlugin, { ui: !config.production, version: API_VERSION });
  await app.register(clientHeaderPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(sharedSessionCachePlugin, { cache: sessionCache });
  await app.register(sessionPlugin, { store: sessionStore ?? sessions, siteOf });
  await app.register(rateLimitPlugin, { instances: config.apiInstances });
  await app.register(admissionPlugin, {
    concurrency: config.heavyReadConcurrency,
    queue: config.heavyReadQueue,
  });
  // The chat socket (GET /api/chat-socket) and, with Redis, the fan-out to the other instances.
  await app.register(realtimePlugin, {
    bus: realtime,
    sessions: app.sessionStore,
    siteDirectory,
    siteOrigin: (site) => siteLinkOrigin(config.siteUrlTemplate, site, siteDirectory, config.port),
    memberSite: async (memberId) => (await accounts.memberById(memberId))?.siteId ?? null,
    typingRecipient: repositories.realtime.typingRecipient,
    eventLog: {
      head: async (memberId) => (await repositories.realtime.eventHeads([memberId])).get(memberId) ?? 0,
      eventsAfter: repositories.realtime.eventsAfter,
      heads: repositories.realtime.eventHeads,
    },
    scope: { databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: db.schema },
    heartbeatMs: config.chatSocketHeartbeatMs,
    relayLag: (seconds) => metrics.relayLag.observe(seconds),
    replayed: (events) => metrics.replayedEvents.inc(events),
    now: () => clock().getTime(),
  });

  // Each demo member's own portrait is drawn before the first answer naming it goes out (or, at the latest,
  // the first time it is asked for); bin/start.ts draws the rest ahead in the background.
  const demoPortraits = demoPortraitFiles(uploadsDir);
  await app.register(
    async (api) => {
      api.addHook('preSerialization', async (_request, _reply, payload) => {
        await drawNamedIn(payload, demoPortraits);
        return payload;
      });
      await api.register(sitesRoutes, { directory: siteDirectory, settings });
      await api.register(catalogRoutes, { catalog });
      await api.register(healthRoutes, {
        health: repositories.health,
        driver: db.driver,
        migrationsSchema: migrationsSchemaOf(db),
        newestMigration: newestJournalMigration(),
      });
      await api.register(metricsRoutes, { metrics, operatorSecret: config.operatorSecret });
      const accountOptions = {
        accounts,
        sessions,
        contextOf,
        userView,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      };
      await api.register(userRoutes, accountOptions);
      await api.register(pushRoutes, { push, accounts, siteOf });
      await api.register(accountRoutes, accountOptions);
      await api.register(accountDeletionRoutes, { ...accountOptions, deletion });
      await api.register(photoRoutes, { photos, accounts, userView });
      await api.register(memberRoutes, { discovery, likes, blocks, accounts, userView, siteOf });
      await api.register(landerPeopleRoutes, { people: landerPeople, settings, siteOf });
      await api.register(geocodeRoutes, {
        geocode: createGeocodeService({ catalog }),
        accounts,
        siteOf,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(chatRoutes, { chat, accounts, siteOf });
      await api.register(creditsRoutes, { credits, accounts, siteOf });
      await api.register(paymentRoutes, { payments, accounts, siteOf, contextOf });
      await api.register(discountRoutes, { discounts, accounts, siteOf });
      await api.register(sandboxRoutes, { sandbox });
      await api.register(directDebitRoutes, { directDebit, accounts, siteOf });
      await api.register(complaintRoutes, { complaints, accounts, contextOf });
      await api.register(dataExportRoutes, { exports: dataExports, accounts, contextOf });
      await api.register(reportRoutes, {
        reports,
        accounts,
        contextOf,
        operatorSecret: config.operatorSecret,
      });
      await api.register(notificationRoutes, {
        notifications,
        accounts,
        siteOf,
        resolveSite: (hostname) => siteDirectory.resolve(hostname),
        mailEventsSecret: config.mailEventsSecret,
      });
      await api.register(pageBounceRoutes, {
        bounces: createPageBounceService({ bounces: repositories.pageBounces, now: clock }),
        accounts,
        siteOf,
        operatorSecret: config.operatorSecret,
        known: createKnownPages(config.siteRoot, (error, file) =>
          app.log.error({ err: error, file }, 'a page table of the deployment cannot be read'),
        ),
      });
      if (config.devMailOutbox) await api.register(outboxRoutes, { outbox: repositories.outbox });
      if (config.devMailOutbox) await api.register(smsOutboxRoutes, { sms: repositories.sms });
    },
    { prefix: '/api' },
  );

  // Uploaded photos under the sites' cdn_prefix path, each file only to whom may see its photo.
  await mkdir(uploadsDir, { recursive: true });
  await app.register(photoFileRoutes, {
    root: uploadsDir,
    urlPrefix: UPLOADS_PREFIX,
    files: repositories.photos,
    prepareFile: demoPortraits,
  });

  if (serveSite) {
    await app.register(sitePlugin, {
      siteRoot: config.siteRoot,
      pathVerifiers: {
        // `/<invite code>`: a page only for codes of the site's members.
        invite: async (pathname, request) =>
          (await accounts.inviter(pathname.replace(/^\/|\/$/g, ''), await contextOf(request))) !== null,
        // `/members/<id>`: a page only for a member this viewer may see on this site (another site's,
        // deleted, pending-deletion, disabled and out-of-contact invisible members answer 404).
        member: async (pathname, request) => {
          const id = memberPageId(pathname);
          if (id === null) return false;
          const [session, site] = await Promise.all([app.sessionStore.read(request), siteOf(request)]);
          const member =
            session === null ? null : (session.member ?? (await accounts.memberById(session.memberId)));
          return memberAccess.pageExists(member?.siteId === site.id ? member : null, id, site.id);
        },
        // `/members/<id>/landing…`: a member landing only for a member a visitor may see on this site.
        'lander-member': async (pathname, request) => {
          const id = memberLandingId(pathname);
          return id !== null && (await landerPeople.member(await siteOf(request), id)) !== null;
        },
      },
      imageSources: async (request) => [(await siteOf(request)).settings.cdn_prefix],
      isMember: async (request) => (await app.sessionStore.read(request)) !== null,
      // Chosen by the Host header only (a document has no forced_domain); its URL from SITE_URL_TEMPLATE.
      documentSite: async (request) => {
        const hostname = requestedHostname(request);
        const site = siteDirectory.resolveCached(hostname) ?? (await siteDirectory.resolve(hostname));
        return {
          name: site.settings.name,
          domainLanguage: site.settings.domain_language,
          description: site.settings.description,
          indexTitle: site.settings.index_title,
          primaryColor: site.settings.primary_color,
          origin: await siteLinkOrigin(config.siteUrlTemplate, site, siteDirectory, config.port),
        };
      },
    });
  }

  // settings.php answers it has serialized already go out before routing (features/sites/settings-fast-lane.ts).
  let open = true;
  app.addHook('preClose', () => {
    open = false;
  });
  putLaneFirst(
    app.server,
    createSettingsFastLane({
      settings,
      securityHeaders: app.securityHeaders.api,
      trustProxy: config.trustProxy,
      log: app.log,
      isOpen: () => open,
    }),
  );
  return app;
}
