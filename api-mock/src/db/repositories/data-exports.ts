/**
 * All SQL of the members' data exports: the `data_exports` rows (pending, ready, failed, expired) and the
 * reads that gather everything one member's export holds. The reads name other members only by id and name
 * (what the member saw of them), never by any other column.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client.js';
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  dataExports,
  likes,
  members,
  messages,
  orders,
  photos,
  reports,
} from '../schema.js';
import { lockFor } from './locks.js';

export type DataExportRecord = typeof dataExports.$inferSelect;

/** Another member as the export names them: what the member saw of them. */
export interface OtherMember {
  id: number;
  name: string;
}

export interface MemberDataRows {
  member: typeof members.$inferSelect;
  photos: (typeof photos.$inferSelect)[];
  likesGiven: { member: OtherMember; source: string; createdAt: Date }[];
  likesReceived: { member: OtherMember; source: string; seen: boolean; createdAt: Date }[];
  blocked: { member: OtherMember; createdAt: Date }[];
  conversations: {
    id: number;
    other: OtherMember;
    startedBy: number;
    createdAt: Date;
    lastReadId: number;
    clearedUpToId: number;
  }[];
  messages: (typeof messages.$inferSelect)[];
  orders: (typeof orders.$inferSelect)[];
  ledger: (typeof creditLedger.$inferSelect)[];
  /** The reports the member filed, with the decision's action (what the reporter was told), not its reasons. */
  reportsFiled: {
    id: number;
    member: OtherMember;
    reason: string;
    text: string | null;
    conversationId: number | null;
    messageId: number | null;
    photoId: number | null;
    status: string;
    action: string | null;
    createdAt: Date;
    decidedAt: Date | null;
  }[];
  /**
   * Decisions on reports about the member that the member got a statement of reasons for (every action but
   * dismiss). Nothing of the reporter: the statement never named them.
   */
  decisionsAboutMe: {
    reportId: number;
    reason: string;
    action: string | null;
    ground: string | null;
    facts: string | null;
    createdAt: Date;
    decidedAt: Date | null;
  }[];
}

export interface DataExportRepository {
  /**
   * Takes the member's export lock until the transaction ends: requests of one member run one after the
   * other, so the "one pending export" and the daily limit still hold when the new row commits.
   */
  lockMember(memberId: number): Promise<void>;
  /** The member's newest export. */
  latest(memberId: number): Promise<DataExportRecord | null>;
  /** Exports the member asked for at or after `since`. */
  countSince(memberId: number, since: Date): Promise<number>;
  create(row: { memberId: number; tokenHash: string; createdAt: Date }): Promise<DataExportRecord>;
  byId(id: number): Promise<DataExportRecord | null>;
  byTokenHash(tokenHash: string): Promise<DataExportRecord | null>;
  /** Ready exports of the member become expired (a newer one replaces them); their rows, to delete the files. */
  retireReady(memberId: number): Promise<DataExportRecord[]>;
  /** Pending -> ready with its file; false when it is no longer pending. */
  markReady(
    id: number,
    ready: { fileName: string; bytes: number; readyAt: Date; expiresAt: Date },
  ): Promise<boolean>;
  /** Pending -> failed; false when it is no longer pending. */
  markFailed(id: number): Promise<boolean>;
  /**
   * Exports whose file must go: ready ones past their end or of a member who deleted the account, expired
   * ones whose file is still named.
   */
  filesToPurge(now: Date, limit: number): Promise<DataExportRecord[]>;
  /** The export's file is deleted: the row is expired and names no file any more. */
  markPurged(id: number): Promise<void>;
  /** Everything the member's export holds, read in one go. */
  memberData(memberId: number): Promise<MemberDataRows | null>;
}

