/**
 * Reverse geocoding for the location settings: a position to the country, region and city a profile names.
 * Offline (places.ts): no position leaves the server. The position is rounded to GEOCODE_PRECISION decimals
 * before use and is neither logged (see routes.ts) nor stored; only the place the member confirms is saved,
 * through the profile update.
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { GEOCODE_PRECISION, type GeocodePlace } from 'contract';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { OVERSEAS, placeIndex, type PlaceIndex } from './places.js';

/** Further than this from any town of 1,000 inhabitants (at sea, in the wild) names no place. */
export const MAX_TOWN_DISTANCE_KM = 30;

/** Decimal degrees as a browser's geolocation gives them; no exponents, no hex, no spaces inside. */
const DEGREES = /^[+-]?\d{1,3}(?:\.\d{1,20})?$/;

/** A coordinate from its text, rounded; null when it is not one or out of `limit`. */
function coordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!DEGREES.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || Math.abs(value) > limit) return null;
  const factor = 10 ** GEOCODE_PRECISION;
  return Math.round(value * factor) / factor;
}

export interface GeocodeServiceOptions {
  catalog: CatalogService;
  /** The place data; the shipped data set unless a test gives its own. */
  places?: () => PlaceIndex;
}

export function createGeocodeService({ catalog, places = placeIndex }: GeocodeServiceOptions) {
  return {
    /**
     * The place at the position, or false: not a position, no country there (the sea), a country the site
     * does not serve (the profile can only name the site's countries), or no town near enough.
     */
    async placeAt(latText: string, lonText: string, site: ResolvedSite): Promise<GeocodePlace | false> {
      const lat = coordinate(latText, 90);
      const lon = coordinate(lonText, 180);
      if (lat === null || lon === null) return false;
      // The territory level tells France's overseas regions apart (GeoNames lists their towns under them).
      const territory = iso1A2Code([lon, lat], { level: 'territory' });
      if (!territory) return false;
      const country = OVERSEAS[territory]?.country ?? territory;
      if (!site.settings.countries.includes(country)) return false;
      const index = places();
      const nearest = index.nearestTown(territory, lat, lon);
      if (!nearest || nearest.km > MAX_TOWN_DISTANCE_KM) return false;
      const region = index.regionOf(nearest.town);
      // Only a region the site's regions.php lists for the country: the profile stays consistent.
      const known = (await catalog.regionsOf(country))?.regions ?? [];
      return {
        country,
        region: region !== null && known.includes(region) ? region : null,
        city: nearest.town.name,
      };
    },
  };
}
export type GeocodeService = ReturnType<typeof createGeocodeService>;
