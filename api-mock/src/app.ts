/**
 * Composition root of the API: cross-cutting plugins first, then the /api features (each given its
 * dependencies explicitly), then the site. buildApp does not listen; start.ts and the tests decide that.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { API_MOCK_ROOT, type AppConfig } from './config.js';
import type { DbHandle } from './db/index.js';
import { createRepositories } from './db/index.js';
import { createCatalogService, type CatalogService } from './features/catalog/catalog-service.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { sitesRoutes } from './features/sites/routes.js';
import { createSettingsService } from './features/sites/settings-service.js';
import { SiteDirectory } from './features/sites/site-directory.js';
import { userRoutes } from './features/user/routes.js';
import type { TypeBoxTypeProvider } from './lib/typebox.js';
import type { LoggerOption } from './logger.js';
import { clientHeaderPlugin } from './plugins/client-header.js';
import { errorsPlugin, toApiError } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin, type SessionStore } from './plugins/session.js';
import { sitePlugin } from './plugins/site.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  /** pino options (see logger.ts) or false for none. */
  logger?: LoggerOption;
  /** Where sessions come from; the default has none (login arrives with the next issue). */
  sessionStore?: SessionStore;
  /** Serve shell/dist, the remotes and /remotes.json (default true). */
  serveSite?: boolean;
}

/** Services kept on the instance so operations (and tests) can reach them, e.g. to invalidate caches. */
export interface AppServices {
  siteDirectory: SiteDirectory;
  catalog: CatalogService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const API_VERSION = (
  JSON.parse(readFileSync(path.join(API_MOCK_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export async function buildApp({
  config,
  db,
  logger = false,
  sessionStore,
  serveSite = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (e.g. a malformed URL) get the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const body = toApiError(error);
      void (reply as FastifyReply).code(body.statusCode).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const repositories = createRepositories(db.db);
  const siteDirectory = new SiteDirectory({
    sites: repositories.sites,
    catalog: repositories.catalog,
    log: app.log,
  });
  const catalog = createCatalogService(repositories.catalog);
  const settings = createSettingsService(siteDirectory);
  app.decorate('services', { siteDirectory, catalog });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapiPlugin, { ui: !config.production, version: API_VERSION });
  await app.register(clientHeaderPlugin);
  await app.register(sessionPlugin, { store: sessionStore });

  await app.register(
    async (api) => {
      await api.register(sitesRoutes, { directory: siteDirectory, settings });
      await api.register(catalogRoutes, { catalog });
      await api.register(healthRoutes, { health: repositories.health, driver: db.driver });
      await api.register(userRoutes);
    },
    { prefix: '/api' },
  );

  if (serveSite) await app.register(sitePlugin, { siteRoot: config.siteRoot });
  return app;
}
