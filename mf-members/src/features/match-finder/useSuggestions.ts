import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  suggestionsQueryOptions,
  userAtom,
  type MatchFinderResponse,
  type MemberCard,
} from 'shared-ui/kernel';
import { useMembersError, useRememberProfiles } from '../member-cards/useServerProfiles';

export type SuggestionsLoad =
  | { status: 'loading' }
  | { status: 'ready'; profiles: readonly MemberCard[] }
  | { status: 'error'; message: string };

/** The match finder's suggestions (the kernel's suggestions query), loaded again on request. */
export function useSuggestions() {
  const queryClient = useQueryClient();
  const options = suggestionsQueryOptions(useAtomValue(userAtom)?.profile.id ?? null);
  const query = useQuery(options);
  const profiles = query.data?.profiles;
  useRememberProfiles(profiles);
  const failure = useMembersError(query.isFetching ? null : query.error);

  const load: SuggestionsLoad = useMemo(() => {
    if (query.isFetching && query.isError) return { status: 'loading' };
    if (query.isError) return failure ? { status: 'error', message: failure.message } : { status: 'loading' };
    return profiles ? { status: 'ready', profiles } : { status: 'loading' };
  }, [query.isFetching, query.isError, failure, profiles]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  /** A liked suggestion leaves the grid. */
  const remove = useCallback(
    (id: number) =>
      queryClient.setQueryData<MatchFinderResponse>(options.queryKey, (previous) =>
        previous
          ? { ...previous, profiles: previous.profiles.filter((profile) => profile.id !== id) }
          : previous,
      ),
    [queryClient, options.queryKey],
  );

  return { load, reload, remove };
}
