/**
 * Demo members: `npm run seed -- --members N` and the start of a fresh development database. Tops the demo
 * members up to N in total over all sites (well-known accounts first), each site's share in batches.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword, type ScryptParams } from '../../../lib/password.js';
import type { AppDatabase } from '../../client.js';
import { DEMO_PASSWORD_DEFAULT, demoAccountEmails } from './constants.js';
import { generateMember, splitOverSites, wellKnownMembers } from './generate.js';
import { demoPortraitFiles, ensureDemoImages } from './images.js';
import {
  countDemoMembers,
  existingEmails,
  hasDemoMembers,
  insertMembers,
  likeWellKnownAccount,
  listSites,
  seedWellKnownChats,
} from './writer.js';

export * from './constants.js';
export { TASTEFUL_INTERESTS, generateMember, wellKnownMembers, type GeneratedMember } from './generate.js';
export { demoPortraitFiles, ensureDemoImages } from './images.js';
export { hasDemoMembers } from './writer.js';

export interface DemoSeedOptions {
  /** Demo members wanted in total over all sites, the well-known accounts included. */
  members: number;
  /** The uploads root (`<DATA_DIR>/uploads`); the pictures go to its `demo/` folder. */
  uploadsDir: string;
  /** PRNG seed (default 1): the same seed and N give the same members. */
  seed?: number;
  password?: string;
  /** Tests use cheap scrypt parameters; the default is the app's. */
  scryptParams?: ScryptParams;
  /** Reference moment for ages and dates (default: today, 00:00 UTC, so runs on one day agree). */
  now?: Date;
  /** Members per INSERT (default 1000: ~27 parameters each, below PostgreSQL's 65,535). */
  batchSize?: number;
  /** Batches written at once (default 1). PostgreSQL gains from 2 (building overlaps writing); PGlite has one connection. */
  concurrency?: number;
  onProgress?: (progress: DemoSeedProgress) => void;
}

export interface DemoSeedProgress {
  inserted: number;
  toInsert: number;
  photos: number;
  elapsedMs: number;
}

export interface DemoSeedResult {
  /** Members added by this run (well-known accounts included). */
  inserted: number;
  photos: number;
  wellKnownCreated: string[];
  imagesRendered: number;
  elapsedMs: number;
}

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function seedDemoMembers(db: AppDatabase, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const now = options.now ?? startOfUtcDay(new Date());
  const batchSize = options.batchSize ?? 1000;
  const imagesRendered = await ensureDemoImages(options.uploadsDir);
  const portraitFiles = demoPortraitFiles(options.uploadsDir);

  // scrypt at the app's cost takes a noticeable fraction of a second: once per run, and only when needed.
  let passwordHash: Promise<string> | undefined;
  const hash = () =>
    (passwordHash ??= hashPassword(options.password ?? DEMO_PASSWORD_DEFAULT, options.scryptParams));

  const sites = await listSites(db);
  const targets = splitOverSites(options.members, sites);
  const result: DemoSeedResult = {
    inserted: 0,
    photos: 0,
    wellKnownCreated: [],
    imagesRendered,
    elapsedMs: 0,
  };
  const report = (toInsert: number) =>
    options.onProgress?.({
      inserted: result.inserted,
      toInsert,
      photos: result.photos,
      elapsedMs: performance.now() - started,
    });

  // Well-known accounts first, on every site that gets demo members: tests and demos log in with them.
  for (const site of sites) {
    if ((targets.get(site.id) ?? 0) === 0) continue;
    const emails = Object.values(demoAccountEmails(site.domain));
    const have = await existingEmails(db, site.id, emails);
    if (emails.every((email) => have.has(email))) continue;
    const accounts = wellKnownMembers({ site, seed, now, passwordHash: await hash() });
    const missing = accounts.filter((account) => !have.has(account.member.email));
    const written = await insertMembers(db, missing);
    result.inserted += written.members;
    result.photos += written.photos;
    result.wellKnownCreated.push(...missing.map((account) => account.member.email));
    // Their portraits on disk at once (a data export reads the files); other members' when first shown.
    for (const account of missing) {
      for (const photo of account.photos) await portraitFiles(photo.filename);
    }
  }

  // Then each site's generated members, numbered on from the ones it has.
  const counts = await countDemoMembers(db);
  const plan = sites.map((site) => {
    const have = counts.get(site.id) ?? { all: 0, generated: 0 };
    return { site, missing: Math.max(0, (targets.get(site.id) ?? 0) - have.all), next: have.generated + 1 };
  });
  const toInsert = result.inserted + plan.reduce((sum, { missing }) => sum + missing, 0);
  const passwordHashValue = toInsert > result.inserted ? await hash() : '';
  const batches = plan.flatMap(({ site, missing, next }) =>
    Array.from({ length: Math.ceil(missing / batchSize) }, (_, k) => ({
      context: { site, seed, now, passwordHash: passwordHashValue },
      first: next + k * batchSize,
      size: Math.min(batchSize, missing - k * batchSize),
    })),
  );
  // Workers take the batches in turn: with several connections one batch is built while another is written.
  const worker = async () => {
    for (let job = batches.shift(); job; job = batches.shift()) {
      const { context, first, size } = job;
      const batch = Array.from({ length: size }, (_, i) => generateMember(context, first + i));
      const written = await insertMembers(db, batch);
      result.inserted += written.members;
      result.photos += written.photos;
      report(toInsert);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  // The well-known accounts made by this run get a few likes (two of them matches) from their site's members,
  // and a few conversations (conversations.ts).
  for (const site of sites) {
    const emails = demoAccountEmails(site.domain);
    for (const email of Object.values(emails)) {
      if (result.wellKnownCreated.includes(email)) {
        await likeWellKnownAccount(db, email, site.id, { count: 6, unseen: 3, mutual: 2 });
      }
    }
    if (Object.values(emails).every((email) => result.wellKnownCreated.includes(email))) {
      await seedWellKnownChats(db, site.id, emails, now);
    }
  }
  // After a bulk load, what autovacuum would do later: planner statistics (without them the search plans are
  // guesses: p95 130 ms instead of 30 ms at 100,000 members) and the visibility map (so a capped search count
  // is an index-only scan).
  if (result.inserted > 0) {
    await db.execute(sql`vacuum analyze members`);
    await db.execute(sql`vacuum analyze photos`);
  }
  result.elapsedMs = performance.now() - started;
  return result;
}

export interface StartupDemoOptions {
  /** DEMO_MEMBERS: 0 seeds nothing. */
  members: number;
  dataDir: string;
  password: string;
  /** scrypt cost of the demo password's one hash (the config's; default the production cost). */
  scryptParams?: ScryptParams;
}

/**
 * At `npm start`: the demo pictures (cheap when present: a data folder may be new while PostgreSQL keeps its
 * rows), and the demo members only when the database has none yet, so restarts stay fast. Null when skipped.
 */
export async function seedDemoOnStart(
  db: AppDatabase,
  options: StartupDemoOptions,
): Promise<DemoSeedResult | null> {
  if (options.members <= 0) return null;
  const uploadsDir = path.join(options.dataDir, 'uploads');
  if (await hasDemoMembers(db)) {
    await ensureDemoImages(uploadsDir);
    return null;
  }
  return seedDemoMembers(db, {
    members: options.members,
    uploadsDir,
    password: options.password,
    scryptParams: options.scryptParams,
  });
}
