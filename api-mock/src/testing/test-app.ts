/** A real app on a real test database, for app.inject tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createTestDb, type TestDb, type TestDbOptions } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions
  extends TestDbOptions,
    Pick<
      BuildAppOptions,
      | 'sessionStore'
      | 'serveSite'
      | 'logger'
      | 'clock'
      | 'scryptParams'
      | 'passwordHasher'
      | 'imageDecodeGate'
      | 'mailer'
      | 'inTransaction'
    > {
  /** Folder standing in for the repository root (shell/dist, .deploy); a fresh empty temp dir by default. */
  siteRoot?: string;
  /**
   * The app's settings. Without DATA_DIR the app gets a fresh temp folder for its files (uploads, attachments,
   * exports), removed by close(): test files running side by side never share one, nor (through it) a
   * realtime channel on Redis.
   */
  env?: NodeJS.ProcessEnv;
  /** Adds test-only routes or hooks before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownSiteRoot = options.siteRoot ? null : await mkdtemp(path.join(os.tmpdir(), 'api-mock-site-'));
  const ownDataDir = options.env?.DATA_DIR ? null : await mkdtemp(path.join(os.tmpdir(), 'api-mock-data-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', ...(ownDataDir && { DATA_DIR: ownDataDir }), ...options.env }),
    siteRoot: options.siteRoot ?? (ownSiteRoot as string),
  };
  const db = await createTestDb(options);
  const app = await buildApp({
    config,
    db: db.handle,
    logger: options.logger ?? false,
    sessionStore: options.sessionStore,
    clock: options.clock,
    scryptParams: options.scryptParams,
    passwordHasher: options.passwordHasher,
    serveSite: options.serveSite,
    imageDecodeGate: options.imageDecodeGate,
    mailer: options.mailer,
    inTransaction: options.inTransaction,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      for (const dir of [ownSiteRoot, ownDataDir]) if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
