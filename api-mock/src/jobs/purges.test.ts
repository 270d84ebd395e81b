/** @jest-environment node */
/**
 * The periodic purges run as jobs on the queue: after a period passes, rows outside every window are gone
 * and rows still inside one stay.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { createRepositories, type Repositories } from '../db/repositories/index.js';
import { jobs, loginFailures, memberEvents, oneTimeTokens, photoUploads, sessions } from '../db/schema.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { ACCOUNT_TEST_ENV, signup, TEST_SCRYPT, testClock } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('periodic purges', () => {
  let t: TestApp;
  let repositories: Repositories;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      clock: clock.now,
      env: ACCOUNT_TEST_ENV,
    });
    repositories = createRepositories(t.db.handle.db);
  });
  afterAll(() => t.close());

  const ago = (ms: number) => new Date(clock.now().getTime() - ms);
  const countOf = async (
    table: typeof sessions | typeof oneTimeTokens | typeof photoUploads,
    memberId: number,
  ) => {
    const [row] = await t.db.handle.db.select({ n: count() }).from(table).where(eq(table.memberId, memberId));
    return row?.n ?? 0;
  };
  const token = async (memberId: number, createdAt: Date, expiresAt: Date, used = false) => {
    const tokenHash = hashToken(newToken());
    await repositories.auth.createToken({
      kind: 'password_reset',
      tokenHash,
      memberId,
      now: createdAt,
      expiresAt,
    });
    if (used) await repositories.auth.consumeToken('password_reset', tokenHash, createdAt);
  };

  it('deletes old login attempts, upload counts, dead links, ended sessions, done jobs and old events; keeps the rest', async () => {
    const { user } = await signup(t.app);
    const memberId = user.profile.id as number;
    await t.app.jobs.runDue(); // the activation mail: a job done now
    clock.advance(8 * DAY);

    const siteId = 1;
    const attemptEmail = `purge.${Date.now()}@example.com`;
    await repositories.auth.recordLoginAttempt({
      siteId,
      email: attemptEmail,
      ip: '203.0.113.9',
      at: ago(2 * DAY),
    });
    await repositories.auth.recordLoginAttempt({
      siteId,
      email: attemptEmail,
      ip: '203.0.113.9',
      at: ago(0),
    });

    await repositories.photos.takeUploadSlot(memberId, ago(25 * HOUR), new Date(0), 50);
    await repositories.photos.takeUploadSlot(memberId, ago(1 * HOUR), new Date(0), 50);

    await token(memberId, ago(3 * DAY), ago(3 * DAY - 2 * HOUR)); // expired long ago: dead
    await token(memberId, ago(2 * DAY), ago(-5 * DAY)); // old but still valid: kept
    await token(memberId, ago(1 * HOUR), ago(-1 * HOUR), true); // used, but counted by today's reset limit

    const session = (createdAt: Date, expiresAt: Date) =>
      repositories.auth.createSession({
        tokenHash: hashToken(newToken()),
        memberId,
        now: createdAt,
        expiresAt,
      });
    await session(ago(31 * DAY), ago(1_000)); // expired
    await repositories.auth.revokeSession(await session(ago(1 * HOUR), ago(-29 * DAY)), ago(0)); // revoked
    await session(ago(15 * DAY), ago(-15 * DAY)); // unused for 15 days
    await session(ago(1 * HOUR), ago(-29 * DAY)); // live

    // Events a reconnecting client is no longer caught up from (CHAT_REPLAY_DAYS), and a recent one.
    const event = (seq: number, at: Date) =>
      t.db.handle.db
        .insert(memberEvents)
        .values({ memberId, seq, event: { type: 'like', member: 1 }, createdAt: at });
    await event(1, ago(4 * DAY));
    await event(2, ago(1 * HOUR));

    await t.app.jobs.runDue();

    const attempts = await t.db.handle.db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(eq(loginFailures.email, attemptEmail));
    expect(attempts).toEqual([{ at: ago(0) }]);
    expect(await countOf(photoUploads, memberId)).toBe(1);
    // The signup's activation link (expired after 7 days) and the dead reset link are gone.
    expect(await countOf(oneTimeTokens, memberId)).toBe(2);
    // The signup's session (8 days unused, within the 14) and the live one.
    expect(await countOf(sessions, memberId)).toBe(2);
    const [doneMails] = await t.db.handle.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), isNotNull(jobs.doneAt)));
    expect(doneMails?.n).toBe(0);
    const events = await t.db.handle.db
      .select({ seq: memberEvents.seq })
      .from(memberEvents)
      .where(eq(memberEvents.memberId, memberId));
    expect(events).toEqual([{ seq: 2 }]);
  });
});
