/**
 * Which site a host name belongs to, with each site's settings assembled once and kept in memory:
 * settings.php is the hottest call of the API (every page load, server side and client side), so it
 * must not touch the database per request.
 *
 * Freshness: the snapshot is rebuilt after `invalidate()` (called by whatever changes sites, catalogs or
 * aliases in this process) and at the latest `ttlMs` after it was built, which bounds how stale another
 * instance's change can be when several API instances share one database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyInfo, Settings } from 'contract';
import type { CatalogRepository, SiteRepository, StoredSiteSettings } from '../../db/repositories/index.js';

/** Settings of a site minus the two fields that depend on the visitor. */
export type SiteSettings = Omit<Settings, 'geoip_country' | 'geoip_selected_country'>;

export interface ResolvedSite {
  id: number;
  settings: SiteSettings;
  company: CompanyInfo;
}

interface Snapshot {
  byHostname: Map<string, ResolvedSite>;
  defaultSite: ResolvedSite;
  builtAt: number;
}

export interface SiteDirectoryOptions {
  sites: SiteRepository;
  catalog: CatalogRepository;
  log: FastifyBaseLogger;
  /** Upper bound of staleness for changes made by other instances. */
  ttlMs?: number;
  now?: () => number;
}

/** Distinct unknown host names logged per snapshot; bounded so a flood of made-up Host headers stays cheap. */
const MAX_LOGGED_UNKNOWN_HOSTS = 1000;

export class NoSitesError extends Error {
  override name = 'NoSitesError';
  constructor() {
    super('No site is configured: the database has not been seeded');
  }
}

export class SiteDirectory {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private generation = 0;
  private readonly loggedUnknownHosts = new Set<string>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: SiteDirectoryOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The site for a normalized host name; unknown names get the default site (and one log line each). */
  async resolve(hostname: string): Promise<ResolvedSite> {
    return this.lookup(await this.current(), hostname);
  }

  /**
   * Same as resolve() but synchronous while the snapshot is fresh (the hot path of settings.php), and
   * undefined when it must be (re)loaded first.
   */
  resolveCached(hostname: string): ResolvedSite | undefined {
    const snapshot = this.snapshot;
    if (!snapshot || this.now() - snapshot.builtAt >= this.ttlMs) return undefined;
    return this.lookup(snapshot, hostname);
  }

  private lookup(snapshot: Snapshot, hostname: string): ResolvedSite {
    const site = snapshot.byHostname.get(hostname) ?? snapshot.byHostname.get(stripWww(hostname));
    if (site) return site;
    if (!this.loggedUnknownHosts.has(hostname) && this.loggedUnknownHosts.size < MAX_LOGGED_UNKNOWN_HOSTS) {
      this.loggedUnknownHosts.add(hostname);
      this.options.log.warn(
        { hostname, site: snapshot.defaultSite.settings.domain },
        'unknown domain: serving the default site',
      );
    }
    return snapshot.defaultSite;
  }

  /** Forget the snapshot: the next request rebuilds it from the database. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
    this.loggedUnknownHosts.clear();
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && this.now() - snapshot.builtAt < this.ttlMs) return snapshot;
    // One rebuild at a time: concurrent requests wait for the same load.
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.build()
        .then((built) => {
          if (generation === this.generation) {
            this.snapshot = built;
            this.loggedUnknownHosts.clear();
          }
          return built;
        })
        .finally(() => {
          if (generation === this.generation) this.loading = null;
        });
    }
    return this.loading;
  }

  private async build(): Promise<Snapshot> {
    const [records, interests, regions] = await Promise.all([
      this.options.sites.listSites(),
      this.options.catalog.listInterests(),
      this.options.catalog.listRegions(),
    ]);
    const regionsByCountry = new Map(regions.map((entry) => [entry.country, entry]));
    const byHostname = new Map<string, ResolvedSite>();
    let defaultSite: ResolvedSite | null = null;
    for (const record of records) {
      const site: ResolvedSite = {
        id: record.id,
        settings: assembleSettings(record.settings, record.company, interests, regionsByCountry),
        company: record.company,
      };
      defaultSite ??= site;
      for (const hostname of [record.domain, ...record.aliases]) byHostname.set(hostname.toLowerCase(), site);
    }
    if (!defaultSite) throw new NoSitesError();
    return { byHostname, defaultSite, builtAt: this.now() };
  }
}

function stripWww(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

function assembleSettings(
  stored: StoredSiteSettings,
  company: CompanyInfo,
  interests: string[],
  regionsByCountry: Map<string, { label: string; regions: string[] }>,
): SiteSettings {
  const regionData: SiteSettings['region_data'] = {};
  // Only the site's own countries: a visitor can only pick those.
  for (const country of stored.countries) {
    const entry = regionsByCountry.get(country);
    if (entry) regionData[country] = { label: entry.label, regions: entry.regions };
  }
  return { ...stored, interests, region_data: regionData, company_info: company };
}
