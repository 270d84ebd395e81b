/**
 * The SQL of the chat socket itself and of the members' event logs (the chat's own data is the chat
 * repository's).
 */
import { and, asc, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, conversationMembers, memberEventHeads, memberEvents } from '../schema.js';

/** One event of a member's log, as stored: the client's event without its seq. */
export interface LoggedEvent {
  seq: number;
  event: Record<string, unknown>;
}

export interface RealtimeRepository {
  /**
   * The other member of a conversation the member belongs to, for the typing signal; null when the member is
   * not in it, or when a block stands between the two (either direction): nobody learns that a member who
   * blocked them, or whom they blocked, is typing.
   */
  typingRecipient(conversationId: number, memberId: number): Promise<number | null>;
  /**
   * Locks the members' log heads until the transaction ends (in member order, so two appends never wait on
   * each other in a circle) and answers each one's newest seq (0 for a member without events yet).
   */
  lockEventHeads(memberIds: readonly number[]): Promise<Map<number, number>>;
  /** Stores numbered events and moves each member's head to their newest: after lockEventHeads, same transaction. */
  appendEvents(
    rows: readonly { memberId: number; seq: number; event: Record<string, unknown> }[],
    at: Date,
  ): Promise<void>;
  /** The member's events after `after`, oldest first, at most `limit`. */
  eventsAfter(memberId: number, after: number, limit: number): Promise<LoggedEvent[]>;
  /** Each member's newest seq (members without events are left out). */
  eventHeads(memberIds: readonly number[]): Promise<Map<number, number>>;
  /** Deletes events written before `before`; answers how many. */
  purgeEventsBefore(before: Date): Promise<number>;
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

    async lockEventHeads(memberIds) {
      const ids = [...new Set(memberIds)].sort((a, b) => a - b);
      if (ids.length === 0) return new Map();
      // An upsert that changes nothing still locks the row, and makes it for a member's first event.
      const rows = await db
        .insert(memberEventHeads)
        .values(ids.map((memberId) => ({ memberId, seq: 0 })))
        .onConflictDoUpdate({ target: memberEventHeads.memberId, set: { seq: sql`${memberEventHeads.seq}` } })
        .returning({ memberId: memberEventHeads.memberId, seq: memberEventHeads.seq });
      return new Map(rows.map((row) => [row.memberId, row.seq]));
    },

    async appendEvents(rows, at) {
      if (rows.length === 0) return;
      await db.insert(memberEvents).values(rows.map((row) => ({ ...row, createdAt: at })));
      const heads = new Map<number, number>();
      for (const row of rows) heads.set(row.memberId, Math.max(heads.get(row.memberId) ?? 0, row.seq));
      await db.execute(sql`
        update ${memberEventHeads} set seq = moved.seq
        from jsonb_to_recordset(${JSON.stringify([...heads].map(([member, seq]) => ({ member, seq })))}::jsonb)
          as moved(member integer, seq integer)
        where ${memberEventHeads.memberId} = moved.member`);
    },

    async eventsAfter(memberId, after, limit) {
      return db
        .select({ seq: memberEvents.seq, event: memberEvents.event })
        .from(memberEvents)
        .where(and(eq(memberEvents.memberId, memberId), gt(memberEvents.seq, after)))
        .orderBy(asc(memberEvents.seq))
        .limit(limit);
    },

    async eventHeads(memberIds) {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select({ memberId: memberEventHeads.memberId, seq: memberEventHeads.seq })
        .from(memberEventHeads)
        .where(inArray(memberEventHeads.memberId, [...memberIds]));
      return new Map(rows.map((row) => [row.memberId, row.seq]));
    },

    async purgeEventsBefore(before) {
      const deleted = await db
        .delete(memberEvents)
        .where(lt(memberEvents.createdAt, before))
        .returning({ seq: memberEvents.seq });
      return deleted.length;
    },
  };
}
