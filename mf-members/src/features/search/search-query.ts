import type { SearchQuery } from 'shared-ui/kernel';
import type { SearchFilters, SearchPaging } from './search-state';

export type SearchRequest = Omit<SearchQuery, 'forced_domain'>;

/**
 * The query of GET /api/members.php for the filters and page. A region belongs to a country: when the
 * site has no country filter, the region's country (the home country) goes along with it.
 */
export function toSearchQuery(
  filters: SearchFilters,
  paging: SearchPaging,
  { regionCountry, network }: { regionCountry: string | null; network: string | null },
): SearchRequest {
  const query: SearchRequest = { page: paging.pageNumber, num: paging.numResults };
  if (filters.gender) query.gender = filters.gender;
  const country = filters.country ?? (filters.countryregion ? regionCountry : null);
  if (country) query.country = country;
  if (filters.countryregion) query.region = filters.countryregion;
  if (filters.min_age !== null) query.min_age = filters.min_age;
  if (filters.max_age !== null) query.max_age = filters.max_age;
  if (network) query.network = network;
  return query;
}
