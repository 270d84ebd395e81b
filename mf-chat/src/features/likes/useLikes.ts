import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys, useLikes, userAtom } from 'shared-ui/kernel';
import { likeEntries, type LikeList } from './like-lists';
import { fetchMemberCards, type LikeCardEntry } from './likes-data';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** A query's result as the likes pages show it: loading, failed (with retry) or ready. */
function loadable<T>(query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching'>): Loadable<T> {
  if (query.isError && !query.isFetching) return { status: 'failed' };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', value: query.data };
}

/**
 * One list with its members' cards, in the list's order (new likes first). Members the API leaves out
 * (blocked, deleted, not visible to the user) are left out here too: a card must have someone behind it.
 */
export function useLikeList(list: LikeList): { state: Loadable<LikeCardEntry[]>; retry: () => void } {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const likes = useLikes();
  const entries = likes.data ? likeEntries(likes.data, list) : undefined;
  const ids = entries?.map((entry) => entry.id) ?? [];
  const cards = useQuery({
    queryKey: [...queryKeys.account(userId), 'like-cards', ids],
    queryFn: () => fetchMemberCards(ids),
    enabled: entries !== undefined,
    // A refreshed likes answer keeps the cards on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
  const withCards =
    entries && cards.data
      ? entries.flatMap((entry) => {
          const profile = cards.data.get(entry.id);
          return profile ? [{ ...entry, profile }] : [];
        })
      : undefined;
  const failed = (likes.isError && !likes.isFetching) || (cards.isError && !cards.isFetching);
  return {
    state: failed ? { status: 'failed' } : loadable({ data: withCards, isError: false, isFetching: false }),
    retry: () => {
      if (likes.isError) void likes.refetch();
      else void cards.refetch();
    },
  };
}
