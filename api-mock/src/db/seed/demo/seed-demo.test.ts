/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { verifyPassword } from '../../../lib/password.js';
import { TEST_SCRYPT } from '../../../testing/accounts.js';
import { createTestDb, type TestDb } from '../../../testing/test-db.js';
import { createRepositories } from '../../repositories/index.js';
import { creditLedger, likes, members, messages, photos, sites } from '../../schema.js';
import {
  DEMO_ACCOUNTS,
  DEMO_FREE_EMAIL,
  DEMO_PASSWORD_DEFAULT,
  DEMO_PREMIUM_EMAIL,
  demoPortraitFiles,
  hasDemoMembers,
  seedDemoMembers,
  seedDemoOnStart,
} from './index.js';

const NOW = new Date('2026-03-01T00:00:00Z');

describe('seeding demo members into a database', () => {
  let t: TestDb;
  let dataDir: string;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestDb();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-demo-'));
    uploadsDir = path.join(dataDir, 'uploads');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => t.handle.db;
  const seedN = (n: number) =>
    seedDemoMembers(db(), { members: n, uploadsDir, now: NOW, scryptParams: TEST_SCRYPT, batchSize: 70 });
  const demoCount = async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .where(eq(members.demo, true));
    return row?.n ?? 0;
  };

  it('yields N demo members over the sites, well-known accounts first, with pictures on disk', async () => {
    expect(await hasDemoMembers(db())).toBe(false);
    const result = await seedN(200);
    expect(result.inserted).toBe(200);
    // The 30 shared scenes; each member's own portrait is drawn when first asked for.
    expect(result.imagesRendered).toBe(30);
    expect(result.wellKnownCreated).toEqual([
      DEMO_ACCOUNTS['flirtmoment.test']?.premium,
      DEMO_ACCOUNTS['flirtmoment.test']?.free,
      DEMO_ACCOUNTS['herzklopfen.test']?.premium,
      DEMO_ACCOUNTS['herzklopfen.test']?.free,
    ]);
    expect(await demoCount()).toBe(200);
    const perSite = await db()
      .select({ domain: sites.domain, n: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .innerJoin(sites, eq(sites.id, members.siteId))
      .groupBy(sites.domain);
    expect(Object.fromEntries(perSite.map((row) => [row.domain, row.n]))).toEqual({
      'flirtmoment.test': 167,
      'herzklopfen.test': 33,
    });

    // Every referenced picture exists, full size and thumbnail.
    const files = await db()
      .selectDistinct({ filename: photos.filename, thumb: photos.thumbFilename })
      .from(photos);
    expect(files.length).toBeGreaterThan(20);
    // Scenes and the well-known accounts' portraits are there at once; any other portrait once asked for.
    const wellKnownPortraits = await db()
      .select({ filename: photos.filename })
      .from(photos)
      .innerJoin(members, eq(members.id, photos.memberId))
      .where(inArray(members.email, Object.values(DEMO_ACCOUNTS).flatMap(Object.values)));
    expect(wellKnownPortraits.length).toBeGreaterThanOrEqual(4);
    for (const { filename } of wellKnownPortraits)
      expect(existsSync(path.join(uploadsDir, filename))).toBe(true);
    const portraits = files.filter((file) => file.filename.includes('/face-'));
    for (const file of files.filter((candidate) => !portraits.includes(candidate))) {
      expect(existsSync(path.join(uploadsDir, file.filename))).toBe(true);
      expect(existsSync(path.join(uploadsDir, file.thumb))).toBe(true);
    }
    const ensure = demoPortraitFiles(uploadsDir);
    for (const file of portraits.slice(-5)) {
      await Promise.all([ensure(file.filename), ensure(file.thumb), ensure(file.filename)]);
      expect(existsSync(path.join(uploadsDir, file.filename))).toBe(true);
      expect(existsSync(path.join(uploadsDir, file.thumb))).toBe(true);
    }
    const sample = portraits.at(-1) as { filename: string; thumb: string };
    expect(await sharp(path.join(uploadsDir, sample.filename)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 800,
    });
    expect(await sharp(path.join(uploadsDir, sample.thumb)).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
  });

  it('points every member with photos at their first photo, and no one else', async () => {
    const rows = await db()
      .select({ id: members.id, mainPhotoId: members.mainPhotoId })
      .from(members)
      .where(eq(members.demo, true));
    const firstPhoto = new Map<number, number>();
    for (const photo of await db().select().from(photos).orderBy(asc(photos.id))) {
      if (!firstPhoto.has(photo.memberId)) firstPhoto.set(photo.memberId, photo.id);
    }
    for (const row of rows) expect(row.mainPhotoId).toBe(firstPhoto.get(row.id) ?? null);
    expect(rows.filter((row) => row.mainPhotoId !== null).length / rows.length).toBeGreaterThan(0.55);
  });

  it('creates the well-known accounts with the demo password', async () => {
    const wellKnown = await db()
      .select()
      .from(members)
      .where(inArray(members.email, [DEMO_PREMIUM_EMAIL, DEMO_FREE_EMAIL]))
      .orderBy(asc(members.id));
    expect(wellKnown.map((row) => row.email)).toEqual([DEMO_PREMIUM_EMAIL, DEMO_FREE_EMAIL]);
    const [premium, free] = wellKnown;
    expect(premium).toMatchObject({
      paidUser: true,
      status: 'confirmed',
      profileStatus: 'active',
      demo: true,
    });
    expect(free).toMatchObject({ paidUser: false, status: 'confirmed', profileStatus: 'active', demo: true });
    expect(await verifyPassword(DEMO_PASSWORD_DEFAULT, premium?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', premium?.passwordHash ?? '')).toBe(false);
    // One hash for every demo member.
    const hashes = await db()
      .selectDistinct({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.demo, true));
    expect(hashes).toHaveLength(1);

    const premiumPhotos = await db()
      .select()
      .from(photos)
      .where(eq(photos.memberId, premium?.id ?? 0))
      .orderBy(asc(photos.id));
    expect(premiumPhotos).toHaveLength(5);
    expect(premiumPhotos.filter((photo) => photo.private)).toHaveLength(2);
    expect(premium?.mainPhotoId).toBe(premiumPhotos[0]?.id);
    const freePhotos = await db()
      .select()
      .from(photos)
      .where(eq(photos.memberId, free?.id ?? 0));
    expect(freePhotos).toHaveLength(1);
  });

  it('gives the well-known accounts likes from members they look for, three new, two of them matches', async () => {
    for (const email of [DEMO_PREMIUM_EMAIL, DEMO_FREE_EMAIL]) {
      const [account] = await db().select().from(members).where(eq(members.email, email));
      const received = await db().select().from(likes).where(eq(likes.likedId, account!.id));
      expect(received).toHaveLength(6);
      expect(received.filter((like) => !like.seen)).toHaveLength(3);
      const likers = await db()
        .select({ gender: members.gender, photo: members.mainPhotoId, country: members.country })
        .from(members)
        .where(
          inArray(
            members.id,
            received.map((like) => like.likerId),
          ),
        );
      expect(new Set(likers.map((liker) => liker.gender))).toEqual(
        new Set([account!.gender === 'male' ? 'female' : 'male']),
      );
      expect(likers.every((liker) => liker.photo !== null)).toBe(true);
      expect(likers.every((liker) => liker.country === account!.country)).toBe(true);
      const given = await db().select().from(likes).where(eq(likes.likerId, account!.id));
      expect(given).toHaveLength(2);
      expect(given.every((like) => received.some((back) => back.likerId === like.likedId))).toBe(true);
    }
  });

  it('books every demo balance in the ledger: purchases for premium members, opening balances otherwise', async () => {
    const { ledger } = createRepositories(db());
    expect(await ledger.mismatches()).toEqual([]);
    const entries = await db()
      .select({ reason: creditLedger.reason, paid: members.paidUser, delta: creditLedger.delta })
      .from(creditLedger)
      .innerJoin(members, eq(members.id, creditLedger.memberId));
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      expect(entry.reason).toBe(entry.paid ? 'purchase' : 'opening_balance');
      expect(entry.delta).toBeGreaterThan(0);
    }
  });

  it('gives the well-known accounts demo conversations in their language, written by them only', async () => {
    const { chat } = createRepositories(db());
    for (const [domain, accounts] of Object.entries(DEMO_ACCOUNTS)) {
      const [premium, free] = await Promise.all(
        [accounts.premium, accounts.free].map(
          async (email) => (await db().select().from(members).where(eq(members.email, email)))[0]!,
        ),
      );
      const premiumChats = await chat.list(premium!.id, 10);
      const freeChats = await chat.list(free!.id, 10);
      expect(premiumChats).toHaveLength(2);
      expect(freeChats).toHaveLength(2);
      // The two accounts' own conversation: DemoFree has the last two unread; DemoPremium has read all.
      const between = freeChats.find((row) => row.mine.otherId === premium!.id)!;
      expect(between.mine.unread).toBe(2);
      expect(await chat.totalUnread(free!.id)).toBe(2);
      expect(await chat.totalUnread(premium!.id)).toBe(0);
      const greeting = domain === 'herzklopfen.test' ? /Demo-Chat/ : /demo chat/;
      const page = await chat.history(
        between.conversation.id,
        { clearedUpToId: 0, since: new Date(0) },
        { limit: 10 },
      );
      expect(page.messages.at(-1)?.body).toMatch(greeting);
      // DemoFree started one conversation (one start left); DemoPremium's with a member has an old message.
      expect(await chat.startedCount(free!.id)).toBe(1);
      const withMember = premiumChats.find((row) => row.mine.otherId !== free!.id)!;
      const window = { clearedUpToId: 0, since: new Date(NOW.getTime() - 180 * 86_400_000) };
      expect(await chat.history(withMember.conversation.id, window, { limit: 10 })).toMatchObject({
        olderHidden: true,
        messages: [expect.objectContaining({ senderId: premium!.id })],
      });
    }
    // Nobody but the well-known accounts wrote a seeded message: no demo profile answers as if a person.
    const wellKnown = await db()
      .select({ id: members.id })
      .from(members)
      .where(
        inArray(
          members.email,
          Object.values(DEMO_ACCOUNTS).flatMap((accounts) => [accounts.premium, accounts.free]),
        ),
      );
    const senders = await db().selectDistinct({ id: messages.senderId }).from(messages);
    expect(senders.every((sender) => wellKnown.some((account) => account.id === sender.id))).toBe(true);
  });

  it('is idempotent, and tops up to a larger N with the same first members', async () => {
    const before = await db().select().from(members).where(eq(members.demo, true)).orderBy(asc(members.id));
    const again = await seedN(200);
    expect(again).toMatchObject({ inserted: 0, photos: 0, wellKnownCreated: [], imagesRendered: 0 });
    expect(await demoCount()).toBe(200);

    const more = await seedN(260);
    expect(more.inserted).toBe(60);
    expect(await demoCount()).toBe(260);
    const firstAgain = await db()
      .select()
      .from(members)
      .where(
        and(
          eq(members.demo, true),
          inArray(
            members.id,
            before.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(members.id));
    expect(firstAgain).toEqual(before);
    expect(await createRepositories(db()).ledger.mismatches()).toEqual([]);
  });

  it('seeds at start only while the database has no demo members', async () => {
    expect(
      await seedDemoOnStart(db(), { members: 500, dataDir, password: DEMO_PASSWORD_DEFAULT }),
    ).toBeNull();
    expect(await seedDemoOnStart(db(), { members: 0, dataDir, password: DEMO_PASSWORD_DEFAULT })).toBeNull();
    expect(await demoCount()).toBe(260);
  });
});
