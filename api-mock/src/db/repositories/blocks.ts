/** All SQL about members blocking each other. */
import { and, eq, or } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, likes } from '../schema.js';
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
   * Blocks in one transaction with deleting what connects the two: the likes both ways (and, once chats
   * exist, the conversations: they join this transaction). Under the pair's lock, which liking takes too,
   * so a like racing the block is either deleted here or sees the block and is refused.
   */
  block(blockerId: number, blockedId: number): Promise<void>;
  unblock(blockerId: number, blockedId: number): Promise<void>;
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
    async block(blockerId, blockedId) {
      await db.transaction(async (tx) => {
        await lockMemberPair(tx, blockerId, blockedId);
        await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
        await tx
          .delete(likes)
          .where(
            or(
              and(eq(likes.likerId, blockerId), eq(likes.likedId, blockedId)),
              and(eq(likes.likerId, blockedId), eq(likes.likedId, blockerId)),
            ),
          );
      });
    },
    async unblock(blockerId, blockedId) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },
  };
}
