import { fetchLikes, fetchProfiles, type LikesResponse, type MemberCard } from 'shared-ui/kernel';
import { likeCounts, likeEntries, type LikeEntry, type LikeList } from './like-lists';

/** GET /api/profiles.php takes at most 100 ids per call (its contract's ids pattern). */
export const PROFILES_PER_CALL = 100;

export type LikeCardEntry = LikeEntry & { profile: MemberCard };

/** The likes and their new count, which the caller hands to the nav badge (newLikesAtom). */
export async function loadLikes(): Promise<{ likes: LikesResponse; newLikes: number }> {
  const likes = await fetchLikes();
  return { likes, newLikes: likeCounts(likes).received.new };
}

/** The cards of the given members, in batches the API accepts, keyed by id. */
export async function fetchMemberCards(ids: readonly number[]): Promise<Map<number, MemberCard>> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += PROFILES_PER_CALL) {
    batches.push(ids.slice(start, start + PROFILES_PER_CALL));
  }
  const answers = await Promise.all(batches.map((batch) => fetchProfiles(batch)));
  return new Map(
    answers.flatMap(({ profiles }) => profiles.map((profile) => [profile.id, profile] as const)),
  );
}

/**
 * One list with its members' cards, in the list's order (new likes first). Members the API leaves out
 * (blocked, deleted, not visible to the user) are left out here too: a card must have someone behind it.
 */
export async function loadLikeList(list: LikeList): Promise<{ entries: LikeCardEntry[]; newLikes: number }> {
  const { likes, newLikes } = await loadLikes();
  const entries = likeEntries(likes, list);
  const cards = await fetchMemberCards(entries.map((entry) => entry.id));
  return {
    entries: entries.flatMap((entry) => {
      const profile = cards.get(entry.id);
      return profile ? [{ ...entry, profile }] : [];
    }),
    newLikes,
  };
}
