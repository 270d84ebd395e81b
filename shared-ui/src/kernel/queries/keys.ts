/**
 * The cache keys of the server's resources. Everything that belongs to an account sits under
 * ['account', userId] (null for a visitor): another account never reads a previous account's cache.
 */
export const queryKeys = {
  account: (userId: number | null) => ['account', userId] as const,
  user: (userId: number | null) => ['account', userId, 'user'] as const,
  likes: (userId: number | null) => ['account', userId, 'likes'] as const,
  chats: (userId: number | null) => ['account', userId, 'chats'] as const,
  memberSearch: (userId: number | null, query: object) =>
    ['account', userId, 'member-search', query] as const,
  member: (userId: number | null, memberId: number) => ['account', userId, 'member', memberId] as const,
  suggestions: (userId: number | null) => ['account', userId, 'suggestions'] as const,
  swipeState: (userId: number | null) => ['account', userId, 'swipe-state'] as const,
  pushSubscription: () => ['push-subscription'] as const,
  /** This browser's push state (not capable, capable and unsubscribed, subscribed, denied). */
  pushState: () => ['push-state'] as const,
};
