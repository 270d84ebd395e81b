/**
 * All SQL about complaints: filing one (its reference unique, a clash answered with null so the caller can
 * draw another), the member's own list, the count the daily limit is checked against (under the member's
 * lock), and the facts a complaint's references are checked against: whether the complainer may know the
 * member it is about, and whether a conversation is one they take part in.
 */
import { and, count, desc, eq, gt, min, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, complaints, conversations, likes, members } from '../schema.js';
import { lockFor } from './locks.js';

export type ComplaintRecord = typeof complaints.$inferSelect;
export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id' | 'status'>;

/** A complaint as its member's list shows it: with the name of the member it is about. */
export interface ComplaintListRow extends ComplaintRecord {
  aboutMemberName: string | null;
}

/** A member a complaint may name. */
export interface ComplaintTarget {
  id: number;
  name: string;
}

export interface ComplaintRepository {
  /**
   * The member's complaint lock until the transaction ends: filings of one member run one after the other,
   * so the daily limit counted before the insert still holds when it commits.
   */
  lockMember(memberId: number): Promise<void>;
  /** The member's complaints filed after `since`, and the oldest of them. */
  filedSince(memberId: number, since: Date): Promise<{ count: number; oldest: Date | null }>;
  /** Files the complaint; null when its reference is taken already (nothing written: draw another). */
  insert(complaint: NewComplaint): Promise<ComplaintRecord | null>;
  /** The member's own complaints, newest first. */
  listOwn(memberId: number, limit: number): Promise<ComplaintListRow[]>;
  /**
   * The member `targetId` of site `siteId` as the complainer may know them: one whose profile is public
   * (active, not deleted, not invisible), or one they have been in touch with (a conversation, a like
   * either way, a block either way: a complaint after blocking is the usual order). Null for unknown ids,
   * other sites' members, erased accounts and hidden members never in touch.
   */
  knowableMember(complainerId: number, targetId: number, siteId: number): Promise<ComplaintTarget | null>;
  /** The conversation when `memberId` takes part in it: with the other member's id; else null. */
  ownConversation(memberId: number, conversationId: number): Promise<{ id: number; otherId: number } | null>;
}

export function createComplaintRepository(db: AppDatabase): ComplaintRepository {
  return {
    lockMember: (memberId) => lockFor(db, 'complaints', memberId),

    async filedSince(memberId, since) {
      const [row] = await db
        .select({ count: count(), oldest: min(complaints.createdAt) })
        .from(complaints)
        .where(and(eq(complaints.memberId, memberId), gt(complaints.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async insert(complaint) {
      const [row] = await db
        .insert(complaints)
        .values(complaint)
        .onConflictDoNothing({ target: complaints.reference })
        .returning();
      return row ?? null;
    },

    async listOwn(memberId, limit) {
      const rows = await db
        .select({ complaint: complaints, aboutMemberName: members.name })
        .from(complaints)
        .leftJoin(members, eq(members.id, complaints.aboutMemberId))
        .where(eq(complaints.memberId, memberId))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.complaint, aboutMemberName: row.aboutMemberName }));
    },

    async knowableMember(complainerId, targetId, siteId) {
      const a = complainerId;
      const b = targetId;
      const [row] = await db
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(
          and(
            eq(members.id, targetId),
            eq(members.siteId, siteId),
            sql`${members.erasedAt} is null`,
            or(
              sql`(${members.deletedAt} is null and ${members.profileStatus} = 'active' and not ${members.invisible})`,
              sql`exists (select 1 from ${conversations} where ${conversations.memberLow} = least(${a}::int, ${b}::int) and ${conversations.memberHigh} = greatest(${a}::int, ${b}::int))`,
              sql`exists (select 1 from ${likes} where (${likes.likerId} = ${a} and ${likes.likedId} = ${b}) or (${likes.likerId} = ${b} and ${likes.likedId} = ${a}))`,
              sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`,
            ),
          ),
        );
      return row ?? null;
    },

    async ownConversation(memberId, conversationId) {
      const [row] = await db
        .select({ low: conversations.memberLow, high: conversations.memberHigh })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            or(eq(conversations.memberLow, memberId), eq(conversations.memberHigh, memberId)),
          ),
        );
      if (!row) return null;
      return { id: conversationId, otherId: row.low === memberId ? row.high : row.low };
    },
  };
}
