/**
 * The likes lists behind /likes/:type. The spec names the data (profiles the user liked, liked_by
 * entries, matches when both like) but not the URL words; these are ours.
 */
export const LIKE_LISTS = ['received', 'sent', 'matches'] as const;
export type LikeList = (typeof LIKE_LISTS)[number];

export function isLikeList(value: string | undefined): value is LikeList {
  return (LIKE_LISTS as readonly string[]).includes(value ?? '');
}
