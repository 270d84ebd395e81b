/**
 * Idempotent seed, run at every start after the migrations: inserts what is missing and never overwrites
 * rows that exist (an operator's edits survive restarts). Safe when several instances start at once.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { companies, interests, regions, siteAliases, sites } from '../schema.js';
import { INTEREST_SEED } from './interests.js';
import { REGION_SEED } from './regions.js';
import { SITE_SEED, type CompanySeed, type SiteSeed } from './sites.js';

export { INTEREST_SEED, REGION_SEED, SITE_SEED };

export interface SeedResult {
  sitesCreated: string[];
}

/** A fresh VAPID (web push) key pair in the encoding browsers and push services expect. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(pub.x ?? '', 'base64url'),
    Buffer.from(pub.y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d ?? '' };
}

export async function seed(db: AppDatabase): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(interests)
      .values(INTEREST_SEED.map((slug, position) => ({ slug, position })))
      .onConflictDoNothing();
    await tx
      .insert(regions)
      .values(
        Object.entries(REGION_SEED).flatMap(([country, { kind, regions: names }]) =>
          names.map((name, position) => ({ country, kind, name, position })),
        ),
      )
      .onConflictDoNothing();

    const sitesCreated: string[] = [];
    // In order: the first seeded site gets the lowest id and is the default site.
    for (const site of SITE_SEED) {
      const companyId = await ensureCompany(tx, site.company);
      if (await ensureSite(tx, site, companyId)) sitesCreated.push(site.domain);
    }
    return { sitesCreated };
  });
}

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

async function ensureCompany(tx: Tx, company: CompanySeed): Promise<number> {
  await tx
    .insert(companies)
    .values({ ...company, added: new Date(company.added) })
    .onConflictDoNothing({ target: companies.kvk });
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.kvk, company.kvk));
  if (!row) throw new Error(`Company ${company.kvk} missing after insert`);
  return row.id;
}

/** Inserts the site unless its domain exists; returns whether it was created. */
async function ensureSite(tx: Tx, site: SiteSeed, companyId: number): Promise<boolean> {
  const { aliases, company: _company, ...columns } = site;
  const keys = generateVapidKeys();
  const inserted = await tx
    .insert(sites)
    .values({ ...columns, companyId, pushPublicKey: keys.publicKey, pushPrivateKey: keys.privateKey })
    .onConflictDoNothing({ target: sites.domain })
    .returning({ id: sites.id });
  const [row] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.domain, site.domain));
  if (!row) throw new Error(`Site ${site.domain} missing after insert`);
  if (aliases.length > 0) {
    await tx
      .insert(siteAliases)
      .values(aliases.map((hostname) => ({ hostname, siteId: row.id })))
      .onConflictDoNothing();
  }
  return inserted.length > 0;
}
