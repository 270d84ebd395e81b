/**
 * All SQL of the notification feature: the members' switches and disabled reasons (members.email_preferences,
 * push_preferences, notifications_disabled), and what the notification mails check when they run (unread
 * messages, the member's last request, new members nearby).
 *
 * Every write is one UPDATE that merges into the stored value (jsonb `||`, array_append/array_remove), so
 * parallel changes of different switches or reasons never overwrite each other.
 */
import { and, desc, eq, gt, gte, isNull, max, ne, notExists, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, conversationMembers, likes, members, messages, sessions, sites } from '../schema.js';
import type { SessionCache } from './session-cache.js';

export interface StoredNotificationState {
  emailPreferences: Record<string, boolean>;
  pushPreferences: Record<string, boolean>;
  notificationsDisabled: string[];
}

export interface UnreadReminderCandidate {
  memberId: number;
  /** The newest unread message: the reminder's key, so the same unread messages are reminded of once. */
  latestUnreadId: number;
}

export interface NearbyMembers {
  count: number;
  names: string[];
}

export interface NotificationRepository {
  state(memberId: number): Promise<StoredNotificationState | null>;
  /** Merges the switches in and removes `clear` from the reasons, in one statement. */
  update(
    memberId: number,
    changes: { email?: Record<string, boolean>; push?: Record<string, boolean>; clear?: string[] },
  ): Promise<StoredNotificationState | null>;
  /** Switches one e-mail off and records `reason` (once); false when the member is gone. */
  switchOffWithReason(memberId: number, preference: string, reason: string): Promise<boolean>;
  /** Records `reason` for the (lower-cased) address on the site; the ids of the members it matched. */
  addReasonByEmail(siteId: number, email: string, reason: string): Promise<number[]>;
  /** Removes `reason` while the member still has `email` (a confirmation for another address does nothing). */
  clearReasonForEmail(memberId: number, email: string, reason: string): Promise<boolean>;
  /** The member's latest request over all live sessions (page, poll or chat socket heartbeat). */
  lastSeenAt(memberId: number): Promise<Date | null>;
  /** The member's read position in a conversation (null when it is not theirs or gone). */
  lastReadId(memberId: number, conversationId: number): Promise<number | null>;
  totalUnread(memberId: number): Promise<number>;
  likeExists(likerId: number, likedId: number): Promise<boolean>;
  siteDomain(siteId: number): Promise<string | null>;
  /**
   * Members with messages unread since before `unreadBefore`, not seen since `notSeenSince`, who may get mails
   * (real, confirmed, not deleted, no bounce or fbl); by id after `afterId`.
   */
  unreadReminderCandidates(options: {
    unreadBefore: Date;
    notSeenSince: Date;
    afterId: number;
    limit: number;
  }): Promise<UnreadReminderCandidate[]>;
  /** Members who may get mails (as above), by id after `afterId`. */
  mailableMembers(afterId: number, limit: number): Promise<number[]>;
  /** Listable members of the site and country who signed up since `since`, newest first. */
  newMembersNearby(options: {
    memberId: number;
    siteId: number;
    country: string;
    gender: string | undefined;
    since: Date;
    limit: number;
  }): Promise<NearbyMembers>;
}

const stateColumns = {
  emailPreferences: members.emailPreferences,
  pushPreferences: members.pushPreferences,
  notificationsDisabled: members.notificationsDisabled,
};

/** Real, confirmed members whose mails are not stopped by the provider (bounce or spam complaint). */
const mailable = and(
  isNull(members.deletedAt),
  isNull(members.erasedAt),
  eq(members.status, 'confirmed'),
  eq(members.demo, false),
  eq(members.fictional, false),
  sql`not (${members.notificationsDisabled} && array['bounce', 'fbl']::text[])`,
);

