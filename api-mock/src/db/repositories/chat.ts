/**
 * All SQL about conversations and messages. A conversation is one per pair of members (member_low <
 * member_high); each member has a side (conversation_members) with their read position, the last message
 * they deleted the conversation at (cleared_up_to_id) and their unread counter.
 *
 * Writes that depend on what a pair has (a first message creating the conversation, the unread counters, a
 * block deleting the conversations) run under the pair's lock (locks.ts lockMemberPair), which blocking and
 * liking take too: callers take it first, inside their transaction, then change rows.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { LedgerReason } from 'contract';
import type { AppDatabase } from '../client.js';
import {
  blocks,
  conversationMembers,
  conversationStarts,
  conversations,
  likes,
  members,
  messages,
  photos,
} from '../schema.js';
import { cardColumns, type CardRow } from './discovery.js';
import { isUniqueViolation } from './errors.js';
import { lockFor, lockMemberPair } from './locks.js';
import type { SessionCache } from './session-cache.js';
import type { MemberRecord } from './members.js';

export type ConversationRecord = typeof conversations.$inferSelect;
export type ConversationSideRecord = typeof conversationMembers.$inferSelect;
export type MessageRecord = typeof messages.$inferSelect;
/** Every column but the id: the insert's column list, and so its named statement, never varies. */
export type NewMessage = Required<Omit<typeof messages.$inferInsert, 'id'>>;

/** A conversation seen from one of its members: their side and the other member's. */
export interface ConversationView {
  conversation: ConversationRecord;
  mine: ConversationSideRecord;
  theirs: ConversationSideRecord;
}

/** One entry of a member's chat list. */
export interface ChatListRow extends ConversationView {
  card: CardRow;
  lastMessage: MessageRecord | null;
}

/** Which messages of a conversation a member may see: after their clear point, not older than `since`. */
export interface HistoryWindow {
  clearedUpToId: number;
  since: Date;
}

export interface HistoryPage {
  /** Newest first for `before` (or no cursor); oldest first for `after`. */
  messages: MessageRecord[];
  hasMore: boolean;
  /** Messages after the clear point exist that are older than the window. */
  olderHidden: boolean;
}

/** What the chat needs of the member written to. */
export type ChatPartner = Pick<
  MemberRecord,
  'id' | 'siteId' | 'name' | 'status' | 'profileStatus' | 'invisible' | 'paidUser' | 'deletedAt'
>;

/** Everything the chat's access rules weigh about a pair, as one statement reads it (see chat-access.ts). */
export interface ChatTargetFacts {
  target: ChatPartner;
  /** The pair's conversation, if there is one (deleted from a list or not). */
  conversation: ConversationRecord | null;
  blockedByViewer: boolean;
  blockedByTarget: boolean;
  likedByViewer: boolean;
  likedByTarget: boolean;
  /** Conversations the viewer started. */
  startedByViewer: number;
  /** The target wrote in the pair's conversation (only looked up when they are invisible, else false). */
  targetWrote: boolean;
}

/** A message stored by `send`, with what its events need. */
export interface SentMessage {
  outcome: 'sent';
  message: MessageRecord;
  /** The sender's balance after paying for it. */
  balance: number;
  /** The sender's free messages left after it. */
  freeMessagesLeft: number;
  /** The recipient's read position in the conversation (the sender's read receipts). */
  recipientLastReadId: number;
  /** The recipient's unread messages over all their conversations, this one included. */
  recipientUnread: number;
}

/** Why `send` stored nothing (see the database's chat_send). */
export type SendRefused = {
  outcome:
    | 'stored_before'
    | 'blocked_by_recipient'
    | 'blocked_by_sender'
    | 'no_conversation'
    | 'not_enough_credits';
};

/** What deleting a pair's conversations removed (the stored attachments are the caller's to delete). */
export interface RemovedConversations {
  conversationIds: number[];
  attachmentKeys: string[];
}

