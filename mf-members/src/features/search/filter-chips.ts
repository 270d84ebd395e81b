import { ageModeOf } from './age-range';
import type { SearchFilters } from './search-state';

/** One chosen filter as a chip above the results: what it says, and the filters without it. */
export interface FilterChip {
  key: 'gender' | 'country' | 'region' | 'age';
  /** The filters once this one is removed ("any" in its place). */
  without: SearchFilters;
}

/**
 * The filters the member narrowed the search by, in the order of the filter sheet. A filter at "any" (both
 * genders, all countries, all regions, all ages) is no chip. Removing the country removes its region too:
 * a region belongs to its country.
 */
export function filterChips(
  filters: SearchFilters,
  { countryFilter }: { countryFilter: boolean },
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.gender) chips.push({ key: 'gender', without: { ...filters, gender: null } });
  if (countryFilter && filters.country)
    chips.push({ key: 'country', without: { ...filters, country: null, countryregion: null } });
  if (filters.countryregion) chips.push({ key: 'region', without: { ...filters, countryregion: null } });
  if (ageModeOf(filters) !== 'all')
    chips.push({ key: 'age', without: { ...filters, min_age: null, max_age: null } });
  return chips;
}
