/**
 * Likes and matches (none, liked, liked by the other, match when both like), the automatic
 * like behind the new-like overlay, and the swipe game's daily likes.
 */
import {
  AUTO_LIKE_INTERVAL_S,
  ERROR_CODES,
  genderLookedFor,
  MEMBER_MESSAGES,
  SWIPE_GAME_DAILY_LIKES,
  type LikeState,
  type LikesResponse,
  type MemberCard,
  type SwipeState,
} from 'contract';
import type { LikeSource } from '../../db/schema.js';
import type {
  DiscoveryRepository,
  JobRepository,
  LikeRepository,
  MemberRecord,
  Repositories,
} from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import { queueNotification } from '../notifications/notification-service.js';
import type { RealtimeBus } from '../realtime/bus.js';
import {
  appendEvents,
  NOTHING_TO_DELIVER,
  publishDelivery,
  type Delivery,
  type MemberEvent,
} from '../realtime/event-log.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { photoViewerOf, toCard } from './cards.js';
import { blockedByMember, type MemberAccess } from './member-access.js';

/** A like as stored: its state, and whether it is new (not there before). */
interface StoredLike {
  state: LikeState;
  added: boolean;
}

const state = (liked: boolean, likedBy: boolean): LikeState => ({
  liked,
  liked_by: likedBy,
  match: liked && likedBy,
});

/** The UTC day a swipe counts for, and the moment the next one starts. */
export function swipeDay(now: Date): { day: string; resetsAt: Date } {
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { day: now.toISOString().slice(0, 10), resetsAt };
}

