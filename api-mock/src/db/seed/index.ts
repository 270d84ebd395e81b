/**
 * Idempotent seed, run at every start after the migrations: inserts what is missing and never overwrites
 * rows that exist (an operator's edits survive restarts). Safe when several instances start at once.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { PACKAGE_TIERS } from 'contract';
import {
  cardSpendingLimits,
  companies,
  creditPackages,
  directDebitBlocks,
  discountCodes,
  interests,
  regions,
  siteAliases,
  sites,
} from '../schema.js';
import {
  cardLimitsSeed,
  PACKAGE_CREDITS,
  PACKAGE_PRICES,
  POPULAR_TIER,
  SANDBOX_BLOCKED_IBAN,
  SANDBOX_BLOCKED_PHONE,
  TIME_BONUS_SEED,
  WELCOME_CODE_SEED,
} from './payments.js';
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
      const siteId = await ensureSite(tx, site, companyId);
      if (siteId.created) sitesCreated.push(site.domain);
      await ensureSales(tx, site, siteId.id);
      await ensureCardLimits(tx, site, siteId.id);
    }
    await tx
      .insert(directDebitBlocks)
      .values([
        { kind: 'iban', value: SANDBOX_BLOCKED_IBAN, reason: 'sandbox test IBAN (always blocked)' },
        { kind: 'phone', value: SANDBOX_BLOCKED_PHONE, reason: 'sandbox test phone (always blocked)' },
      ])
      .onConflictDoNothing();
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

/** The site's credit packages in each of its countries, its time-bonus code and welcome code, where missing. */
async function ensureSales(tx: Tx, site: SiteSeed, siteId: number): Promise<void> {
  const packages = site.countries.flatMap((country) => {
    const currency = site.minimumMessageCosts[country]?.currency;
    const prices = currency ? PACKAGE_PRICES[currency] : undefined;
    if (!currency || !prices) throw new Error(`No package prices for ${site.domain} in ${country}`);
    return PACKAGE_TIERS.map((tier) => ({
      siteId,
      country,
      tier,
      credits: PACKAGE_CREDITS[tier],
      price: prices[tier],
      currency,
      popular: tier === POPULAR_TIER,
    }));
  });
  await tx.insert(creditPackages).values(packages).onConflictDoNothing();
  await tx
    .insert(discountCodes)
    .values([
      { siteId, code: TIME_BONUS_SEED.code, valuePercentage: TIME_BONUS_SEED.valuePercentage },
      { siteId, ...WELCOME_CODE_SEED },
    ])
    .onConflictDoNothing();
}

/** The stored-card spending guard of the site in each of its currencies, where missing. */
async function ensureCardLimits(tx: Tx, site: SiteSeed, siteId: number): Promise<void> {
  const currencies = new Set(
    site.countries.flatMap((country) => site.minimumMessageCosts[country]?.currency ?? []),
  );
  const rows = [...currencies].flatMap((currency) => {
    const prices = PACKAGE_PRICES[currency];
    return prices ? [{ siteId, currency, ...cardLimitsSeed(prices) }] : [];
  });
  if (rows.length > 0) await tx.insert(cardSpendingLimits).values(rows).onConflictDoNothing();
}

/** Inserts the site unless its domain exists; returns its id and whether it was created. */
async function ensureSite(
  tx: Tx,
  site: SiteSeed,
  companyId: number,
): Promise<{ id: number; created: boolean }> {
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
  return { id: row.id, created: inserted.length > 0 };
}