export interface ChatRepository {
  /** The pair's lock (the one blocks and likes take): call first inside the transaction. */
  lockPair(a: number, b: number): Promise<void>;
  /** The member's lock for counting the conversations they started: taken after the pair's lock. */
  lockStarts(memberId: number): Promise<void>;
  /** The conversation between the two, if any. */
  between(a: number, b: number): Promise<ConversationRecord | null>;
  /** The conversation as `memberId` sees it; null when it does not exist or is not theirs. */
  viewOf(conversationId: number, memberId: number): Promise<ConversationView | null>;
  /** How many partners the member started a conversation with (sent its first message), blocked ones included. */
  startedCount(memberId: number): Promise<number>;
  /** Creates the pair's conversation and both sides; the existing one when it exists already. */
  create(values: {
    siteId: number;
    startedBy: number;
    otherId: number;
    at: Date;
  }): Promise<ConversationRecord>;
  /** What the access rules need about `targetId` as `viewerId`'s chat partner; null for an unknown id. */
  targetFacts(viewerId: number, targetId: number): Promise<ChatTargetFacts | null>;
  messageByClientId(senderId: number, clientId: string): Promise<MessageRecord | null>;
  /**
   * Sends the message in its (existing) conversation in one statement, the database's chat_send: under the
   * pair's lock, paid with one of the sender's `freeMessages` (the site's, 0 for a premium member) when it is
   * a text and any are left, else with `message.credits` (ledger entry `reason`), stored as the
   * conversation's last message, counted unread for the recipient; or refused with nothing written.
   */
  send(
    message: NewMessage,
    recipientId: number,
    reason: LedgerReason,
    freeMessages: number,
  ): Promise<SentMessage | SendRefused>;
  /** The member's conversations with a message after their clear point, newest activity first. */
  list(memberId: number, limit: number): Promise<ChatListRow[]>;
  /** Unread messages over all the member's conversations (of members not pending deletion). */
  totalUnread(memberId: number): Promise<number>;
  /** A page of the conversation's messages within the window: before `before`, or after `after`. */
  history(
    conversationId: number,
    window: HistoryWindow,
    page: { before?: number | undefined; after?: number | undefined; limit: number },
  ): Promise<HistoryPage>;
  /** Reads the conversation up to its last message. `changed`: the read position moved. */
  markRead(conversationId: number, memberId: number): Promise<{ upTo: number; changed: boolean }>;
  /** Deletes the conversation from the member's list: cleared up to its last message, nothing unread. */
  clear(conversationId: number, memberId: number): Promise<void>;
  /** Deletes the conversations between the two with all their messages (part of a block). */
  removeBetween(a: number, b: number): Promise<RemovedConversations>;
  /** A photo message with the viewer's side of its conversation; null when the viewer is not in it. */
  attachmentFor(
    messageId: number,
    viewerId: number,
  ): Promise<{ message: MessageRecord; side: ConversationSideRecord } | null>;
  /** The member's card, whatever their visibility (the chat shows whom one is talking with). */
  cardOf(memberId: number): Promise<CardRow | null>;
}

const pairOf = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });
const theirSide = alias(conversationMembers, 'theirs');

