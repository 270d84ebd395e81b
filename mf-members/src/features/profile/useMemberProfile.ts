import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  ERROR_CODES,
  memberProfileQueryOptions,
  queryKeys,
  userAtom,
  type MemberResponse,
} from 'shared-ui/kernel';
import { toCard } from '../member-cards/profile-cache';
import { useMembersError, useRememberProfiles } from '../member-cards/useServerProfiles';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'ready'; data: MemberResponse }
  | { status: 'notFound' }
  /** The member blocked the viewer: only the message, no profile. */
  | { status: 'blockedBy'; message: string }
  | { status: 'error'; message: string };

/**
 * A member's profile (the kernel's member profile query) by id, with what opening it implies: its cards
 * go to the profile cache, and a like from this member counts as seen (the kernel's rule).
 */
export function useMemberProfile(id: number) {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const options = memberProfileQueryOptions(queryClient, userId, id);
  const query = useQuery(options);
  const data = query.isFetching && query.isError ? undefined : query.data;
  // A blocked member's answer carries no card (name and main image only).
  const cards = useMemo(
    () => (data && !data.blocked ? [toCard(data.profile), ...data.related, ...data.similar] : undefined),
    [data],
  );
  useRememberProfiles(cards);
  const failure = useMembersError(query.isFetching ? null : query.error);

  let load: ProfileLoad = { status: 'loading' };
  if (data) load = { status: 'ready', data };
  else if (failure?.code === ERROR_CODES.blockedByMember)
    load = { status: 'blockedBy', message: failure.message };
  else if (failure && (failure.status === 404 || failure.code === ERROR_CODES.notFound))
    load = { status: 'notFound' };
  else if (failure) load = { status: 'error', message: failure.message };

  /** Loads the profile again (after an unblock, or to retry). */
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  /** Applies a change the page made (a like, a block) to the loaded answer. */
  const update = useCallback(
    (change: (data: MemberResponse) => MemberResponse) =>
      queryClient.setQueryData<MemberResponse>(queryKeys.member(userId, id), (previous) =>
        previous ? change(previous) : previous,
      ),
    [queryClient, userId, id],
  );

  return { load, reload, update };
}
