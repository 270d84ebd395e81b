import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { LikesResponse } from 'contract';
import { fetchLikes } from '../api/members';
import { userAtom } from '../session/atoms';
import { queryKeys } from './keys';
import { useSessionRefreshInterval } from './refreshInterval';

/**
 * The likes of the logged-in member (GET /api/likes.php): loaded at once on boot and login so the
 * badge is right from the start, again whenever a likes page opens, and polled on the session's
 * refresh interval. A visitor makes no call.
 */
export function likesQueryOptions(userId: number | null, refreshInterval: number) {
  return queryOptions({
    queryKey: queryKeys.likes(userId),
    queryFn: fetchLikes,
    enabled: userId !== null,
    refetchInterval: refreshInterval,
    refetchIntervalInBackground: true,
  });
}

/** The logged-in member's likes; `data` stays undefined for a visitor. */
export function useLikes() {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const refreshInterval = useSessionRefreshInterval();
  return useQuery(likesQueryOptions(userId, refreshInterval));
}

/** An answer that carries the whole likes state (opening a like's profile) replaces the cached one. */
export function storeLikes(client: QueryClient, userId: number, likes: LikesResponse): void {
  client.setQueryData(queryKeys.likes(userId), likes);
}

/** Something changed the likes on the server (a like, an unlike, an automatic like): load them again. */
export function reloadLikes(client: QueryClient, userId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.likes(userId) });
}
