import { atom } from 'jotai';
import { SEARCH_DEFAULT_RESULTS } from 'shared-ui/kernel';

export type LookingFor = 'male' | 'female';

/**
 * The member search filters. null means "any": both genders, all countries, all regions,
 * no lower or upper age bound. The age range's three modes follow from the bounds: all ages (both null), a
 * range (both set) or "N+" (min only).
 */
export interface SearchFilters {
  gender: LookingFor | null;
  country: string | null;
  countryregion: string | null;
  min_age: number | null;
  max_age: number | null;
}

export interface SearchPaging {
  pageNumber: number;
  numResults: number;
}

export const searchFiltersAtom = atom<SearchFilters>({
  gender: null,
  country: null,
  countryregion: null,
  min_age: null,
  max_age: null,
});

export const searchPagingAtom = atom<SearchPaging>({ pageNumber: 1, numResults: SEARCH_DEFAULT_RESULTS });

/**
 * didInit: whose defaults the filters hold ('member:7', 'visitor'), or null before the first search. The
 * search state outlives the page (a member opens a profile and comes back to the same results); when
 * another viewer shows up (logout, another login) it starts again from that viewer's defaults.
 */
export const searchDidInitAtom = atom<string | null>(null);

/** Applies new filters: back to page 1 (the pages of other filters say nothing about these). */
export const applyFiltersAtom = atom(null, (get, set, filters: SearchFilters) => {
  set(searchFiltersAtom, filters);
  set(searchPagingAtom, { ...get(searchPagingAtom), pageNumber: 1 });
});

/**
 * The results grow as the member scrolls: pageNumber is the deepest page loaded, and every page up to it is
 * shown, one after the other. The next one is asked for here.
 */
export const loadMorePagesAtom = atom(null, (get, set) => {
  const paging = get(searchPagingAtom);
  set(searchPagingAtom, { ...paging, pageNumber: paging.pageNumber + 1 });
});
