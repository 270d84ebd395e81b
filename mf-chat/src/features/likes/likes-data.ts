import { fetchProfiles, type MemberCard } from 'shared-ui/kernel';
import type { LikeEntry } from './like-lists';

/** GET /api/profiles.php takes at most 100 ids per call (its contract's ids pattern). */
export const PROFILES_PER_CALL = 100;

export type LikeCardEntry = LikeEntry & { profile: MemberCard };

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
