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
   * Numbers and stores events in the members' logs, in the change's transaction (the database function
   * append_member_events, migration 0022): locks the members' heads in member order, then appends `events`
   * (in the order each member gets them) and, for each member of `unreadTotalsOf`, their unread total read
   * after that lock. Answers the stored events with their seq, in that order.
   */
  appendEvents(
    events: readonly { memberId: number; event: Record<string, unknown> }[],
    unreadTotalsOf: readonly number[],
    at: Date,
  ): Promise<{ memberId: number; seq: number; event: Record<string, unknown> }[]>;
  /** The member's events after `after`, oldest first, at most `limit`. */
  eventsAfter(memberId: number, after: number, limit: number): Promise<LoggedEvent[]>;
  /** Each member's newest seq (members without events are left out). */
  eventHeads(memberIds: readonly number[]): Promise<Map<number, number>>;
  /** Deletes events written before `before`; answers how many. */
  purgeEventsBefore(before: Date): Promise<number>;
}

export function createRealtimeRepository(db: AppDatabase): RealtimeRepository {
  // Every change that reaches a screen appends: built once per repository with placeholders, and a named
  // statement, so neither drizzle nor PostgreSQL works it out again per change.
  const buildAppendQuery = () =>
    db
      .select({
        memberId: sql<number>`logged_member`,
        seq: sql<number>`logged_seq`,
        event: sql<Record<string, unknown>>`logged_event`,
      })
      .from(
        sql`append_member_events(${sql.placeholder('events')}::jsonb, ${sql.placeholder('unreadTotalsOf')}::jsonb, ${sql.placeholder('at')}::timestamptz)`,
      )
      .prepare('append_member_events');
  let appendQuery: ReturnType<typeof buildAppendQuery> | undefined;

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

    async appendEvents(events, unreadTotalsOf, at) {
      const rows = await (appendQuery ??= buildAppendQuery()).execute({
        events: JSON.stringify(events.map(({ memberId, event }) => ({ member: memberId, event }))),
        unreadTotalsOf: JSON.stringify(unreadTotalsOf),
        at: at.toISOString(),
      });
      return rows.map(({ memberId, seq, event }) => ({ memberId, seq, event }));
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
