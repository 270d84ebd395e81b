/**
 * Discovery calls shared by the remotes (members, chat, shell): search, profiles, likes, the match finder,
 * the swipe game, blocking and invisible mode. Types come from the API contract.
 */
import type {
  AutoLikeResponse,
  BlockResponse,
  LikeResponse,
  LikesResponse,
  MatchFinderResponse,
  MemberResponse,
  ProfilesResponse,
  SearchQuery,
  SearchResponse,
  SwipeState,
  User,
} from 'contract';
import { api } from './client';

type SearchFilters = Omit<SearchQuery, 'forced_domain'>;

/** GET /api/members.php: absent filters are left out of the query. */
export async function searchMembers(filters: SearchFilters): Promise<SearchResponse> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return api.get('members.php', { searchParams }).json<SearchResponse>();
}

export async function fetchMember(id: number): Promise<MemberResponse> {
  return api.get('member.php', { searchParams: { id } }).json<MemberResponse>();
}

/** Cards of several members at once (likes lists); members the viewer may not see are left out. */
export async function fetchProfiles(ids: readonly number[]): Promise<ProfilesResponse> {
  if (ids.length === 0) return { profiles: [] };
  return api.get('profiles.php', { searchParams: { ids: ids.join(',') } }).json<ProfilesResponse>();
}

export async function fetchLikes(): Promise<LikesResponse> {
  return api.get('likes.php').json<LikesResponse>();
}

export async function likeMember(id: number): Promise<LikeResponse> {
  return api.post('like.php', { json: { id } }).json<LikeResponse>();
}

export async function unlikeMember(id: number): Promise<LikeResponse> {
  return api.delete('like.php', { searchParams: { id } }).json<LikeResponse>();
}

/** Opening a like's profile clears its new flag. */
export async function markLikeSeen(id: number): Promise<LikesResponse> {
  return api.put('likes.php', { json: { id } }).json<LikesResponse>();
}

/** GET /api/auto-like.php: a profile that just liked the user (or null), for the new-like overlay. */
export async function fetchAutoLike(): Promise<AutoLikeResponse> {
  return api.get('auto-like.php').json<AutoLikeResponse>();
}

export async function fetchMatchFinder(): Promise<MatchFinderResponse> {
  return api.get('match-finder.php').json<MatchFinderResponse>();
}

export async function fetchSwipeState(): Promise<SwipeState> {
  return api.get('swipe.php').json<SwipeState>();
}

/** A like (counts against the day's likes) or a pass; answers the next state. */
export async function swipe(id: number, like: boolean): Promise<SwipeState> {
  return api.post('swipe.php', { json: { id, like } }).json<SwipeState>();
}

export async function blockMember(id: number): Promise<BlockResponse> {
  return api.post('block.php', { json: { id } }).json<BlockResponse>();
}

export async function unblockMember(id: number): Promise<BlockResponse> {
  return api.delete('block.php', { searchParams: { id } }).json<BlockResponse>();
}

export async function setInvisible(invisible: boolean): Promise<User> {
  const { user } = await api.put('invisible.php', { json: { invisible } }).json<{ user: User }>();
  return user;
}

/** The likes the member has not opened yet: what the nav badge, the page title and the likes pages count. */
export function countNewLikes(likes: LikesResponse): number {
  return likes.liked_by.filter((like) => like.like_new).length;
}