export function createDataExportRepository(db: AppDatabase): DataExportRepository {
  const other = alias(members, 'other');
  const otherMember = { id: other.id, name: other.name };

  return {
    async lockMember(memberId) {
      await lockFor(db, 'data_export', memberId);
    },
    async latest(memberId) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.memberId, memberId))
        .orderBy(desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },
    async countSince(memberId, since) {
      const [row] = await db
        .select({ n: count() })
        .from(dataExports)
        .where(and(eq(dataExports.memberId, memberId), gte(dataExports.createdAt, since)));
      return row?.n ?? 0;
    },
    async create(row) {
      const [created] = await db
        .insert(dataExports)
        .values({ ...row, status: 'pending' })
        .returning();
      if (!created) throw new Error('data export insert returned nothing');
      return created;
    },
    async byId(id) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },
    async byTokenHash(tokenHash) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHash));
      return row ?? null;
    },
    async retireReady(memberId) {
      return db
        .update(dataExports)
        .set({ status: 'expired' })
        .where(and(eq(dataExports.memberId, memberId), eq(dataExports.status, 'ready')))
        .returning();
    },
    async markReady(id, ready) {
      const rows = await db
        .update(dataExports)
        .set({ status: 'ready', ...ready })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async markFailed(id) {
      const rows = await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async filesToPurge(now, limit) {
      return db
        .select()
        .from(dataExports)
        .where(
          or(
            and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)),
            and(
              eq(dataExports.status, 'ready'),
              inArray(
                dataExports.memberId,
                db
                  .select({ id: members.id })
                  .from(members)
                  .where(and(eq(members.id, dataExports.memberId), isNotNull(members.deletedAt))),
              ),
            ),
            and(eq(dataExports.status, 'expired'), isNotNull(dataExports.fileName)),
          ),
        )
        .orderBy(asc(dataExports.id))
        .limit(limit);
    },
    async markPurged(id) {
      await db.update(dataExports).set({ status: 'expired', fileName: null }).where(eq(dataExports.id, id));
    },
    async memberData(memberId) {
      const [member] = await db.select().from(members).where(eq(members.id, memberId));
      if (!member) return null;
      const [ownPhotos, given, received, blocked, sides, ownOrders, ledger, byMe, onMe] = await Promise.all([
        db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.id)),
        db
          .select({ member: otherMember, source: likes.source, createdAt: likes.createdAt })
          .from(likes)
          .innerJoin(other, eq(other.id, likes.likedId))
          .where(eq(likes.likerId, memberId))
          .orderBy(asc(likes.createdAt)),
        db
          .select({
            member: otherMember,
            source: likes.source,
            seen: likes.seen,
            createdAt: likes.createdAt,
          })
          .from(likes)
          .innerJoin(other, eq(other.id, likes.likerId))
          .where(eq(likes.likedId, memberId))
          .orderBy(asc(likes.createdAt)),
        db
          .select({ member: otherMember, createdAt: blocks.createdAt })
          .from(blocks)
          .innerJoin(other, eq(other.id, blocks.blockedId))
          .where(eq(blocks.blockerId, memberId))
          .orderBy(asc(blocks.createdAt)),
        db
          .select({
            id: conversations.id,
            other: otherMember,
            startedBy: conversations.startedBy,
            createdAt: conversations.createdAt,
            lastReadId: conversationMembers.lastReadId,
            clearedUpToId: conversationMembers.clearedUpToId,
          })
          .from(conversationMembers)
          .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
          .innerJoin(other, eq(other.id, conversationMembers.otherId))
          .where(eq(conversationMembers.memberId, memberId))
          .orderBy(asc(conversations.id)),
        db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(asc(orders.id)),
        db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.memberId, memberId))
          .orderBy(asc(creditLedger.id)),
        db
          .select({
            id: reports.id,
            member: otherMember,
            reason: reports.reason,
            text: reports.text,
            conversationId: reports.conversationId,
            messageId: reports.messageId,
            photoId: reports.photoId,
            status: reports.status,
            action: reports.action,
            createdAt: reports.createdAt,
            decidedAt: reports.decidedAt,
          })
          .from(reports)
          .innerJoin(other, eq(other.id, reports.targetId))
          .where(eq(reports.reporterId, memberId))
          .orderBy(asc(reports.id)),
        // Open and dismissed reports stay out: the member was never told of them, and listing them would
        // show another member's report before (or without) any decision.
        db
          .select({
            reportId: reports.id,
            reason: reports.reason,
            action: reports.action,
            ground: reports.ground,
            facts: reports.facts,
            createdAt: reports.createdAt,
            decidedAt: reports.decidedAt,
          })
          .from(reports)
          .where(
            and(eq(reports.targetId, memberId), eq(reports.status, 'decided'), ne(reports.action, 'dismiss')),
          )
          .orderBy(asc(reports.id)),
      ]);
      const conversationIds = sides.map((side) => side.id);
      const conversationMessages =
        conversationIds.length === 0
          ? []
          : await db
              .select()
              .from(messages)
              .where(inArray(messages.conversationId, conversationIds))
              .orderBy(asc(messages.conversationId), asc(messages.id));
      return {
        member,
        photos: ownPhotos,
        likesGiven: given,
        likesReceived: received,
        blocked,
        conversations: sides,
        messages: conversationMessages,
        orders: ownOrders,
        ledger,
        reportsFiled: byMe,
        decisionsAboutMe: onMe,
      };
    },
  };
}