export function createNotificationRepository(db: AppDatabase, cache?: SessionCache): NotificationRepository {
  return {
    async state(memberId) {
      const [row] = await db.select(stateColumns).from(members).where(eq(members.id, memberId));
      return row ?? null;
    },

    async update(memberId, { email = {}, push = {}, clear = [] }) {
      const [row] = await db
        .update(members)
        .set({
          emailPreferences: sql`${members.emailPreferences} || ${JSON.stringify(email)}::jsonb`,
          pushPreferences: sql`${members.pushPreferences} || ${JSON.stringify(push)}::jsonb`,
          notificationsDisabled: sql`array(select r from unnest(${members.notificationsDisabled}) as r where not (r = any(${sql.param(clear)}::text[])))`,
        })
        .where(eq(members.id, memberId))
        .returning(stateColumns);
      cache?.forgetMember(memberId);
      return row ?? null;
    },

    async switchOffWithReason(memberId, preference, reason) {
      const rows = await db
        .update(members)
        .set({
          emailPreferences: sql`${members.emailPreferences} || jsonb_build_object(${preference}::text, false)`,
          notificationsDisabled: sql`case when ${reason}::text = any(${members.notificationsDisabled}) then ${members.notificationsDisabled} else array_append(${members.notificationsDisabled}, ${reason}::text) end`,
        })
        .where(and(eq(members.id, memberId), isNull(members.erasedAt)))
        .returning({ id: members.id });
      cache?.forgetMember(memberId);
      return rows.length > 0;
    },

    async addReasonByEmail(siteId, email, reason) {
      const rows = await db
        .update(members)
        .set({
          notificationsDisabled: sql`case when ${reason}::text = any(${members.notificationsDisabled}) then ${members.notificationsDisabled} else array_append(${members.notificationsDisabled}, ${reason}::text) end`,
        })
        .where(and(eq(members.siteId, siteId), eq(members.email, email.toLowerCase())))
        .returning({ id: members.id });
      for (const row of rows) cache?.forgetMember(row.id);
      return rows.map((row) => row.id);
    },

    async clearReasonForEmail(memberId, email, reason) {
      const rows = await db
        .update(members)
        .set({ notificationsDisabled: sql`array_remove(${members.notificationsDisabled}, ${reason}::text)` })
        .where(and(eq(members.id, memberId), eq(members.email, email.toLowerCase())))
        .returning({ id: members.id });
      cache?.forgetMember(memberId);
      return rows.length > 0;
    },

    async lastSeenAt(memberId) {
      const [row] = await db
        .select({ at: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
      return row?.at ?? null;
    },

    async lastReadId(memberId, conversationId) {
      const [row] = await db
        .select({ lastReadId: conversationMembers.lastReadId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.memberId, memberId),
            eq(conversationMembers.conversationId, conversationId),
          ),
        );
      return row?.lastReadId ?? null;
    },

    async totalUnread(memberId) {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${conversationMembers.unread}), 0)::int` })
        .from(conversationMembers)
        .where(eq(conversationMembers.memberId, memberId));
      return row?.total ?? 0;
    },

    async likeExists(likerId, likedId) {
      const rows = await db
        .select({ likerId: likes.likerId })
        .from(likes)
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
      return rows.length > 0;
    },

    async siteDomain(siteId) {
      const [row] = await db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, siteId));
      return row?.domain ?? null;
    },

    async unreadReminderCandidates({ unreadBefore, notSeenSince, afterId, limit }) {
      const latestUnread = max(messages.id);
      const rows = await db
        .select({ memberId: conversationMembers.memberId, latestUnreadId: latestUnread })
        .from(conversationMembers)
        .innerJoin(members, eq(members.id, conversationMembers.memberId))
        .innerJoin(
          messages,
          and(
            eq(messages.conversationId, conversationMembers.conversationId),
            ne(messages.senderId, conversationMembers.memberId),
            gt(messages.id, conversationMembers.lastReadId),
          ),
        )
        .where(
          and(
            gt(conversationMembers.memberId, afterId),
            gt(conversationMembers.unread, 0),
            mailable,
            notExistsRecentSession(notSeenSince),
          ),
        )
        .groupBy(conversationMembers.memberId)
        .having(sql`min(${messages.createdAt}) < ${unreadBefore.toISOString()}::timestamptz`)
        .orderBy(conversationMembers.memberId)
        .limit(limit);
      return rows.flatMap((row) =>
        row.latestUnreadId === null ? [] : [{ memberId: row.memberId, latestUnreadId: row.latestUnreadId }],
      );
    },

    async mailableMembers(afterId, limit) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(gt(members.id, afterId), mailable))
        .orderBy(members.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async newMembersNearby({ memberId, siteId, country, gender, since, limit }) {
      const nearby = and(
        eq(members.siteId, siteId),
        eq(members.country, country),
        eq(members.profileStatus, 'active'),
        eq(members.invisible, false),
        isNull(members.deletedAt),
        ne(members.id, memberId),
        gte(members.signupDate, since),
        gender ? eq(members.gender, gender) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(
              or(
                and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, members.id)),
                and(eq(blocks.blockedId, memberId), eq(blocks.blockerId, members.id)),
              ),
            ),
        ),
      );
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(members)
        .where(nearby);
      const named = await db
        .select({ name: members.name })
        .from(members)
        .where(nearby)
        .orderBy(desc(members.signupDate), desc(members.id))
        .limit(limit);
      return { count: counted?.count ?? 0, names: named.map((row) => row.name) };
    },
  };

  function notExistsRecentSession(since: Date) {
    return notExists(
      db
        .select({ one: sql`1` })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, conversationMembers.memberId),
            isNull(sessions.revokedAt),
            gte(sessions.lastSeenAt, since),
          ),
        ),
    );
  }
}
