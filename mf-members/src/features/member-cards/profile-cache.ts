import { atom } from 'jotai';
import type { MemberCard } from 'shared-ui/kernel';

/**
 * "Cached other profiles": every card seen in a list (search, suggestions, related
 * profiles, the swipe game), by member id. The profile page shows its header from here at once while the
 * full profile loads.
 */
export const cachedProfilesAtom = atom<ReadonlyMap<number, MemberCard>>(new Map());

/** Enough for many pages of browsing; the oldest cards make room so a long session stays small. */
export const PROFILE_CACHE_LIMIT = 500;

/** Adds or refreshes cards (the newest answer wins), keeping at most PROFILE_CACHE_LIMIT. */
export const rememberProfilesAtom = atom(null, (get, set, cards: readonly MemberCard[]) => {
  if (cards.length === 0) return;
  const next = new Map(get(cachedProfilesAtom));
  for (const card of cards) {
    // Delete first so a refreshed card moves to the end (Map keeps insertion order): the oldest go first.
    next.delete(card.id);
    next.set(card.id, card);
  }
  for (const id of next.keys()) {
    if (next.size <= PROFILE_CACHE_LIMIT) break;
    next.delete(id);
  }
  set(cachedProfilesAtom, next);
});

/** Just the card fields of a full profile (the cache holds cards, not whole profiles). */
export function toCard<T extends MemberCard>(profile: T): MemberCard {
  const { id, name, age, gender, country, region, city, main_image, photo_count, fictional } = profile;
  return { id, name, age, gender, country, region, city, main_image, photo_count, fictional };
}
