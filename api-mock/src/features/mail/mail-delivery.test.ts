/** @jest-environment node */
/**
 * Mails leave through the job queue: an SMTP failure neither fails the request nor loses the mail (it is
 * retried with backoff), a mail queued before a restart is sent by the next process, and each mail is sent
 * once. The worker is driven with runDue() on a test clock: nothing waits on wall-clock time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ACCOUNT_TEST_ENV, mailsTo, signup, TEST_SCRYPT, testClock } from '../../testing/accounts.js';
import { flakyMailer } from '../../testing/mailers.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDb } from '../../testing/test-db.js';

const SECOND = 1_000;

describe('mail delivery through the job queue', () => {
  it('answers the signup although SMTP fails twice; the mail arrives once after the retries', async () => {
    const clock = testClock();
    const { mailer, counts } = flakyMailer(2);
    const t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      clock: clock.now,
      env: ACCOUNT_TEST_ENV,
      mailer,
    });
    try {
      const { body, response } = await signup(t.app);
      expect(response.statusCode).toBe(201);
      expect(await mailsTo(t.app, body.email)).toHaveLength(0);
      clock.advance(30 * SECOND);
      expect(await mailsTo(t.app, body.email)).toHaveLength(0);
      clock.advance(60 * SECOND);
      const mails = await mailsTo(t.app, body.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for Flirtmoment']);
      clock.advance(24 * 3_600 * SECOND);
      expect(await mailsTo(t.app, body.email)).toHaveLength(1);
      expect(counts).toEqual({ refused: 2, delivered: 1 });
    } finally {
      await t.close();
    }
  });

  it('sends a mail queued before a restart from the next process, once', async () => {
    const clock = testClock();
    const db = await createTestDb();
    const siteRoot = await mkdtemp(path.join(os.tmpdir(), 'api-mock-site-'));
    const config = { ...loadConfig({ NODE_ENV: 'test', ...ACCOUNT_TEST_ENV }), siteRoot };
    const start = (): Promise<FastifyInstance> =>
      buildApp({ config, db: db.handle, clock: clock.now, scryptParams: TEST_SCRYPT, serveSite: false });
    try {
      const before = await start();
      const { body } = await signup(before);
      // The process stops before its worker ran: the mail is only in the queue.
      await before.close();
      await db.restart();

      const after = await start();
      try {
        expect(await mailsTo(after, body.email)).toHaveLength(1);
        clock.advance(3_600 * SECOND);
        expect(await mailsTo(after, body.email)).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await db.close();
      await rm(siteRoot, { recursive: true, force: true });
    }
  });
});