export function createLikeService(deps: {
  likes: LikeRepository;
  discovery: DiscoveryRepository;
  access: MemberAccess;
  /** The swipe game's like and the daily like it takes commit together or not at all. */
  transaction: Repositories['transaction'];
  /** Tells the members' chat sockets about a new like and a match. */
  realtime: RealtimeBus;
  now: () => Date;
  /** The worker is told when a like queued its notification mail. */
  jobsQueued: () => void;
}) {
  const { likes, discovery, access, transaction, realtime, now, jobsQueued } = deps;

  /**
   * In the like's transaction: the liked member's mail of a new like or match (a like of an unconfirmed
   * member shows nowhere, so it is not mailed either; the liker knows of their own match).
   */
  async function queueLikeMail(
    jobs: JobRepository,
    liker: MemberRecord,
    likedId: number,
    stored: StoredLike,
  ) {
    if (!stored.added || liker.profileStatus !== 'active') return;
    const type = stored.state.match ? 'match' : 'like';
    await queueNotification(jobs, { type, memberId: likedId, fromId: liker.id }, now());
  }

  /**
   * In the like's transaction: the liked member hears of a new like, and both of a match (publish the answer
   * after the commit). A like of a member whose address is not confirmed yet shows nowhere (their card is
   * hidden until then), so it is not announced.
   */
  function announce(tx: Repositories, liker: MemberRecord, likedId: number, stored: StoredLike) {
    if (!stored.added || liker.profileStatus !== 'active') return Promise.resolve(NOTHING_TO_DELIVER);
    const events: MemberEvent[] = [{ memberId: likedId, event: { type: 'like', member: liker.id } }];
    if (stored.state.match) {
      events.push(
        { memberId: likedId, event: { type: 'match', member: liker.id } },
        { memberId: liker.id, event: { type: 'match', member: likedId } },
      );
    }
    return appendEvents(tx, { events }, now());
  }

  /** Stores the like, queues its mail and logs its events: one transaction. */
  async function likeIn(
    tx: Repositories,
    viewer: MemberRecord,
    id: number,
    reached: Awaited<ReturnType<typeof checkLike>>,
    source: LikeSource,
  ): Promise<{ stored: StoredLike; delivery: Delivery }> {
    const stored = await storeLike(tx.likes, viewer, id, reached, source);
    await queueLikeMail(tx.jobs, viewer, id, stored);
    return { stored, delivery: await announce(tx, viewer, id, stored) };
  }

  /** Whether the viewer may like the member: throws the refusal, else the like state seen before it. */
  async function checkLike(viewer: MemberRecord, id: number, site: ResolvedSite) {
    if (id === viewer.id) {
      throw new ApiHttpError(400, ERROR_CODES.validationFailed, 'You cannot like your own profile.');
    }
    const reached = await access.reach(viewer, id, site.id);
    if (reached.block.byMe)
      throw new ApiHttpError(409, ERROR_CODES.memberBlocked, MEMBER_MESSAGES.memberBlocked);
    // An invisible member makes the first contact: a like back is fine, a first like is not.
    if (reached.target.invisible && !reached.like.likedBy && !reached.like.liked) {
      throw new ApiHttpError(403, ERROR_CODES.memberInvisible, MEMBER_MESSAGES.invisibleTarget);
    }
    return reached;
  }

  /** Stores a checked like through `store` (the likes repository, or one bound to a transaction). */
  async function storeLike(
    store: LikeRepository,
    viewer: MemberRecord,
    id: number,
    reached: Awaited<ReturnType<typeof checkLike>>,
    source: LikeSource,
  ): Promise<StoredLike> {
    // Checked again under the pair's lock: a block set since the reach check wins.
    const outcome = await store.add(viewer.id, id, source, now());
    if (outcome === 'blocked_by_liker') {
      throw new ApiHttpError(409, ERROR_CODES.memberBlocked, MEMBER_MESSAGES.memberBlocked);
    }
    if (outcome === 'blocked_by_liked') throw blockedByMember(reached.target.name);
    return { state: state(true, reached.like.likedBy), added: outcome === 'added' };
  }

  async function like(viewer: MemberRecord, id: number, site: ResolvedSite, source: LikeSource) {
    const reached = await checkLike(viewer, id, site);
    const { stored, delivery } = await transaction((tx) => likeIn(tx, viewer, id, reached, source));
    jobsQueued();
    publishDelivery(realtime, delivery);
    return stored.state;
  }

  async function swipeState(viewer: MemberRecord, site: ResolvedSite, extra?: { like: LikeState }) {
    const at = now();
    const { day, resetsAt } = swipeDay(at);
    const used = await likes.swipeLikesUsed(viewer.id, day);
    const likesLeft = Math.max(0, SWIPE_GAME_DAILY_LIKES - used);
    const next = await discovery.nextSwipe({
      siteId: site.id,
      viewer: { id: viewer.id },
      gender: genderLookedFor(viewer.gender, viewer.sexuality),
      place: { country: viewer.country, region: viewer.region },
    });
    const result: SwipeState = {
      profile: next ? toCard(next, at, photoViewerOf(viewer)) : null,
      likes_left: likesLeft,
      likes_per_day: SWIPE_GAME_DAILY_LIKES,
      resets_at: resetsAt.toISOString(),
      seconds_to_reset: Math.ceil((resetsAt.getTime() - at.getTime()) / 1000),
      ...extra,
    };
    return result;
  }

  return {
    like: (viewer: MemberRecord, id: number, site: ResolvedSite) => like(viewer, id, site, 'profile'),

    async unlike(viewer: MemberRecord, id: number, site: ResolvedSite): Promise<LikeState> {
      const reached = await access.reach(viewer, id, site.id);
      await likes.remove(viewer.id, id);
      return state(false, reached.like.likedBy);
    },

    async list(viewer: MemberRecord): Promise<LikesResponse> {
      const [profiles, likers] = await Promise.all([likes.likedBy(viewer.id), likes.likersOf(viewer.id)]);
      return { profiles, liked_by: likers.map((liker) => ({ id: liker.id, like_new: liker.isNew })) };
    },

    async markSeen(viewer: MemberRecord, likerId: number): Promise<LikesResponse> {
      await likes.markSeen(viewer.id, likerId);
      return this.list(viewer);
    },

    /**
     * The automatic like (GET /api/auto-like.php): a fictional profile of the gender the member looks for
     * likes them, at most once per AUTO_LIKE_INTERVAL_S. Only operator-run (fictional, disclosed) profiles
     * ever like automatically: a real member's like is always their own.
     */
    async autoLike(viewer: MemberRecord, site: ResolvedSite): Promise<MemberCard | null> {
      const at = now();
      const notSince = new Date(at.getTime() - AUTO_LIKE_INTERVAL_S * 1000);
      // A cheap look first (the overlay polls); the interval itself is enforced by addAutoLike's lock.
      const last = await likes.lastAutoLikeAt(viewer.id);
      if (last && last > notSince) return null;
      const liker = await discovery.autoLiker({
        siteId: site.id,
        viewer: { id: viewer.id },
        gender: genderLookedFor(viewer.gender, viewer.sexuality),
      });
      if (!liker) return null;
      const delivery = await transaction(async (tx) => {
        if (!(await tx.likes.addAutoLike(liker.id, viewer.id, at, notSince))) return null;
        // The member's other tabs learn of it too (the overlay shows in the tab that asked).
        const { liked } = await tx.likes.between(viewer.id, liker.id);
        const events: MemberEvent[] = [{ memberId: viewer.id, event: { type: 'like', member: liker.id } }];
        if (liked) events.push({ memberId: viewer.id, event: { type: 'match', member: liker.id } });
        return appendEvents(tx, { events }, at);
      });
      if (!delivery) return null;
      publishDelivery(realtime, delivery);
      return toCard(liker, at, photoViewerOf(viewer));
    },

    swipeState,

    /** A swipe: a like takes one of the day's likes (429 when used up), a pass is remembered. */
    async swipe(viewer: MemberRecord, id: number, liked: boolean, site: ResolvedSite): Promise<SwipeState> {
      if (!liked) {
        await access.reach(viewer, id, site.id);
        await likes.addSwipePass(viewer.id, id);
        return swipeState(viewer, site);
      }
      const at = now();
      const { day, resetsAt } = swipeDay(at);
      // Checked before the transaction (reads outside it would wait for its connection on PGlite).
      const reached = await checkLike(viewer, id, site);
      // The day's like is taken and the like stored together: a refused or failed like takes nothing.
      const { stored, delivery } = await transaction(async (tx) => {
        if (!(await tx.likes.takeSwipeLike(viewer.id, day, SWIPE_GAME_DAILY_LIKES))) {
          const seconds = Math.ceil((resetsAt.getTime() - at.getTime()) / 1000);
          throw new ApiHttpError(429, ERROR_CODES.swipeLimit, MEMBER_MESSAGES.swipeLimit, undefined, {
            seconds,
          });
        }
        return likeIn(tx, viewer, id, reached, 'swipe');
      });
      jobsQueued();
      publishDelivery(realtime, delivery);
      return swipeState(viewer, site, { like: stored.state });
    },
  };
}

export type LikeService = ReturnType<typeof createLikeService>;
