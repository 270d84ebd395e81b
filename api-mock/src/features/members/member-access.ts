/**
 * May this viewer reach that member at all? The one check behind every endpoint that names another member
 * (profile, like, block, and the chat issue's messages): same site, an active profile, no block against the
 * viewer, and invisible members only for those they are in contact with.
 */
import { ERROR_CODES, ID_MAX, MEMBER_MESSAGES } from 'contract';
import type {
  BlockRelation,
  BlockRepository,
  LikeRepository,
  MemberRecord,
  MemberRepository,
} from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';

export interface Reached {
  target: MemberRecord;
  /** Blocks between viewer and target (never byThem: that is refused). */
  block: BlockRelation;
  /** Likes between them; both false for visitors. */
  like: { liked: boolean; likedBy: boolean };
}

/** The member id a `/members/<id>` page names: a positive row id in plain digits, else null (no such page). */
export function memberPageId(pathname: string): number | null {
  const match = /^\/members\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= ID_MAX ? id : null;
}

/** The member id of a `/members/<id>/landing…` page, read as memberPageId reads it, else null. */
export function memberLandingId(pathname: string): number | null {
  const match = /^(\/members\/[^/]+)\/landing[23]?(?:\/|$)/.exec(pathname);
  return match?.[1] ? memberPageId(match[1]) : null;
}

export const memberNotFound = () => notFound('This member could not be found.');

export function blockedByMember(name: string): ApiHttpError {
  return new ApiHttpError(
    403,
    ERROR_CODES.blockedByMember,
    MEMBER_MESSAGES.blockedByMember.replace('{name}', name),
    undefined,
    { member_name: name },
  );
}

/** Of the viewer's site, not deleted (nor pending deletion) and active; the viewer's own inactive profile too. */
function onSiteAndActive(target: MemberRecord, siteId: number, self: boolean): boolean {
  return target.siteId === siteId && target.deletedAt === null && (self || target.profileStatus === 'active');
}

export function createMemberAccess(deps: {
  members: MemberRepository;
  blocks: BlockRepository;
  likes: LikeRepository;
}) {
  const { members, blocks, likes } = deps;
  return {
    /**
     * The member `targetId` as `viewer` (null: a visitor) on site `siteId` may reach them; 404 for unknown,
     * other sites', inactive and (out of contact) invisible members alike, so ids reveal nothing; 403
     * blocked_by_member when the member blocked the viewer.
     */
    async reach(viewer: MemberRecord | null, targetId: number, siteId: number): Promise<Reached> {
      const target = await members.byId(targetId);
      const self = viewer !== null && viewer.id === targetId;
      if (!target || !onSiteAndActive(target, siteId, self)) throw memberNotFound();
      if (!viewer || self) {
        if (target.invisible && !self) throw memberNotFound();
        return { target, block: { byMe: false, byThem: false }, like: { liked: false, likedBy: false } };
      }
      const [block, like] = await Promise.all([
        blocks.between(viewer.id, targetId),
        likes.between(viewer.id, targetId),
      ]);
      if (block.byThem) throw blockedByMember(target.name);
      if (target.invisible && !like.liked && !like.likedBy) throw memberNotFound();
      return { target, block, like };
    },

    /**
     * Whether the member's page exists for this viewer (its HTTP status): the same rule as reach, read with
     * the one indexed row lookup; the likes only for an invisible member. A member who blocked the viewer
     * still has a page (it says so), so blocks are not read.
     */
    async pageExists(viewer: MemberRecord | null, targetId: number, siteId: number): Promise<boolean> {
      const target = await members.byId(targetId);
      const self = viewer !== null && viewer.id === targetId;
      if (!target || !onSiteAndActive(target, siteId, self)) return false;
      if (!target.invisible || self) return true;
      if (!viewer) return false;
      const like = await likes.between(viewer.id, targetId);
      return like.liked || like.likedBy;
    },
  };
}

export type MemberAccess = ReturnType<typeof createMemberAccess>;
