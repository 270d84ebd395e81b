/** The SQL of the chat socket itself (the chat's own data is the chat repository's). */
import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, conversationMembers } from '../schema.js';

export interface RealtimeRepository {
  /**
   * The other member of a conversation the member belongs to, for the typing signal; null when the member is
   * not in it, or when a block stands between the two (either direction): nobody learns that a member who
   * blocked them, or whom they blocked, is typing.
   */
  typingRecipient(conversationId: number, memberId: number): Promise<number | null>;
}

export function createRealtimeRepository(db: AppDatabase): RealtimeRepository {
  return {
    async typingRecipient(conversationId, memberId) {
      const [row] = await db
        .select({ otherId: conversationMembers.otherId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.memberId, memberId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(blocks)
                .where(
                  or(
                    and(
                      eq(blocks.blockerId, conversationMembers.memberId),
                      eq(blocks.blockedId, conversationMembers.otherId),
                    ),
                    and(
                      eq(blocks.blockerId, conversationMembers.otherId),
                      eq(blocks.blockedId, conversationMembers.memberId),
                    ),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return row?.otherId ?? null;
    },
  };
}
