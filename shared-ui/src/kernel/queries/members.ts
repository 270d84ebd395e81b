import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SearchQuery } from 'contract';
import { fetchMatchFinder, fetchMember, fetchSwipeState, markLikeSeen, searchMembers } from '../api/members';
import { queryKeys } from './keys';
import { storeLikes } from './likes';

export type MemberSearchQuery = Omit<SearchQuery, 'forced_domain'>;

/**
 * One page of the member search (GET /api/members.php) for one viewer. A page once answered is kept:
 * a member who opens a profile and comes back finds the same results without a new request.
 */
export function memberSearchQueryOptions(userId: number | null, query: MemberSearchQuery) {
  return queryOptions({
    queryKey: queryKeys.memberSearch(userId, query),
    queryFn: () => searchMembers(query),
    staleTime: Infinity,
  });
}

/**
 * The match finder's suggestions (GET /api/match-finder.php) of one viewer: loaded when the page opens,
 * again on request. The profiles a like removes are taken out of the cached list.
 */
export function suggestionsQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: queryKeys.suggestions(userId), queryFn: fetchMatchFinder });
}

/** The swipe game's state (GET /api/swipe.php): the card on top and what is left of the day's likes. */
export function swipeStateQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: queryKeys.swipeState(userId), queryFn: fetchSwipeState });
}

/**
 * A member's profile (GET /api/member.php), loaded each time the page opens. Opening the profile of a
 * member who liked the viewer clears that like's new flag: the answer of that call is the whole likes
 * state, which every count of new likes reads at once (a failure leaves it to the next likes reload).
 */
export function memberProfileQueryOptions(client: QueryClient, userId: number | null, memberId: number) {
  return queryOptions({
    queryKey: queryKeys.member(userId, memberId),
    queryFn: async () => {
      const answer = await fetchMember(memberId);
      // A blocked member's answer carries no like.
      if (!answer.blocked && answer.like?.liked_by && userId !== null) {
        markLikeSeen(memberId).then(
          (likes) => storeLikes(client, userId, likes),
          () => undefined,
        );
      }
      return answer;
    },
  });
}
