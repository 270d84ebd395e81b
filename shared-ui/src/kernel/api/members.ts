/**
 * Discovery calls shared by the remotes (members, chat, shell): search, profiles, likes, the match finder,
 * the swipe game, blocking, reporting and invisible mode. Types come from the API contract.
 */
import type {
  AutoLikeResponse,
  BlockResponse,
  LikeResponse,
  LikesResponse,
  MatchFinderResponse,
  MemberResponse,
  ProfilesResponse,
  ReportRequest,
  ReportResponse,
  SearchQuery,
  SearchResponse,
  SwipeState,
  User,
} from 'contract';
import { request } from './request';

type SearchFilters = Omit<SearchQuery, 'forced_domain'>;

/** GET /api/members.php: absent filters (undefined or blank) are left out of the query. */
export async function searchMembers(filters: SearchFilters): Promise<SearchResponse> {
  return request('GET /api/members.php', { query: filters });
}

export async function fetchMember(id: number): Promise<MemberResponse> {
  return request('GET /api/member.php', { query: { id } });
}

/** Cards of several members at once (likes lists); members the viewer may not see are left out. */
export async function fetchProfiles(ids: readonly number[]): Promise<ProfilesResponse> {
  if (ids.length === 0) return { profiles: [] };
  return request('GET /api/profiles.php', { query: { ids: ids.join(',') } });
}

export async function fetchLikes(): Promise<LikesResponse> {
  return request('GET /api/likes.php');
}

export async function likeMember(id: number): Promise<LikeResponse> {
  return request('POST /api/like.php', { json: { id } });
}

export async function unlikeMember(id: number): Promise<LikeResponse> {
  return request('DELETE /api/like.php', { query: { id } });
}

/** Opening a like's profile clears its new flag. */
export async function markLikeSeen(id: number): Promise<LikesResponse> {
  return request('PUT /api/likes.php', { json: { id } });
}

/** GET /api/auto-like.php: a profile that just liked the user (or null), for the new-like overlay. */
export async function fetchAutoLike(): Promise<AutoLikeResponse> {
  return request('GET /api/auto-like.php');
}

export async function fetchMatchFinder(): Promise<MatchFinderResponse> {
  return request('GET /api/match-finder.php');
}

export async function fetchSwipeState(): Promise<SwipeState> {
  return request('GET /api/swipe.php');
}

/** A like (counts against the day's likes) or a pass; answers the next state. */
export async function swipe(id: number, like: boolean): Promise<SwipeState> {
  return request('POST /api/swipe.php', { json: { id, like } });
}

export async function blockMember(id: number): Promise<BlockResponse> {
  return request('POST /api/block.php', { json: { id } });
}

/** POST /api/report.php: 201 a new report, 200 (duplicate) the member's open report on them. */
export async function reportMember(report: ReportRequest): Promise<ReportResponse> {
  return request('POST /api/report.php', { json: report });
}

export async function unblockMember(id: number): Promise<BlockResponse> {
  return request('DELETE /api/block.php', { query: { id } });
}

export async function setInvisible(invisible: boolean): Promise<User> {
  const { user } = await request('PUT /api/invisible.php', { json: { invisible } });
  return user;
}

/** The likes the member has not opened yet: what the nav badge, the page title and the likes pages count. */
export function countNewLikes(likes: LikesResponse): number {
  return likes.liked_by.filter((like) => like.like_new).length;
}
