// The server-state layer: one query definition (key, fetcher, refresh rules) per server resource.
export { createQueryClient } from './queryClient';
export { queryKeys } from './keys';
export { isPushSubscribed, refreshIntervalFor, useSessionRefreshInterval } from './refreshInterval';
export { fetchCurrentUser, httpStatusOf, userQueryOptions } from './user';
export {
  memberProfileQueryOptions,
  memberSearchQueryOptions,
  suggestionsQueryOptions,
  swipeStateQueryOptions,
  type MemberSearchQuery,
} from './members';
export { likesQueryOptions, reloadLikes, storeLikes, useLikes } from './likes';
export {
  chatsQueryOptions,
  fetchChats,
  reloadChats,
  storeChatRead,
  storeChats,
  storeUnreadTotal,
  updateChats,
  useChats,
} from './chats';
export { useAttentionCount, useCreditsCount, useNewLikesCount, useUnreadMessagesCount } from './counts';
