/**
 * @jest-environment node
 *
 * Several API instances on one database share the mail queue: each mail is delivered by exactly one of
 * them. With DATABASE_URL the two apps have their own connection pools (two instances, PostgreSQL running
 * their claims truly in parallel); on PGlite they share the process's one connection.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DbHandle } from '../../db/index.js';
import { ACCOUNT_TEST_ENV, mailsTo, signup, TEST_SCRYPT, testClock } from '../../testing/accounts.js';
import { flakyMailer } from '../../testing/mailers.js';
import { createTestDb, testDatabaseUrl, type TestDb } from '../../testing/test-db.js';

const MAILS = 24;

describe('mail queue with two instances on one database', () => {
  let db: TestDb;
  let second: DbHandle;
  let siteRoot: string;
  beforeAll(async () => {
    db = await createTestDb();
    second = testDatabaseUrl() ? await db.connectAnother() : db.handle;
    siteRoot = await mkdtemp(path.join(os.tmpdir(), 'api-mock-site-'));
  });
  afterAll(async () => {
    if (second !== db.handle) await second.close();
    await db.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it(`delivers ${MAILS} mails queued on both instances once each`, async () => {
    const clock = testClock();
    const config = { ...loadConfig({ NODE_ENV: 'test', ...ACCOUNT_TEST_ENV }), siteRoot };
    const instances = [flakyMailer(0), flakyMailer(0)];
    const apps: FastifyInstance[] = await Promise.all(
      [db.handle, second].map((handle, index) =>
        buildApp({
          config,
          db: handle,
          clock: clock.now,
          scryptParams: TEST_SCRYPT,
          serveSite: false,
          mailer: instances[index]!.mailer,
        }),
      ),
    );
    try {
      const addresses: string[] = [];
      for (let i = 0; i < MAILS; i += 1) {
        const { body } = await signup(apps[i % 2]!);
        addresses.push(body.email);
      }
      // Both workers take due jobs at the same time, round after round.
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(apps.map((app) => app.jobs.runDue()));
      }
      const delivered = instances.reduce((sum, instance) => sum + instance.counts.delivered, 0);
      expect(delivered).toBe(MAILS);
      for (const address of addresses) expect(await mailsTo(apps[0]!, address)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
