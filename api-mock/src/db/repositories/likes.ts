/** All SQL about likes between members and the swipe game's daily counter and passes. */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, likes, members, swipeDays, swipePasses, type LikeSource } from '../schema.js';
import { lockFor, lockMemberPair, type Transaction } from './locks.js';

export interface LikeEdge {
  liked: boolean;
  likedBy: boolean;
}

/**
 * What became of a like: stored, there already, or refused because a block stands between the two
 * (set by the liker, or by the member liked).
 */
export type LikeOutcome = 'added' | 'existed' | 'blocked_by_liker' | 'blocked_by_liked';

export interface LikeRepository {
  /** Both directions between the two members. */
  between(memberId: number, otherId: number): Promise<LikeEdge>;
  /**
   * Stores the like unless a block stands between the two, checked under the pair's lock (which blocking
   * takes too), so a like racing a block never survives it. `at`: the service's clock (tests move it).
   */
  add(likerId: number, likedId: number, source: LikeSource, at: Date): Promise<LikeOutcome>;
  /**
   * The automatic like: stored only when the member got none after `notSince` and no block stands
   * between the two, checked under the member's automatic-like lock, so parallel requests add one at most.
   */
  addAutoLike(likerId: number, likedId: number, at: Date, notSince: Date): Promise<boolean>;
  remove(likerId: number, likedId: number): Promise<void>;
  /** Deletes the likes between the two, both ways (part of a block's cascade). */
  removeBetween(memberId: number, otherId: number): Promise<void>;
  /** Ids the member liked (accounts not pending deletion), newest first. */
  likedBy(memberId: number): Promise<number[]>;
  /**
   * Who liked the member: new ones first, then newest first. Only likes whose sender has an active
   * profile (confirmed address, not pending deletion) count: a like shows where its sender's card does.
   */
  likersOf(memberId: number): Promise<{ id: number; isNew: boolean }[]>;
  /** Clears the new flag of the like `likerId` gave the member. */
  markSeen(memberId: number, likerId: number): Promise<void>;
  /** When the member last got an automatic like, or null. */
  lastAutoLikeAt(memberId: number): Promise<Date | null>;
  /**
   * Takes one of the day's swipe likes: the counter rises only while below `limit`, in one statement, so
   * concurrent swipes can never pass it. False when the day's likes are used.
   */
  takeSwipeLike(memberId: number, day: string, limit: number): Promise<boolean>;
  swipeLikesUsed(memberId: number, day: string): Promise<number>;
  addSwipePass(memberId: number, profileId: number): Promise<void>;
}

/** The like, under the pair's lock, unless a block stands between the two. */
async function addUnblocked(
  tx: Transaction,
  likerId: number,
  likedId: number,
  source: LikeSource,
  at: Date,
): Promise<LikeOutcome> {
  await lockMemberPair(tx, likerId, likedId);
  const [block] = await tx
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, likerId), eq(blocks.blockedId, likedId)),
        and(eq(blocks.blockerId, likedId), eq(blocks.blockedId, likerId)),
      ),
    )
    .limit(1);
  if (block) return block.blockerId === likerId ? 'blocked_by_liker' : 'blocked_by_liked';
  const rows = await tx
    .insert(likes)
    .values({ likerId, likedId, source, createdAt: at })
    .onConflictDoNothing()
    .returning({ likerId: likes.likerId });
  return rows.length > 0 ? 'added' : 'existed';
}

export function createLikeRepository(db: AppDatabase): LikeRepository {
  return {
    async between(memberId, otherId) {
      const rows = await db
        .select({ likerId: likes.likerId })
        .from(likes)
        .where(
          or(
            and(eq(likes.likerId, memberId), eq(likes.likedId, otherId)),
            and(eq(likes.likerId, otherId), eq(likes.likedId, memberId)),
          ),
        );
      return {
        liked: rows.some((row) => row.likerId === memberId),
        likedBy: rows.some((row) => row.likerId === otherId),
      };
    },
    add(likerId, likedId, source, at) {
      return db.transaction((tx) => addUnblocked(tx, likerId, likedId, source, at));
    },
    addAutoLike(likerId, likedId, at, notSince) {
      return db.transaction(async (tx) => {
        await lockFor(tx, 'auto-like', likedId);
        const [recent] = await tx
          .select({ likerId: likes.likerId })
          .from(likes)
          .where(and(eq(likes.likedId, likedId), eq(likes.source, 'auto'), gt(likes.createdAt, notSince)))
          .limit(1);
        if (recent) return false;
        return (await addUnblocked(tx, likerId, likedId, 'auto', at)) === 'added';
      });
    },
    async remove(likerId, likedId) {
      await db.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
    },
    async removeBetween(memberId, otherId) {
      await db
        .delete(likes)
        .where(
          or(
            and(eq(likes.likerId, memberId), eq(likes.likedId, otherId)),
            and(eq(likes.likerId, otherId), eq(likes.likedId, memberId)),
          ),
        );
    },
    async likedBy(memberId) {
      const rows = await db
        .select({ id: likes.likedId })
        .from(likes)
        .innerJoin(members, eq(members.id, likes.likedId))
        .where(and(eq(likes.likerId, memberId), isNull(members.deletedAt)))
        .orderBy(desc(likes.createdAt), desc(likes.likedId));
      return rows.map((row) => row.id);
    },
    async likersOf(memberId) {
      const rows = await db
        .select({ id: likes.likerId, seen: likes.seen })
        .from(likes)
        .innerJoin(members, eq(members.id, likes.likerId))
        .where(
          and(eq(likes.likedId, memberId), eq(members.profileStatus, 'active'), isNull(members.deletedAt)),
        )
        .orderBy(likes.seen, desc(likes.createdAt), desc(likes.likerId));
      return rows.map((row) => ({ id: row.id, isNew: !row.seen }));
    },
    async markSeen(memberId, likerId) {
      await db
        .update(likes)
        .set({ seen: true })
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, memberId), eq(likes.seen, false)));
    },
    async lastAutoLikeAt(memberId) {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${likes.createdAt})` })
        .from(likes)
        .where(and(eq(likes.likedId, memberId), eq(likes.source, 'auto')));
      return row?.at ? new Date(row.at) : null;
    },
    async takeSwipeLike(memberId, day, limit) {
      const rows = await db
        .insert(swipeDays)
        .values({ memberId, day, likes: 1 })
        .onConflictDoUpdate({
          target: [swipeDays.memberId, swipeDays.day],
          set: { likes: sql`${swipeDays.likes} + 1` },
          setWhere: sql`${swipeDays.likes} < ${limit}`,
        })
        .returning({ likes: swipeDays.likes });
      return rows.length > 0;
    },
    async swipeLikesUsed(memberId, day) {
      const [row] = await db
        .select({ likes: swipeDays.likes })
        .from(swipeDays)
        .where(and(eq(swipeDays.memberId, memberId), eq(swipeDays.day, day)));
      return row?.likes ?? 0;
    },
    async addSwipePass(memberId, profileId) {
      await db.insert(swipePasses).values({ memberId, profileId }).onConflictDoNothing();
    },
  };
}
