/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig, MIGRATIONS_FOLDER } from '../config.js';
import { createTestDb, migrateTestDb, pgliteTemplate, type TestDb } from '../testing/test-db.js';
import { openAppDatabase, pgliteDataDir } from './open.js';
import { companies, interests, regions, siteAliases, sites } from './schema.js';
import { seed } from './seed/index.js';

const migrationCount = () =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

async function tableCounts(db: TestDb['handle']['db']) {
  const [siteRows] = await db.select({ n: count() }).from(sites);
  const [aliasRows] = await db.select({ n: count() }).from(siteAliases);
  const [companyRows] = await db.select({ n: count() }).from(companies);
  const [interestRows] = await db.select({ n: count() }).from(interests);
  const [regionRows] = await db.select({ n: count() }).from(regions);
  return {
    sites: siteRows?.n,
    aliases: aliasRows?.n,
    companies: companyRows?.n,
    interests: interestRows?.n,
    regions: regionRows?.n,
  };
}

describe('migrations and seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  it('creates the schema and the demo data', async () => {
    expect(await tableCounts(t.handle.db)).toEqual({
      sites: 2,
      aliases: 2,
      companies: 2,
      interests: 51,
      regions: 251,
    });
  });

  it('does nothing when migrating and seeding again', async () => {
    const migrationsSchema = t.handle.schema === 'public' ? 'drizzle' : t.handle.schema;
    const applied = async () => {
      const result = await t.handle.db.execute(
        sql.raw(`select count(*)::int as n from "${migrationsSchema}"."__drizzle_migrations"`),
      );
      return (result as unknown as { rows: unknown[] }).rows[0];
    };
    const before = await applied();
    // One row per migration in drizzle/ (its journal lists them).
    expect(before).toEqual({ n: migrationCount() });
    await migrateTestDb(t.handle);
    expect(await applied()).toEqual(before);
    expect(await seed(t.handle.db)).toEqual({ sitesCreated: [] });
    expect(await tableCounts(t.handle.db)).toEqual({
      sites: 2,
      aliases: 2,
      companies: 2,
      interests: 51,
      regions: 251,
    });
  });

  it('keeps the first seeded site first (the default site)', async () => {
    const rows = await t.handle.db.select({ domain: sites.domain }).from(sites).orderBy(sites.id);
    expect(rows.map((row) => row.domain)).toEqual(['flirtmoment.test', 'herzklopfen.test']);
  });

  it('enforces the value lists of the schema', async () => {
    await expect(
      t.handle.db
        .insert(regions)
        .values({ country: 'SE', kind: 'county' as never, name: 'Skåne', position: 0 }),
    ).rejects.toThrow();
  });
});

describe('the PGlite data folder', () => {
  it('keeps data across two app instances', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-data-'));
    // Start from an initialised (empty) cluster: initdb is slow and not what this test is about.
    await mkdir(dataDir, { recursive: true });
    await cp(await pgliteTemplate(), pgliteDataDir({ dataDir }), { recursive: true });
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), databaseUrl: null };
    try {
      const first = await openAppDatabase(config);
      expect(first.seeded.sitesCreated).toEqual(['flirtmoment.test', 'herzklopfen.test']);
      await first.handle.db
        .update(sites)
        .set({ name: 'Herzklopfen Berlin' })
        .where(eq(sites.domain, 'herzklopfen.test'));
      await first.handle.close();

      const second = await openAppDatabase(config);
      expect(second.seeded.sitesCreated).toEqual([]);
      const app = await buildApp({ config, db: second.handle, serveSite: false });
      const response = await app.inject({ url: '/api/settings.php?forced_domain=herzklopfen.test' });
      expect(response.json().settings.name).toBe('Herzklopfen Berlin');
      await app.close();
      await second.handle.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
