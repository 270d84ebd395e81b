import { SEARCH_COUNT_CAP, SEARCH_DEFAULT_RESULTS, withoutControlCharacters } from 'contract/constants';
import { AGE_FILTER_MAX } from './age-range';
import { pageCount } from './pages';
import type { SearchFilters } from './search-state';

/**
 * The search in the address bar, so a refresh, a shared link and back/forward keep it:
 * `?gender=female&country=AT&region=Tirol&min_age=25&max_age=40&page=2`. "Any" is written out (`gender=any`,
 * `country=any`) because a missing parameter means "the viewer's defaults", not "any".
 */
export interface SearchUrlState {
  filters: SearchFilters;
  page: number;
}

/** The parameters the search owns; others in the address (e.g. a traffic source) are left alone. */
export const SEARCH_URL_KEYS = ['gender', 'country', 'region', 'min_age', 'max_age', 'page'] as const;

const ANY = 'any';
/**
 * `page` is how many pages of results were loaded (they grow as the member scrolls): a refresh loads them
 * again, so the member is where they were. No more than the server counts (SEARCH_COUNT_CAP) at the
 * default page size: a hand-edited link must not ask for a thousand pages.
 */
const MAX_URL_PAGE = pageCount(SEARCH_COUNT_CAP, SEARCH_DEFAULT_RESULTS);
const MAX_REGION_LENGTH = 100;

/** A whole number in [min, max] from a parameter, else null (hand-edited links must not break the page). */
function integerIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Printable text only: a region comes back into a select and into the API query. */
function cleanText(value: string | null): string | null {
  if (value === null) return null;
  const text = withoutControlCharacters(value);
  return text.length > 0 && text.length <= MAX_REGION_LENGTH ? text : null;
}

/**
 * The search state a URL describes, starting from the viewer's defaults; null when the URL holds no search
 * parameter at all (then the search keeps what it had, or starts from the defaults). Values that do not fit
 * (an unknown gender or country, an age out of range) fall back to the default of that filter.
 */
export function readSearchUrl(
  params: URLSearchParams,
  defaults: SearchFilters,
  options: { countries: readonly string[]; minimumAge: number; countryFilter: boolean },
): SearchUrlState | null {
  if (!SEARCH_URL_KEYS.some((key) => params.has(key))) return null;
  const gender = params.get('gender');
  const countryParam = params.get('country')?.toUpperCase() ?? null;
  const country = !options.countryFilter
    ? null
    : countryParam === ANY.toUpperCase()
      ? null
      : countryParam && options.countries.includes(countryParam)
        ? countryParam
        : defaults.country;
  let minAge = integerIn(params.get('min_age'), options.minimumAge, AGE_FILTER_MAX);
  let maxAge = integerIn(params.get('max_age'), options.minimumAge, AGE_FILTER_MAX);
  // A range needs its start; an end below the start is no range.
  if (minAge === null || (maxAge !== null && maxAge < minAge)) {
    minAge = null;
    maxAge = null;
  }
  return {
    filters: {
      gender: gender === 'female' || gender === 'male' ? gender : gender === ANY ? null : defaults.gender,
      country,
      countryregion: cleanText(params.get('region')),
      min_age: minAge,
      max_age: maxAge,
    },
    page: integerIn(params.get('page'), 1, MAX_URL_PAGE) ?? 1,
  };
}

/**
 * The URL parameters of a search state, added to `current` (whose own parameters stay). The country is
 * written only where the member can choose it; page 1 is left out.
 */
export function writeSearchUrl(
  state: SearchUrlState,
  current: URLSearchParams,
  options: { countryFilter: boolean },
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of SEARCH_URL_KEYS) params.delete(key);
  const { filters, page } = state;
  params.set('gender', filters.gender ?? ANY);
  if (options.countryFilter) params.set('country', filters.country ?? ANY);
  if (filters.countryregion) params.set('region', filters.countryregion);
  if (filters.min_age !== null) params.set('min_age', String(filters.min_age));
  if (filters.max_age !== null) params.set('max_age', String(filters.max_age));
  if (page > 1) params.set('page', String(page));
  return params;
}
