/**
 * The likes lists behind /likes/:type. The product names the data (profiles the user liked, liked_by
 * entries, matches when both like) but not the URL words; these are ours.
 */
import type { LikesResponse } from 'shared-ui/kernel';

export const LIKE_LISTS = ['received', 'sent', 'matches'] as const;
export type LikeList = (typeof LIKE_LISTS)[number];

export function isLikeList(value: string | undefined): value is LikeList {
  return (LIKE_LISTS as readonly string[]).includes(value ?? '');
}

/** One member on a list; `isNew` while the user has not opened the profile of that like. */
export interface LikeEntry {
  id: number;
  isNew: boolean;
}

/** New likes first, otherwise in the server's order (a stable sort keeps it). */
function newFirst(entries: LikeEntry[]): LikeEntry[] {
  return [...entries].sort((a, b) => Number(b.isNew) - Number(a.isNew));
}

/**
 * The members of one list: who liked the user (received), whom the user liked (sent), and both at
 * once (matches, where a match is new while its like is).
 */
export function likeEntries(likes: LikesResponse, list: LikeList): LikeEntry[] {
  const received = likes.liked_by.map(({ id, like_new }) => ({ id, isNew: like_new }));
  if (list === 'received') return newFirst(received);
  if (list === 'sent') return likes.profiles.map((id) => ({ id, isNew: false }));
  const liked = new Set(likes.profiles);
  return newFirst(received.filter((entry) => liked.has(entry.id)));
}

export interface LikeCount {
  total: number;
  new: number;
}

/** The number-of-likes display of each list. */
export function likeCounts(likes: LikesResponse): Record<LikeList, LikeCount> {
  const count = (list: LikeList): LikeCount => {
    const entries = likeEntries(likes, list);
    return { total: entries.length, new: entries.filter((entry) => entry.isNew).length };
  };
  return { received: count('received'), sent: count('sent'), matches: count('matches') };
}
