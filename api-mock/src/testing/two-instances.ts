/** Two API instances on one database and one Redis (REDIS_URL), as two servers of one deployment. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { DbHandle } from '../db/index.js';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from './accounts.js';
import { HEARTBEAT_BEYOND_TESTS } from './chat-sockets.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testDatabaseUrl } from './test-db.js';

export interface TwoInstances {
  /** The first instance, with the test database it created. */
  first: TestApp;
  /** The second instance, on the first one's database and configuration. */
  second: FastifyInstance;
  /** Closes both instances and the second one's connection pool. */
  close(): Promise<void>;
}

export async function createTwoInstances(): Promise<TwoInstances> {
  const first = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    // Sockets close only for what a test does (a logout on the other instance), never at a heartbeat.
    env: {
      ...ACCOUNT_TEST_ENV,
      REDIS_URL: process.env.REDIS_URL,
      CHAT_SOCKET_HEARTBEAT_MS: HEARTBEAT_BEYOND_TESTS,
    },
  });
  let secondDb: DbHandle | null = null;
  try {
    // The second instance has a connection pool of its own on the same database (on PGlite: the same handle).
    secondDb = testDatabaseUrl() ? await first.db.connectAnother() : null;
    const second = await buildApp({
      config: first.config,
      db: secondDb ?? first.db.handle,
      scryptParams: TEST_SCRYPT,
      serveSite: false,
    });
    await second.ready();
    return {
      first,
      second,
      async close() {
        await second.close();
        await secondDb?.close();
        await first.close();
      },
    };
  } catch (error) {
    await secondDb?.close();
    await first.close();
    throw error;
  }
}
