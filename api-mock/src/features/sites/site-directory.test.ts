/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository, SiteRecord, SiteRepository } from '../../db/repositories/index.js';
import { SITE_SEED } from '../../db/seed/sites.js';
import { NoSitesError, SiteDirectory } from './site-directory.js';

// The directory's own behaviour (caching, freshness, fallback) over in-memory repositories;
// the same code against the real database is covered by sites.test.ts.
function site(id: number, domain: string, aliases: string[] = []): SiteRecord {
  const seed = SITE_SEED[0]!;
  return {
    id,
    domain,
    aliases,
    company: { ...seed.company, vat_numbers: seed.company.vatNumbers } as unknown as SiteRecord['company'],
    settings: { name: domain, domain, countries: ['NL', 'DE'] } as SiteRecord['settings'],
  };
}

function setup(records: SiteRecord[], ttlMs = 1000) {
  let now = 0;
  let loads = 0;
  const warnings: unknown[] = [];
  const sites: SiteRepository = {
    listSites: async () => {
      loads += 1;
      return records;
    },
  };
  const catalog: CatalogRepository = {
    listInterests: async () => ['music'],
    listRegions: async () => [
      { country: 'NL', label: 'province', regions: ['Utrecht'] },
      { country: 'PL', label: 'voivodeship', regions: ['Pomorskie'] },
    ],
  };
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  const directory = new SiteDirectory({ sites, catalog, log, ttlMs, now: () => now });
  return {
    directory,
    loads: () => loads,
    warnings,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SiteDirectory', () => {
  it('resolves domains and aliases; unknown names fall back to the first site', async () => {
    const { directory } = setup([site(1, 'a.test', ['localhost']), site(2, 'b.test')]);
    expect((await directory.resolve('b.test')).id).toBe(2);
    expect((await directory.resolve('www.b.test')).id).toBe(2);
    expect((await directory.resolve('localhost')).id).toBe(1);
    expect((await directory.resolve('c.test')).id).toBe(1);
  });

  it('assembles region data for the site countries that have regions, plus interests', async () => {
    const { directory } = setup([site(1, 'a.test')]);
    const { settings } = await directory.resolve('a.test');
    expect(settings.region_data).toEqual({ NL: { label: 'province', regions: ['Utrecht'] } });
    expect(settings.interests).toEqual(['music']);
  });

  it('loads once for concurrent requests and again only after the TTL or invalidate()', async () => {
    const env = setup([site(1, 'a.test')], 1000);
    await Promise.all([
      env.directory.resolve('a.test'),
      env.directory.resolve('a.test'),
      env.directory.resolve('x'),
    ]);
    expect(env.loads()).toBe(1);
    env.advance(999);
    await env.directory.resolve('a.test');
    expect(env.loads()).toBe(1);
    env.advance(1);
    await env.directory.resolve('a.test');
    expect(env.loads()).toBe(2);
    env.directory.invalidate();
    await env.directory.resolve('a.test');
    expect(env.loads()).toBe(3);
  });

  it('answers synchronously from a fresh snapshot only', async () => {
    const env = setup([site(1, 'a.test')], 1000);
    expect(env.directory.resolveCached('a.test')).toBeUndefined();
    await env.directory.resolve('a.test');
    expect(env.directory.resolveCached('a.test')?.id).toBe(1);
    expect(env.directory.resolveCached('unknown.test')?.id).toBe(1);
    env.advance(1000);
    expect(env.directory.resolveCached('a.test')).toBeUndefined();
  });

  it('logs each unknown host name once', async () => {
    const env = setup([site(1, 'a.test')]);
    await env.directory.resolve('x.test');
    await env.directory.resolve('x.test');
    await env.directory.resolve('y.test');
    expect(env.warnings).toHaveLength(2);
  });

  it('says so when no site exists (database not seeded)', async () => {
    await expect(setup([]).directory.resolve('a.test')).rejects.toBeInstanceOf(NoSitesError);
  });
});
