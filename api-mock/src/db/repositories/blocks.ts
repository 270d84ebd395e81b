/** All SQL about members blocking each other. */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, members, photos } from '../schema.js';
import { lockMemberPair } from './locks.js';

export interface BlockRelation {
  /** The member blocked the other. */
  byMe: boolean;
  /** The other blocked the member. */
  byThem: boolean;
}

export interface BlockRepository {
  between(memberId: number, otherId: number): Promise<BlockRelation>;
  /**
   * Stores the block under the pair's lock, which liking takes too, so a like racing the block either is
   * deleted with the block's transaction or sees the block and is refused. Call it inside the transaction
   * that also deletes what connects the two (the block service's cascade): the lock lasts as long as it.
   */
  add(blockerId: number, blockedId: number): Promise<void>;
  unblock(blockerId: number, blockedId: number): Promise<void>;
  /**
   * The members `blockerId` blocked on site `siteId` (not deleted), newest block first, at most `limit`;
   * served by the primary key (blocker first), so it reads only the member's own blocks.
   */
  blockedBy(blockerId: number, siteId: number, limit: number): Promise<BlockedMemberRow[]>;
}

export interface BlockedMemberRow {
  id: number;
  name: string;
  mainFilename: string | null;
  mainThumbFilename: string | null;
  blockedAt: Date;
}

export function createBlockRepository(db: AppDatabase): BlockRepository {
  return {
    async between(memberId, otherId) {
      const rows = await db
        .select({ blockerId: blocks.blockerId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, otherId)),
            and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, memberId)),
          ),
        );
      return {
        byMe: rows.some((row) => row.blockerId === memberId),
        byThem: rows.some((row) => row.blockerId === otherId),
      };
    },
    async add(blockerId, blockedId) {
      await lockMemberPair(db, blockerId, blockedId);
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId, blockedId) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },
    async blockedBy(blockerId, siteId, limit) {
      return (
        db
          .select({
            id: members.id,
            name: members.name,
            mainFilename: photos.filename,
            mainThumbFilename: photos.thumbFilename,
            blockedAt: blocks.createdAt,
          })
          .from(blocks)
          .innerJoin(members, eq(members.id, blocks.blockedId))
          .leftJoin(photos, eq(photos.id, members.mainPhotoId))
          .where(and(eq(blocks.blockerId, blockerId), eq(members.siteId, siteId), isNull(members.deletedAt)))
          // Same second: the later id first, so the order is stable from one call to the next.
          .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
          .limit(limit)
      );
    },
  };
}