/** `cache`: the session memo; a send drops the sender's entries (the user view shows their credits). */
export function createChatRepository(db: AppDatabase, cache?: SessionCache): ChatRepository {
  /** Conversation, the member's side (`conversationMembers`) and the other's (`theirs`). */
  const viewColumns = {
    conversation: conversations,
    mine: conversationMembers,
    theirs: theirSide,
  };
  /** Conversations as members see them, with `extra` columns of tables the caller joins. */
  const views = <Extra extends SelectedFields>(extra: Extra = {} as Extra) =>
    db
      .select({ ...viewColumns, ...extra })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .innerJoin(
        theirSide,
        and(
          eq(theirSide.conversationId, conversationMembers.conversationId),
          eq(theirSide.memberId, conversationMembers.otherId),
        ),
      );

  async function between(a: number, b: number): Promise<ConversationRecord | null> {
    const { low, high } = pairOf(a, b);
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
    return row ?? null;
  }

  // The statements every send runs are built once per repository, with placeholders, and named: neither
  // drizzle nor PostgreSQL works them out again per send (PostgreSQL plans them once per connection).
  const param = (name: string) => sql.placeholder(name);
  const exists = (from: SQL) => sql<boolean>`exists (select 1 from ${from})`;
  const blocked = (by: string, whom: string) =>
    exists(sql`${blocks} where ${blocks.blockerId} = ${param(by)} and ${blocks.blockedId} = ${param(whom)}`);
  const liked = (by: string, whom: string) =>
    exists(sql`${likes} where ${likes.likerId} = ${param(by)} and ${likes.likedId} = ${param(whom)}`);
  const buildTargetFactsQuery = () =>
    db
      .select({
        target: {
          id: members.id,
          siteId: members.siteId,
          name: members.name,
          status: members.status,
          profileStatus: members.profileStatus,
          invisible: members.invisible,
          paidUser: members.paidUser,
          deletedAt: members.deletedAt,
        },
        conversation: conversations,
        blockedByViewer: blocked('viewer', 'target'),
        blockedByTarget: blocked('target', 'viewer'),
        likedByViewer: liked('viewer', 'target'),
        likedByTarget: liked('target', 'viewer'),
        startedByViewer: sql<number>`(select count(*)::int from ${conversationStarts} where ${conversationStarts.memberId} = ${param('viewer')})`,
        // Only an invisible member's first contact depends on it: not searched for anyone else.
        targetWrote: sql<boolean>`case when ${members.invisible} and ${conversations.id} is not null then ${exists(
          sql`${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${param('target')}`,
        )} else false end`,
      })
      .from(members)
      .leftJoin(
        conversations,
        and(eq(conversations.memberLow, param('low')), eq(conversations.memberHigh, param('high'))),
      )
      .where(eq(members.id, param('target')))
      .prepare('chat_target_facts');
  let targetFactsQuery: ReturnType<typeof buildTargetFactsQuery> | undefined;
  const buildSendQuery = () =>
    db
      .select({
        outcome: sql<SentMessage['outcome'] | SendRefused['outcome']>`outcome`,
        id: sql<number | null>`message_id`,
        balance: sql<number | null>`balance`,
        recipientLastReadId: sql<number | null>`recipient_last_read_id`,
        recipientUnread: sql<number | null>`recipient_unread`,
        messageCredits: sql<number | null>`message_credits`,
        freeMessagesLeft: sql<number | null>`free_messages_left`,
      })
      .from(
        sql`chat_send(${sql.join(
          [
            'conversationId',
            'senderId',
            'recipient',
            'clientId',
            'kind',
            'body',
            'gift',
            'attachmentKey',
            'attachmentWidth',
            'attachmentHeight',
            'credits',
            'reason',
            'freeMessages',
          ].map(param),
          sql`, `,
        )}, ${param('at')}::timestamptz)`,
      )
      .prepare('chat_send');
  let sendQuery: ReturnType<typeof buildSendQuery> | undefined;

  return {
    lockPair: (a, b) => lockMemberPair(db, a, b),
    lockStarts: (memberId) => lockFor(db, 'conversation-starts', memberId),

    between,

    async viewOf(conversationId, memberId) {
      const [row] = await views().where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.memberId, memberId),
        ),
      );
      return row ?? null;
    },

    async startedCount(memberId) {
      const [row] = await db
        .select({ n: count() })
        .from(conversationStarts)
        .where(eq(conversationStarts.memberId, memberId));
      return row?.n ?? 0;
    },

    async create({ siteId, startedBy, otherId, at }) {
      const { low, high } = pairOf(startedBy, otherId);
      const [created] = await db
        .insert(conversations)
        .values({ siteId, memberLow: low, memberHigh: high, startedBy, createdAt: at })
        .onConflictDoNothing({ target: [conversations.memberLow, conversations.memberHigh] })
        .returning();
      const conversation = created ?? (await between(low, high));
      if (!conversation) throw new Error(`conversation ${low}-${high} missing after insert`);
      // The start outlives the conversation (a block deletes it); the same partner again is no new start.
      if (created) {
        await db
          .insert(conversationStarts)
          .values({ memberId: startedBy, partnerId: otherId, startedAt: at })
          .onConflictDoNothing();
      }
      await db
        .insert(conversationMembers)
        .values([
          { conversationId: conversation.id, memberId: low, otherId: high },
          { conversationId: conversation.id, memberId: high, otherId: low },
        ])
        .onConflictDoNothing();
      return conversation;
    },

    async targetFacts(viewerId, targetId) {
      const { low, high } = pairOf(viewerId, targetId);
      const [row] = await (targetFactsQuery ??= buildTargetFactsQuery()).execute({
        viewer: viewerId,
        target: targetId,
        low,
        high,
      });
      return row ?? null;
    },

    async messageByClientId(senderId, clientId) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
      return row ?? null;
    },

    async send(message, recipientId, reason, freeMessages) {
      const [row] = await (sendQuery ??= buildSendQuery())
        .execute({
          ...message,
          recipient: recipientId,
          reason,
          freeMessages,
          at: message.createdAt.toISOString(),
        })
        .catch((error: unknown) => {
          // The same client id committed meanwhile by a send to another member (see chat_send).
          if (isUniqueViolation(error)) return [{ outcome: 'stored_before' as const, id: null }];
          throw error;
        });
      if (!row) throw new Error('chat_send answered no row');
      if (row.outcome !== 'sent') return { outcome: row.outcome };
      void cache?.forgetMember(message.senderId);
      return {
        outcome: 'sent',
        message: { ...message, id: row.id as number, credits: row.messageCredits as number },
        balance: row.balance as number,
        freeMessagesLeft: row.freeMessagesLeft as number,
        recipientLastReadId: row.recipientLastReadId as number,
        recipientUnread: row.recipientUnread as number,
      };
    },

    async list(memberId, limit) {
      const rows = await views({ card: cardColumns, lastMessage: messages })
        .innerJoin(members, eq(members.id, conversationMembers.otherId))
        .leftJoin(photos, eq(photos.id, members.mainPhotoId))
        .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
        .where(
          and(
            eq(conversationMembers.memberId, memberId),
            // Deleted from the list, and nothing new since: not listed.
            gt(conversations.lastMessageId, conversationMembers.clearedUpToId),
            isNull(members.deletedAt),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
      return rows;
    },

    async totalUnread(memberId) {
      const [row] = await db
        .select({ n: sql<number>`member_unread_total(${memberId})` })
        .from(sql`(select 1) as one`);
      return row?.n ?? 0;
    },

    async history(conversationId, window, page) {
      const visible: SQL[] = [
        eq(messages.conversationId, conversationId),
        gt(messages.id, window.clearedUpToId),
        gte(messages.createdAt, window.since),
      ];
      const forward = page.after !== undefined;
      const cursor =
        page.after !== undefined
          ? gt(messages.id, page.after)
          : page.before !== undefined
            ? lt(messages.id, page.before)
            : undefined;
      const rows = await db
        .select()
        .from(messages)
        .where(and(...visible, cursor))
        .orderBy(forward ? asc(messages.id) : desc(messages.id))
        .limit(page.limit + 1);
      const [older] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            gt(messages.id, window.clearedUpToId),
            lt(messages.createdAt, window.since),
          ),
        )
        .limit(1);
      return {
        messages: rows.slice(0, page.limit),
        hasMore: rows.length > page.limit,
        olderHidden: older !== undefined,
      };
    },

    async markRead(conversationId, memberId) {
      const [row] = await db
        .select({ lastReadId: conversationMembers.lastReadId, lastMessageId: conversations.lastMessageId })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.memberId, memberId),
          ),
        );
      if (!row) return { upTo: 0, changed: false };
      const upTo = Math.max(row.lastReadId, row.lastMessageId ?? 0);
      await db
        .update(conversationMembers)
        .set({ lastReadId: upTo, unread: 0 })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.memberId, memberId),
          ),
        );
      return { upTo, changed: upTo > row.lastReadId };
    },

    async clear(conversationId, memberId) {
      await db
        .update(conversationMembers)
        .set({
          clearedUpToId: sql`greatest(${conversationMembers.clearedUpToId}, coalesce((select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationId}), 0))`,
          unread: 0,
        })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.memberId, memberId),
          ),
        );
    },

    async removeBetween(a, b) {
      const { low, high } = pairOf(a, b);
      const found = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
      const conversationIds = found.map((row) => row.id);
      if (conversationIds.length === 0) return { conversationIds, attachmentKeys: [] };
      const attachments = await db
        .select({ key: messages.attachmentKey })
        .from(messages)
        .where(and(inArray(messages.conversationId, conversationIds), isNotNull(messages.attachmentKey)));
      // Sides and messages go with it (foreign keys on delete cascade).
      await db.delete(conversations).where(inArray(conversations.id, conversationIds));
      return {
        conversationIds,
        attachmentKeys: attachments.flatMap((row) => (row.key ? [row.key] : [])),
      };
    },

    async attachmentFor(messageId, viewerId) {
      const [row] = await db
        .select({ message: messages, side: conversationMembers })
        .from(messages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.memberId, viewerId),
          ),
        )
        .where(and(eq(messages.id, messageId), isNotNull(messages.attachmentKey)));
      return row ?? null;
    },

    async cardOf(memberId) {
      const [row] = await db
        .select(cardColumns)
        .from(members)
        .leftJoin(photos, eq(photos.id, members.mainPhotoId))
        .where(eq(members.id, memberId));
      return row ?? null;
    },
  };
}
