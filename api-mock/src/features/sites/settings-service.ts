import type { Settings, SettingsResponse } from 'contract';
import { CachedJson } from '../../lib/cached-json.js';
import { countryCode } from '../../lib/request-site.js';
import type { ResolvedSite, SiteDirectory } from './site-directory.js';

export interface SettingsRequest {
  hostname: string;
  /** Country reported by the edge (CF-IPCountry / X-Country-Code), if any. */
  geoipCountry: string | null;
  /** The `country` query parameter, if any. */
  selectedCountry: string | undefined;
}

/** Serialized answers kept per site and visitor-country pair; far more pairs than this means abuse. */
const MAX_SERIALIZED_PER_SITE = 512;

/**
 * Builds the settings answer of one request from the cached site settings.
 *
 * settings.php is called on every page load, so its answer is also kept serialized: per site (the cache
 * lives as long as the directory's snapshot of that site, so invalidation drops it too) and per pair of
 * visitor countries, the only parts that vary between requests. The route's own serializer
 * (fast-json-stringify, compiled from the response schema) produces each entry once.
 */
export function createSettingsService(directory: SiteDirectory) {
  const serialized = new WeakMap<ResolvedSite, Map<string, CachedJson>>();

  function countries(site: ResolvedSite, request: SettingsRequest): { geoip: string; selected: string } {
    const { settings } = site;
    // Without an edge-reported country the visitor is assumed to be in the site's main country.
    const geoip = request.geoipCountry ?? settings.countries[0] ?? '';
    const selected = countryCode(request.selectedCountry);
    return { geoip, selected: selected !== null && settings.countries.includes(selected) ? selected : geoip };
  }

  /** The serialized answers of a site are kept per pair of visitor countries. */
  function variantOf(site: ResolvedSite, request: SettingsRequest) {
    const { geoip, selected } = countries(site, request);
    return { geoip, selected, key: `${geoip}|${selected}` };
  }

  function compose(site: ResolvedSite, geoip: string, selected: string): Settings {
    return { ...site.settings, geoip_country: geoip, geoip_selected_country: selected };
  }

  function answerFor(
    site: ResolvedSite,
    request: SettingsRequest,
    serialize: (body: SettingsResponse) => string,
  ): CachedJson {
    const { geoip, selected, key } = variantOf(site, request);
    let answers = serialized.get(site);
    if (!answers) {
      answers = new Map();
      serialized.set(site, answers);
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = new CachedJson(serialize({ settings: compose(site, geoip, selected) }));
      if (answers.size >= MAX_SERIALIZED_PER_SITE) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  }

  return {
    /**
     * The answer already serialized for this request, or null: without serializing or looking anything up
     * (the fast lane answers from it and leaves every other request to the route).
     */
    servedFor(request: SettingsRequest): CachedJson | null {
      const site = directory.resolveCached(request.hostname);
      return site ? (serialized.get(site)?.get(variantOf(site, request).key) ?? null) : null;
    },

    async settingsFor(request: SettingsRequest): Promise<Settings> {
      const site = await directory.resolve(request.hostname);
      const { geoip, selected } = countries(site, request);
      return compose(site, geoip, selected);
    },

    /**
     * The answer `{ settings }` for this request, serialized (and compressed on demand) once per variant.
     * Without a promise while the site's snapshot is fresh (nearly always): the route answers at once.
     */
    serializedFor(
      request: SettingsRequest,
      serialize: (body: SettingsResponse) => string,
    ): CachedJson | Promise<CachedJson> {
      const cached = directory.resolveCached(request.hostname);
      if (cached) return answerFor(cached, request, serialize);
      return directory.resolve(request.hostname).then((site) => answerFor(site, request, serialize));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
