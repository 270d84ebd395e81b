/**
 * All SQL about reports: filing one (one open report per reporter and target: a repeat, even a parallel
 * one, finds the open report), the count the daily limit is checked against (under the reporter's lock),
 * what a report snapshots (the member's profile and photos, a message), and the operators' list and
 * decision (a report is decided once: the update only matches an open one).
 */
import type { Moderation } from 'contract';
import { and, asc, count, desc, eq, gt, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client.js';
import { members, messages, photos, reports } from '../schema.js';
import { lockFor } from './locks.js';

export type ReportRecord = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'status' | 'action' | 'decidedAt'>;

/** A report with the names of both members, and the target's restriction (the operators' view). */
export interface ReportRow extends ReportRecord {
  reporterName: string;
  targetName: string;
  targetModeration: Moderation | null;
}

export interface ReportDecision {
  action: string;
  ground: string | null;
  facts: string | null;
  decidedAt: Date;
}

export interface ReportRepository {
  /** The reporter's lock until the transaction ends: the daily limit counted before the insert still holds. */
  lockReporter(reporterId: number): Promise<void>;
  /** The reporter's reports filed after `since`, and the oldest of them. */
  filedSince(reporterId: number, since: Date): Promise<{ count: number; oldest: Date | null }>;
  /** The reporter's open report on the target, if any. */
  openReport(reporterId: number, targetId: number): Promise<ReportRecord | null>;
  /** Files the report; null when the reporter has an open one on the target already (nothing written). */
  insert(report: NewReport): Promise<ReportRecord | null>;
  /** The member's photo ids, oldest first. */
  photoIds(memberId: number): Promise<number[]>;
  /** The message when `senderId` sent it in the conversation. */
  messageOf(
    conversationId: number,
    messageId: number,
    senderId: number,
  ): Promise<{ id: number; body: string; kind: string; createdAt: Date } | null>;
  /** The conversation's newest `limit` messages, oldest first. */
  conversationMessages(
    conversationId: number,
    limit: number,
  ): Promise<Pick<typeof messages.$inferSelect, 'id' | 'senderId' | 'kind' | 'body' | 'createdAt'>[]>;
  /** The site's reports in a state, oldest first (the operators work through them in order). */
  listBySite(siteId: number, status: string, limit: number): Promise<ReportRow[]>;
  byId(id: number): Promise<ReportRow | null>;
  /** Records the decision on an open report; null when it is not open (decided meanwhile, or unknown). */
  decide(id: number, decision: ReportDecision): Promise<ReportRecord | null>;
}

export function createReportRepository(db: AppDatabase): ReportRepository {
  const reporter = alias(members, 'reporter');
  const target = alias(members, 'target');
  const rowsQuery = () =>
    db
      .select({
        report: reports,
        reporterName: reporter.name,
        targetName: target.name,
        targetModeration: target.moderation,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .innerJoin(target, eq(target.id, reports.targetId));
  type Joined = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];
  const toRow = (row: Joined): ReportRow => ({
    ...row.report,
    reporterName: row.reporterName,
    targetName: row.targetName,
    targetModeration: row.targetModeration,
  });

  return {
    lockReporter: (reporterId) => lockFor(db, 'reports', reporterId),

    async filedSince(reporterId, since) {
      const [row] = await db
        .select({ count: count(), oldest: min(reports.createdAt) })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async openReport(reporterId, targetId) {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(eq(reports.reporterId, reporterId), eq(reports.targetId, targetId), eq(reports.status, 'open')),
        );
      return row ?? null;
    },

    async insert(report) {
      // The only unique constraint besides the key is the open pair's partial index.
      const [row] = await db.insert(reports).values(report).onConflictDoNothing().returning();
      return row ?? null;
    },

    async photoIds(memberId) {
      const rows = await db
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.memberId, memberId))
        .orderBy(asc(photos.id));
      return rows.map((row) => row.id);
    },

    async messageOf(conversationId, messageId, senderId) {
      const [row] = await db
        .select({ id: messages.id, body: messages.body, kind: messages.kind, createdAt: messages.createdAt })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            eq(messages.conversationId, conversationId),
            eq(messages.senderId, senderId),
          ),
        );
      return row ?? null;
    },

    async conversationMessages(conversationId, limit) {
      const newest = await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          kind: messages.kind,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(limit);
      return newest.reverse();
    },

    async listBySite(siteId, status, limit) {
      const rows = await rowsQuery()
        .where(and(eq(reports.siteId, siteId), eq(reports.status, status)))
        .orderBy(status === 'open' ? asc(reports.id) : desc(reports.decidedAt), asc(reports.id))
        .limit(limit);
      return rows.map(toRow);
    },

    async byId(id) {
      const [row] = await rowsQuery().where(eq(reports.id, id));
      return row ? toRow(row) : null;
    },

    async decide(id, decision) {
      const [row] = await db
        .update(reports)
        .set({ status: 'decided', ...decision })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .returning();
      return row ?? null;
    },
  };
}
