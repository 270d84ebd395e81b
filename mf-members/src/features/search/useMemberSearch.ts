import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import {
  memberSearchQueryOptions,
  SEARCH_DEFAULT_RESULTS,
  settingsAtom,
  userAtom,
  type MemberCard,
} from 'shared-ui/kernel';
import { useSearchParams } from 'shared-ui/router';
import { useMembersError, useRememberProfiles } from '../member-cards/useServerProfiles';
import { readTrafficNetwork } from '../visitor/tracking';
import { ageOptions } from './age-range';
import { defaultFilters, hasCountryFilter, homeCountry } from './default-filters';
import { toSearchQuery } from './search-query';
import { readSearchUrl, writeSearchUrl } from './search-url';
import {
  searchDidInitAtom,
  searchFiltersAtom,
  searchPagingAtom,
  type SearchFilters,
  type SearchPaging,
} from './search-state';

export interface MemberSearch {
  filters: SearchFilters;
  /** The filters a fresh search of this viewer starts with (for "reset"). */
  defaults: SearchFilters;
  paging: SearchPaging;
  /** The current page's profiles, or null while it loads (or failed). */
  profiles: readonly MemberCard[] | null;
  /** How many match in all, once known for these filters. */
  total: number | null;
  /** The total is a lower bound (the server stops counting at SEARCH_COUNT_CAP). */
  totalCapped: boolean;
  similar: readonly MemberCard[];
  loading: boolean;
  error: string | null;
  retry: () => void;
  /** The country the region filter lists regions of. */
  regionCountry: string | null;
}

/** The same filters and page size as another page's query: its total and similar members still hold. */
function sameResults(a: object, b: object): boolean {
  const { page: _a, ...restA } = a as { page?: number };
  const { page: _b, ...restB } = b as { page?: number };
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/**
 * The member search: the filters and page live in atoms (search-state.ts) and each page's answer in the
 * kernel's member-search query, so a member who opens a profile and comes back finds the same filters and
 * page without a new request. A page is requested only when the answer for these filters, page size
 * and page number is not there yet.
 */
export function useMemberSearch(): MemberSearch {
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const [didInit, setDidInit] = useAtom(searchDidInitAtom);
  const [filters, setFilters] = useAtom(searchFiltersAtom);
  const [paging, setPaging] = useAtom(searchPagingAtom);
  const [searchParams, setSearchParams] = useSearchParams();

  const viewer = user?.profile ?? null;
  const viewerKey = viewer ? `member:${viewer.id}` : 'visitor';
  const ready = didInit === viewerKey;
  const defaults = defaultFilters(viewer, settings);
  const regionCountry = filters.country ?? homeCountry(viewer, settings);
  // Only a visitor's search needs the traffic source (sites that open search to traffic sources).
  const network = user ? null : readTrafficNetwork();

  const countryFilter = hasCountryFilter(settings);
  const urlOptions = {
    countries: settings?.countries ?? [],
    minimumAge: ageOptions(settings?.minimum_age)[0] ?? 18,
    countryFilter,
  };
  const fromUrl = readSearchUrl(searchParams, defaults, urlOptions);
  const fromUrlKey = fromUrl ? JSON.stringify(fromUrl) : null;

  // A viewer's first search (or another viewer than the last one): the search of the address (a refresh, a
  // shared link), else their defaults.
  useEffect(() => {
    if (ready) return;
    setFilters(fromUrl?.filters ?? defaultFilters(viewer, settings));
    setPaging({ pageNumber: fromUrl?.page ?? 1, numResults: SEARCH_DEFAULT_RESULTS });
    setDidInit(viewerKey);
    // fromUrl is read once here; later address changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read only at the start
  }, [ready, viewer, settings, viewerKey, setFilters, setPaging, setDidInit]);

  // The address changed (back, forward, a link to another search): the search follows it. An address whose
  // search went away (back to the entry before the first change, the navigation's search link) is the
  // default search.
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const before = followed.current;
    followed.current = fromUrlKey;
    const target = fromUrl ?? (before !== null ? { filters: defaults, page: 1 } : null);
    if (!target) return;
    if (JSON.stringify(target.filters) !== JSON.stringify(filters)) setFilters(target.filters);
    if (target.page !== paging.pageNumber)
      setPaging((previous) => ({ ...previous, pageNumber: target.page }));
    // Only an address change is followed; the state's own changes are written to the address below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on an address change only
  }, [ready, fromUrlKey]);

  // The search changed: written to the address. A new page is a new history entry (back returns to the
  // previous page); a filter change replaces the entry, so back leaves the search rather than undoing filters.
  const written = useRef<{ filters: string; page: number } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const next = writeSearchUrl({ filters, page: paging.pageNumber }, searchParams, { countryFilter });
    const before = written.current;
    written.current = { filters: JSON.stringify(filters), page: paging.pageNumber };
    if (next.toString() === searchParams.toString()) return;
    // The default search of a plain /members stays a plain address (the links to it stay what they are).
    const isDefault =
      paging.pageNumber === 1 && JSON.stringify(filters) === JSON.stringify(defaultFilters(viewer, settings));
    if (isDefault && !readSearchUrl(searchParams, defaults, urlOptions)) return;
    const onlyPage =
      before !== null && before.filters === JSON.stringify(filters) && before.page !== paging.pageNumber;
    setSearchParams(next, { replace: !onlyPage });
    // The address is read, not followed, here (the effect above follows it).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a search change only
  }, [ready, filters, paging.pageNumber, countryFilter]);

  const query = toSearchQuery(filters, paging, { regionCountry, network });
  const search = useQuery({
    ...memberSearchQueryOptions(viewer?.id ?? null, query),
    enabled: ready,
    // While another page loads, the total and the similar members of the same filters stay on screen.
    placeholderData: (previous, previousQuery) =>
      previous && previousQuery && sameResults(previousQuery.queryKey[3], query) ? previous : undefined,
  });
  const answer = search.data;
  const current = search.isPlaceholderData ? undefined : answer;
  const cards = useMemo(() => (current ? [...current.profiles, ...current.similar] : undefined), [current]);
  useRememberProfiles(cards);
  const failure = useMembersError(search.isFetching ? null : search.error);
  const error = failure?.message ?? null;

  return {
    filters,
    defaults,
    paging,
    profiles: current?.profiles ?? null,
    total: answer?.total ?? null,
    totalCapped: answer?.total_capped ?? false,
    similar: answer?.similar ?? [],
    loading: !ready || (current === undefined && error === null),
    error,
    retry: () => void search.refetch(),
    regionCountry,
  };
}
