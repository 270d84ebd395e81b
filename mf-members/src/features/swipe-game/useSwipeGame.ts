import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  ERROR_CODES,
  swipe,
  swipeStateQueryOptions,
  userAtom,
  type MemberCard,
  type SwipeState,
} from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { useMembersError, useRememberProfiles } from '../member-cards/useServerProfiles';

export type SwipeGameLoad =
  | { status: 'loading' }
  | { status: 'ready'; state: SwipeState }
  /** The server refused a like: today's likes are used (429 swipe_limit), back in `seconds`. */
  | { status: 'limit'; seconds: number }
  | { status: 'error'; message: string };

/** What a swipe led to, besides the next state the cache takes. */
type SwipeOutcome = { limitSeconds: number } | { message: string } | null;

/**
 * The swipe game (the kernel's swipe-state query, and POST /api/swipe.php): one profile at a time, a
 * pass or a like each, and what is left of the day's likes. A like that makes a match is reported
 * through onMatch.
 */
export function useSwipeGame(onMatch: (profile: MemberCard) => void) {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const options = swipeStateQueryOptions(useAtomValue(userAtom)?.profile.id ?? null);
  const query = useQuery(options);
  const state = query.data;
  useRememberProfiles(state?.profile ? [state.profile] : undefined);
  const failure = useMembersError(query.isFetching ? null : query.error);
  /** A refused swipe: the day's limit (the game stops), or a message while the card stays. */
  const [outcome, setOutcome] = useState<SwipeOutcome>(null);

  const decision = useMutation({
    mutationFn: ({ profile, like }: { profile: MemberCard; like: boolean }) => swipe(profile.id, like),
    onMutate: () => setOutcome(null),
    onSuccess: (next, { profile, like }) => {
      queryClient.setQueryData(options.queryKey, next);
      if (like && next.like?.match) onMatch(profile);
    },
    onError: async (error) => {
      const described = await describeMembersError(error, t);
      setOutcome(
        described.code === ERROR_CODES.swipeLimit
          ? { limitSeconds: described.seconds ?? state?.seconds_to_reset ?? 0 }
          : { message: described.message },
      );
    },
  });

  let load: SwipeGameLoad = { status: 'loading' };
  if (outcome && 'limitSeconds' in outcome) load = { status: 'limit', seconds: outcome.limitSeconds };
  else if (query.isError && !query.isFetching && failure)
    load = { status: 'error', message: failure.message };
  else if (state && !(query.isError && query.isFetching)) load = { status: 'ready', state };

  const { refetch } = query;
  const reload = useCallback(() => {
    setOutcome(null);
    void refetch();
  }, [refetch]);

  const busy = decision.isPending;
  const decide = (like: boolean) => {
    if (busy || load.status !== 'ready' || !load.state.profile) return;
    decision.mutate({ profile: load.state.profile, like });
  };

  return {
    load,
    busy,
    error: outcome && 'message' in outcome ? outcome.message : null,
    dismissError: () => setOutcome(null),
    reload,
    pass: () => decide(false),
    like: () => decide(true),
  };
}
