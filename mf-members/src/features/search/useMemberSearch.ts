import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEFAULT_RESULTS,
  searchMembers,
  settingsAtom,
  userAtom,
  type MemberCard,
} from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { rememberProfilesAtom } from '../member-cards/profile-cache';
import { readTrafficNetwork } from '../visitor/tracking';
import { defaultFilters, homeCountry } from './default-filters';
import { toSearchQuery } from './search-query';
import {
  resultsKey,
  searchDidInitAtom,
  searchFiltersAtom,
  searchPagingAtom,
  searchResultsAtom,
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

/**
 * The member search: the state lives in atoms (search-state.ts), so a member who opens a profile and comes
 * back finds the same filters and page without a new request. A page is requested only when the results
 * for these filters, page size and page number are not there yet.
 */
export function useMemberSearch(): MemberSearch {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const [didInit, setDidInit] = useAtom(searchDidInitAtom);
  const [filters, setFilters] = useAtom(searchFiltersAtom);
  const [paging, setPaging] = useAtom(searchPagingAtom);
  const [results, setResults] = useAtom(searchResultsAtom);
  const remember = useSetAtom(rememberProfilesAtom);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ request: string; message: string } | null>(null);

  const viewer = user?.profile ?? null;
  const viewerKey = viewer ? `member:${viewer.id}` : 'visitor';
  const ready = didInit === viewerKey;
  const defaults = defaultFilters(viewer, settings);
  const regionCountry = filters.country ?? homeCountry(viewer, settings);
  // Only a visitor's search needs the traffic source (sites that open search to traffic sources).
  const network = user ? null : readTrafficNetwork();

  const key = resultsKey(filters, paging.numResults);
  const request = `${key}#${paging.pageNumber}`;
  const sameResults = results?.key === key ? results : null;
  const profiles = sameResults?.byPage[paging.pageNumber] ?? null;
  const needsFetch = ready && profiles === null;

  // A viewer's first search (or another viewer than the last one): start from their defaults.
  useEffect(() => {
    if (ready) return;
    setFilters(defaultFilters(viewer, settings));
    setPaging({ pageNumber: 1, numResults: SEARCH_DEFAULT_RESULTS });
    setResults(null);
    setDidInit(viewerKey);
  }, [ready, viewer, settings, viewerKey, setFilters, setPaging, setResults, setDidInit]);

  useEffect(() => {
    if (!needsFetch) return;
    let current = true;
    const { pageNumber } = paging;
    const pageKey = resultsKey(filters, paging.numResults);
    searchMembers(toSearchQuery(filters, paging, { regionCountry, network })).then(
      (answer) => {
        if (!current) return;
        remember([...answer.profiles, ...answer.similar]);
        setResults((previous) => ({
          key: pageKey,
          // Stored under the page asked for, so a page past the end shows as empty instead of asking again.
          byPage: { ...(previous?.key === pageKey ? previous.byPage : {}), [pageNumber]: answer.profiles },
          total: answer.total,
          totalCapped: answer.total_capped ?? false,
          similar: answer.similar,
        }));
      },
      async (error: unknown) => {
        const { message } = await describeMembersError(error, t);
        if (current) setFailure({ request: `${pageKey}#${pageNumber}`, message });
      },
    );
    return () => {
      current = false;
    };
  }, [needsFetch, filters, paging, regionCountry, network, attempt, remember, setResults, t]);

  const error = failure?.request === request ? failure.message : null;
  return {
    filters,
    defaults,
    paging,
    profiles,
    total: sameResults?.total ?? null,
    totalCapped: sameResults?.totalCapped ?? false,
    similar: sameResults?.similar ?? [],
    loading: !ready || (needsFetch && error === null),
    error,
    retry: () => {
      // Cleared here rather than in the effect: a failure is tied to its request, so only a retry of the
      // same request has one to clear.
      setFailure(null);
      setAttempt((value) => value + 1);
    },
    regionCountry,
  };
}
