import { genderLookedFor, type Profile, type Settings } from 'shared-ui/kernel';
import type { LookingFor, SearchFilters } from './search-state';

type Viewer = Pick<Profile, 'gender' | 'sexuality' | 'country'> | null;

/** The gender a viewer looks for (the API's rule, so search and suggestions agree); null: both. */
export function lookingFor(viewer: Viewer): LookingFor | null {
  return viewer ? (genderLookedFor(viewer.gender, viewer.sexuality) ?? null) : null;
}

/**
 * The country the search is about when the site does not let the member pick one (or before they do): the
 * viewer's own country, else the visitor's (geoip) country, when the site serves it; else its first country.
 */
export function homeCountry(viewer: Viewer, settings: Settings | null): string | null {
  const countries = settings?.countries ?? [];
  const candidates = [viewer?.country, settings?.geoip_selected_country, countries[0]];
  for (const candidate of candidates) {
    const code = candidate?.toUpperCase();
    if (code && countries.includes(code)) return code;
  }
  return null;
}

/**
 * Whether the member picks the country: where the site's search has that filter, and on every site serving
 * more than one country (members of all of them appear, so each needs its own regions).
 */
export function hasCountryFilter(settings: Settings | null): boolean {
  if (!settings) return false;
  return settings.search_fields.includes('country') || settings.countries.length > 1;
}

/** The first search of a viewer: the gender they look for, in their country where the site has that filter. */
export function defaultFilters(viewer: Viewer, settings: Settings | null): SearchFilters {
  const countryFilter = hasCountryFilter(settings);
  return {
    gender: lookingFor(viewer),
    country: countryFilter ? homeCountry(viewer, settings) : null,
    countryregion: null,
    min_age: null,
    max_age: null,
  };
}
