import { useEffect, useMemo, useRef } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import {
  memberSearchQueryOptions,
  SEARCH_COUNT_CAP,
  SEARCH_DEFAULT_RESULTS,
  settingsAtom,
  userAtom,
  type MemberCard,
  type SearchResponse,
} from 'shared-ui/kernel';
import { useSearchParams } from 'shared-ui/router';
import { useMembersError, useRememberProfiles } from '../member-cards/useServerProfiles';
import { readTrafficNetwork } from '../visitor/tracking';
import { ageOptions } from './age-range';
import { defaultFilters, hasCountryFilter, homeCountry } from './default-filters';
import { pageCount } from './pages';
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
  /** The profiles of every page loaded so far, in order, or null while the first one loads (or failed). */
  profiles: readonly MemberCard[] | null;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** More pages follow the ones shown. */
  hasMore: boolean;
  /** How many match in all, once known for these filters. */
  total: number | null;
  /** The total is a lower bound (the server stops counting at SEARCH_COUNT_CAP). */
  totalCapped: boolean;
  similar: readonly MemberCard[];
  loading: boolean;
  error: string | null;
  /** The first page failed: nothing to show (a later page's failure keeps what is shown). */
  failedFirst: boolean;
  retry: () => void;
  /** The country the region filter lists regions of. */
  regionCountry: string | null;
}

/** Profiles in page order, each member once (a member who moved up between two requests is on both pages). */
function joinPages(pages: readonly (readonly MemberCard[])[]): MemberCard[] {
  const seen = new Set<number>();
  return pages.flat().filter((profile) => !seen.has(profile.id) && Boolean(seen.add(profile.id)));
}

/**
 * The pages' answers as the page shows them: every answered page up to the first one still missing. Run by
 * useQueries, whose result keeps its identity while the answers do (the profile list is not rebuilt on
 * every render).
 */
function combinePages(results: UseQueryResult<SearchResponse>[]) {
  const firstMissing = results.findIndex((result) => result.data === undefined);
  const answered = (firstMissing === -1 ? results : results.slice(0, firstMissing)).map(
    (result) => result.data!,
  );
  const failing = results.find((result) => result.error && !result.isFetching);
  return {
    profiles: answered.length > 0 ? joinPages(answered.map((answer) => answer.profiles)) : null,
    first: answered[0],
    pending: firstMissing !== -1,
    error: failing?.error ?? null,
    retry: failing?.refetch,
  };
}

/**
 * The member search: the filters and the deepest page loaded live in atoms (search-state.ts) and each
 * page's answer in the kernel's member-search query, so a member who opens a profile and comes back finds
 * the same filters and results without a new request. Pages 1 to pageNumber are shown one after the other
 * (the results grow as the member scrolls); a page is requested only when its answer is not there yet.
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

  // The search changed: written to the address, replacing the entry, so back leaves the search rather than
  // undoing filters or unloading pages (more results are the same list grown, not another place).
  useEffect(() => {
    if (!ready) return;
    const next = writeSearchUrl({ filters, page: paging.pageNumber }, searchParams, { countryFilter });
    if (next.toString() === searchParams.toString()) return;
    // The default search of a plain /members stays a plain address (the links to it stay what they are).
    const isDefault =
      paging.pageNumber === 1 && JSON.stringify(filters) === JSON.stringify(defaultFilters(viewer, settings));
    if (isDefault && !readSearchUrl(searchParams, defaults, urlOptions)) return;
    setSearchParams(next, { replace: true });
    // The address is read, not followed, here (the effect above follows it).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a search change only
  }, [ready, filters, paging.pageNumber, countryFilter]);

  const pageNumbers = Array.from({ length: paging.pageNumber }, (_, index) => index + 1);
  const pages = useQueries({
    queries: pageNumbers.map((pageNumber) => ({
      ...memberSearchQueryOptions(
        viewer?.id ?? null,
        toSearchQuery(filters, { ...paging, pageNumber }, { regionCountry, network }),
      ),
      enabled: ready,
    })),
    combine: combinePages,
  });
  const { profiles, first, pending } = pages;
  const cards = useMemo(
    () => (profiles && first ? [...profiles, ...first.similar] : undefined),
    [profiles, first],
  );
  useRememberProfiles(cards);
  const failure = useMembersError(pages.error);
  const error = failure?.message ?? null;
  const reachable = first ? (first.total_capped ? Math.min(first.total, SEARCH_COUNT_CAP) : first.total) : 0;

  return {
    filters,
    defaults,
    paging,
    profiles,
    loadingMore: pending && first !== undefined && error === null,
    hasMore: !pending && first !== undefined && paging.pageNumber < pageCount(reachable, paging.numResults),
    total: first?.total ?? null,
    totalCapped: first?.total_capped ?? false,
    similar: first?.similar ?? [],
    loading: !ready || (first === undefined && error === null),
    error,
    failedFirst: error !== null && first === undefined,
    retry: () => void pages.retry?.(),
    regionCountry,
  };
}
