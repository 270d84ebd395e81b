/**
 * Chat: the member's conversation list, one conversation's history, sending (text, gift, photo), reading and
 * deleting. The rules of who may write to whom are chat-access.ts's, the rules of a text message-text.ts's.
 *
 * A send is checked (chat-access.ts), then stored by the database's chat_send under the pair's lock (the lock
 * blocking takes too, so a block is checked again under it): the message, the debit of its credits and the
 * unread counter commit together or not at all, in one statement. A free member's text is paid with one of
 * their free messages while any are left (credits/free-messages.ts), spent in the same statement. A first
 * message creates the conversation in the same transaction, counted against a free member's starts under the
 * member's own lock. The client's
 * id makes a send idempotent: a retry, or the same request racing itself, returns the stored message and
 * charges nothing, and makes sure both members' screens have it (their sockets catch up from the log).
 * The events for the members' screens are stored in their event logs in the same transaction
 * (realtime/event-log.ts) and published after the commit.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  CHAT_HISTORY_DAYS,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  ERROR_CODES,
  FREE_CONVERSATION_LIMIT,
  ID_MAX,
  type ChatEntry,
  type ChatsResponse,
  type Conversation,
  type LedgerReason,
  type MessagesResponse,
  type SendMessage,
  type SendMessageResponse,
} from 'contract';
import type {
  ChatPartner,
  ChatRepository,
  ConversationView,
  JobRepository,
  MemberRecord,
  MemberRepository,
  MessageRecord,
  NewMessage,
  Repositories,
  SendRefused,
  SentMessage,
} from '../../db/repositories/index.js';
import type { BoundedQueue } from '../../lib/bounded-queue.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import { photoViewerOf, toCard } from '../members/cards.js';
import { blockedByMember, memberNotFound } from '../members/member-access.js';
import { ImageRejected, processPhoto } from '../photos/image-processing.js';
import { CATCH_UP, type RealtimeBus } from '../realtime/bus.js';
import {
  appendEvents,
  NOTHING_TO_DELIVER,
  publishDelivery,
  unreadTotalIn,
  type Delivery,
  type MemberEvent,
} from '../realtime/event-log.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { AttachmentStore } from './attachment-store.js';
import { conversationLimit, memberBlocked, type ChatAccess } from './chat-access.js';
import { checkMessageText } from './message-text.js';
import { toMessage } from './message-view.js';
import { queueNotification } from '../notifications/notification-service.js';
import { freeMessageAllowance, freeMessagesLeft } from '../credits/free-messages.js';

/** The chat list shows at most this many conversations (the most recent ones). */
export const CHAT_LIST_MAX = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

export const conversationNotFound = () => notFound('This conversation could not be found.');

export const notEnoughCredits = () =>
  new ApiHttpError(402, ERROR_CODES.notEnoughCredits, CHAT_MESSAGES.notEnoughCredits);

export const premiumOnly = () => new ApiHttpError(403, ERROR_CODES.premiumOnly, CHAT_MESSAGES.premiumOnly);

const invalid = (field: string, message: string) =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, message, { [field]: message });

/** Where a message goes: an existing conversation of the sender's, or a member (starting one if needed). */
export interface Recipient {
  conversation?: number | undefined;
  member?: number | undefined;
}

/** What a message carries; each kind costs the site's credits for it. */
type Content =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: string }
  | { kind: 'photo'; key: string; width: number; height: number };

export interface PhotoUpload extends Recipient {
  clientId: string;
  bytes: Buffer;
}

export interface ChatServiceDeps {
  chat: ChatRepository;
  members: MemberRepository;
  access: ChatAccess;
  /** A send's conversation, message, debit and counters commit together or not at all. */
  transaction: Repositories['transaction'];
  realtime: RealtimeBus;
  attachments: AttachmentStore;
  /** The image decode queue shared with profile photos (503 service_busy when full). */
  gate: BoundedQueue;
  now: () => Date;
  /** Where the notification mails of new conversations and messages are queued, and the worker told. */
  jobs: JobRepository;
  jobsQueued: () => void;
  /** Counts each stored send (not a retry answered from the stored message), for the metrics. */
  counted?: () => void;
}

const ledgerReasonOf = (content: Content): LedgerReason =>
  content.kind === 'text' ? 'message' : content.kind;

/** chat_send stored nothing: why. */
class SendRefusal extends Error {
  constructor(
    readonly outcome: SendRefused['outcome'],
    readonly target: ChatPartner,
  ) {
    super(`send refused: ${outcome}`);
  }
}

export function createChatService(deps: ChatServiceDeps) {
  const { chat, members, access, transaction, realtime, attachments, gate, now, jobs, jobsQueued } = deps;

  /** Messages older than this are hidden from both members (the privacy notice shows instead). */
  const historySince = () => new Date(now().getTime() - CHAT_HISTORY_DAYS * DAY_MS);

  const viewerOf = (member: MemberRecord, view: Pick<ConversationView, 'theirs'>) => ({
    id: member.id,
    premium: member.paidUser,
    otherLastReadId: view.theirs.lastReadId,
  });

  async function viewOrNotFound(viewer: MemberRecord, conversationId: number) {
    const view = await chat.viewOf(conversationId, viewer.id);
    if (!view) throw conversationNotFound();
    return view;
  }

  async function list(viewer: MemberRecord): Promise<ChatsResponse> {
    const [rows, total] = await Promise.all([
      chat.list(viewer.id, CHAT_LIST_MAX),
      chat.totalUnread(viewer.id),
    ]);
    const at = now();
    const since = historySince();
    const chats = rows.map(
      (row): ChatEntry => ({
        conversation: row.conversation.id,
        profile: toCard(row.card, at, photoViewerOf(viewer)),
        num_unread_messages: row.mine.unread,
        // A last message older than the history window is not shown either.
        last_message:
          row.lastMessage && row.lastMessage.createdAt >= since
            ? toMessage(row.lastMessage, viewerOf(viewer, row))
            : null,
      }),
    );
    return { chats, total_unread_messages: total };
  }

  /** The member a send goes to: named, or the other member of the viewer's conversation. */
  async function otherMemberOf(viewer: MemberRecord, recipient: Recipient): Promise<number> {
    if ((recipient.conversation === undefined) === (recipient.member === undefined)) {
      throw invalid('conversation', 'Name either the conversation or the member to write to.');
    }
    if (recipient.member !== undefined) return recipient.member;
    // A conversation's members never change: read before the pair's lock, which needs them.
    return (await viewOrNotFound(viewer, recipient.conversation as number)).mine.otherId;
  }

  /** Throws every refusal of a send to the recipient, checked outside the send's transaction. */
  async function checkRecipient(viewer: MemberRecord, site: ResolvedSite, recipient: Recipient) {
    const checked = await access.target(viewer, await otherMemberOf(viewer, recipient), site.id);
    if (checked.refusal) throw checked.refusal;
  }

  function costOf(content: Content, site: ResolvedSite): number {
    const settings = site.settings;
    if (content.kind === 'gift') return settings.gift_credits;
    if (content.kind === 'photo') return settings.photo_credits;
    return settings.message_credits;
  }

  /** The stored message of a send repeated with its client id, as the sender sees it, with their balance. */
  async function replay(
    viewer: MemberRecord,
    site: ResolvedSite,
    message: MessageRecord,
  ): Promise<SendMessageResponse> {
    const [view, balance] = await Promise.all([
      chat.viewOf(message.conversationId, viewer.id),
      members.byId(viewer.id),
    ]);
    // The first try stored the message and its events; its publish may have died with its instance.
    realtime.publish(view ? [viewer.id, view.mine.otherId] : [viewer.id], CATCH_UP);
    return {
      message: toMessage(message, {
        id: viewer.id,
        premium: viewer.paidUser,
        otherLastReadId: view?.theirs.lastReadId ?? 0,
      }),
      credits: balance?.credits ?? 0,
      free_messages_left: balance ? freeMessagesLeft(balance, site.settings) : 0,
    };
  }

  /** Why chat_send stored nothing, as the sender is told it; null for a message stored before. */
  function refusalOf(outcome: SendRefused['outcome'], target: ChatPartner): ApiHttpError | null {
    switch (outcome) {
      case 'stored_before':
        return null;
      case 'blocked_by_recipient':
        return blockedByMember(target.name);
      case 'blocked_by_sender':
        return memberBlocked();
      case 'no_conversation':
        // Deleted by a block (or the recipient's account purge) since the checks.
        return memberNotFound();
      case 'not_enough_credits':
        return notEnoughCredits();
    }
  }

  /**
   * The send itself: see the module comment. In an existing conversation it is one statement (chat_send,
   * which takes the pair's lock and checks blocks again under it); a first message creates the conversation
   * in a transaction under the pair's lock first, counted against a free member's starts under their own.
   */
  async function store(
    viewer: MemberRecord,
    site: ResolvedSite,
    recipient: Recipient,
    clientId: string,
    content: Content,
  ): Promise<{ stored: true; response: SendMessageResponse } | { stored: false; message: MessageRecord }> {
    const at = now();
    const cost = costOf(content, site);
    const reason = ledgerReasonOf(content);
    const freeMessages = freeMessageAllowance(viewer, site.settings);
    const senderCopyOf = (message: MessageRecord, recipientLastReadId: number) =>
      toMessage(message, { id: viewer.id, premium: viewer.paidUser, otherLastReadId: recipientLastReadId });
    /** The send's events in both members' logs, in its transaction. */
    const logSend = (tx: Repositories, sent: SentMessage, target: ChatPartner): Promise<Delivery> =>
      appendEvents(
        tx,
        {
          events: [
            {
              memberId: viewer.id,
              event: { type: 'message', message: senderCopyOf(sent.message, sent.recipientLastReadId) },
            },
            {
              memberId: viewer.id,
              event: {
                type: 'credits',
                credits: sent.balance,
                paid_user: viewer.paidUser,
                free_messages_left: sent.freeMessagesLeft,
              },
            },
            {
              memberId: target.id,
              event: {
                type: 'message',
                message: toMessage(sent.message, {
                  id: target.id,
                  premium: target.paidUser,
                  otherLastReadId: 0,
                }),
              },
            },
          ],
          unreadTotalsOf: [target.id],
        },
        at,
      );
    let outcome;
    let existingConversation = false;
    let target: ChatPartner;
    try {
      const checked = await access.target(viewer, await otherMemberOf(viewer, recipient), site.id);
      if (checked.refusal) throw checked.refusal;
      ({ target } = checked);
      const message = (conversationId: number): NewMessage => ({
        conversationId,
        senderId: viewer.id,
        clientId,
        kind: content.kind,
        body: content.kind === 'text' ? content.text : '',
        gift: content.kind === 'gift' ? content.gift : null,
        attachmentKey: content.kind === 'photo' ? content.key : null,
        attachmentWidth: content.kind === 'photo' ? content.width : null,
        attachmentHeight: content.kind === 'photo' ? content.height : null,
        credits: cost,
        createdAt: at,
      });
      existingConversation = checked.conversation !== null && checked.conversation !== undefined;
      const existing = checked.conversation;
      outcome = existing
        ? await transaction(async (tx) => {
            const sent = await tx.chat.send(message(existing.id), target.id, reason, freeMessages);
            return sent.outcome === 'sent' ? { ...sent, delivery: await logSend(tx, sent, target) } : sent;
          })
        : await transaction(async (tx) => {
            await tx.chat.lockPair(viewer.id, target.id);
            if (!viewer.paidUser) {
              // Counted under the member's lock: parallel first messages cannot pass the limit together.
              await tx.chat.lockStarts(viewer.id);
              if ((await tx.chat.startedCount(viewer.id)) >= FREE_CONVERSATION_LIMIT)
                throw conversationLimit();
            }
            const conversation = await tx.chat.create({
              siteId: site.id,
              startedBy: viewer.id,
              otherId: target.id,
              at,
            });
            const sent = await tx.chat.send(message(conversation.id), target.id, reason, freeMessages);
            // A refused first message leaves no conversation behind.
            if (sent.outcome !== 'sent') throw new SendRefusal(sent.outcome, target);
            const delivery = await logSend(tx, sent, target);
            await queueNotification(
              tx.jobs,
              {
                type: 'new_conversation',
                memberId: target.id,
                fromId: viewer.id,
                conversationId: conversation.id,
              },
              at,
            );
            return { ...sent, delivery };
          });
      if (outcome.outcome !== 'sent') throw new SendRefusal(outcome.outcome, target);
    } catch (error) {
      // A retry, or a twin request (same client id) that committed while this one waited for a lock: the
      // stored message is the answer, whatever refuses a new copy now (a block, the credits, the start).
      const refusal = error instanceof SendRefusal ? refusalOf(error.outcome, error.target) : error;
      if (refusal !== null && !(refusal instanceof ApiHttpError)) throw refusal;
      const stored = await chat.messageByClientId(viewer.id, clientId);
      if (!stored) throw refusal ?? new Error('chat_send found a stored message that is gone');
      return { stored: false, message: stored };
    }

    const { message, balance, freeMessagesLeft: freeLeft, recipientLastReadId, delivery } = outcome;
    // The message is committed: the members' sockets get it before the notification is queued, so that
    // write is not part of the delivery's latency.
    publishDelivery(realtime, delivery);
    deps.counted?.();
    const senderCopy = senderCopyOf(message, recipientLastReadId);
    if (existingConversation) {
      // One mail per stretch of unread messages (keyed by the recipient's read position), sent only if still
      // unread later.
      await queueNotification(
        jobs,
        {
          type: 'new_message',
          memberId: target.id,
          fromId: viewer.id,
          conversationId: message.conversationId,
          messageId: message.id,
          readUpTo: recipientLastReadId,
          sentAt: at.toISOString(),
        },
        at,
      );
    }
    jobsQueued();
    return {
      stored: true,
      response: { message: senderCopy, credits: balance, free_messages_left: freeLeft },
    };
  }

  return {
    list,

    /** Deletes the conversation from the member's own list (the other member keeps theirs). */
    async remove(viewer: MemberRecord, conversationId: number): Promise<ChatsResponse> {
      const view = await viewOrNotFound(viewer, conversationId);
      const delivery = await transaction(async (tx) => {
        // Under the pair's lock: a message sent meanwhile is either cleared with it or comes after it.
        await tx.chat.lockPair(viewer.id, view.mine.otherId);
        await tx.chat.clear(conversationId, viewer.id);
        return appendEvents(
          tx,
          {
            events: [{ memberId: viewer.id, event: { type: 'chat_removed', conversation: conversationId } }],
            unreadTotalsOf: [viewer.id],
          },
          now(),
        );
      });
      publishDelivery(realtime, delivery);
      return list(viewer);
    },

    /** The conversation with a member, by its id or the member's; whether and why not the viewer may send. */
    async conversation(
      viewer: MemberRecord,
      site: ResolvedSite,
      query: { id?: number | undefined; member?: number | undefined },
    ): Promise<Conversation> {
      if ((query.id === undefined) === (query.member === undefined)) {
        throw invalid('member', 'Name either the conversation (id) or the member.');
      }
      const otherId =
        query.id !== undefined
          ? (await viewOrNotFound(viewer, query.id)).mine.otherId
          : (query.member as number);
      const checked = await access.target(viewer, otherId, site.id);
      const card = await chat.cardOf(otherId);
      if (!card) throw memberNotFound();
      return {
        id: checked.conversation?.id ?? null,
        profile: toCard(card, now(), photoViewerOf(viewer)),
        can_send: checked.refusal === null,
        refusal: checked.refusal?.code ?? null,
        starts_left: checked.startsLeft,
      };
    },

    /**
     * A page of history: newest first (`before` pages back), or oldest first after `after` (catching up).
     * Never messages the member deleted with the conversation, nor older than the history window.
     */
    async history(
      viewer: MemberRecord,
      query: { conversation: number; before?: number; after?: number; limit?: number },
    ): Promise<MessagesResponse> {
      if (query.before !== undefined && query.after !== undefined) {
        throw invalid('before', 'Page with either before or after, not both.');
      }
      const view = await viewOrNotFound(viewer, query.conversation);
      const page = await chat.history(
        query.conversation,
        { clearedUpToId: view.mine.clearedUpToId, since: historySince() },
        {
          before: query.before,
          // The contract takes any catch-up point a client may hold; no message id is past ID_MAX.
          after: query.after === undefined ? undefined : Math.min(query.after, ID_MAX),
          limit: query.limit ?? CHAT_PAGE_SIZE,
        },
      );
      const messageViewer = viewerOf(viewer, view);
      return {
        messages: page.messages.map((message) => toMessage(message, messageViewer)),
        has_more: page.hasMore,
        older_hidden: page.olderHidden,
      };
    },

    /** Sends a text message or a gift (POST /api/messages.php). */
    async send(viewer: MemberRecord, site: ResolvedSite, body: SendMessage): Promise<SendMessageResponse> {
      if ((body.text === undefined) === (body.gift === undefined)) {
        throw invalid('text', 'Send either a text or a gift.');
      }
      const content: Content =
        body.text !== undefined
          ? { kind: 'text', text: checkMessageText(body.text, site.settings.message_length) }
          : { kind: 'gift', gift: body.gift as string };
      // A retry of a stored send gets the same answer, nothing posted or charged again (see store).
      const sent = await store(viewer, site, body, body.client_id, content);
      return sent.stored ? sent.response : replay(viewer, site, sent.message);
    },

    /**
     * The refusals of a photo that need no body (premium only, a full image queue), answered before the
     * upload is read; sendPhoto enforces them again.
     */
    admitPhoto(viewer: MemberRecord): void {
      if (!viewer.paidUser) throw premiumOnly();
      gate.refuseIfFull();
    },

    /** Sends a photo (POST /api/chat-attachment.php): premium members only, for the site's photo_credits. */
    async sendPhoto(
      viewer: MemberRecord,
      site: ResolvedSite,
      upload: PhotoUpload,
    ): Promise<SendMessageResponse> {
      if (!viewer.paidUser) throw premiumOnly();
      const earlier = await chat.messageByClientId(viewer.id, upload.clientId);
      if (earlier) return replay(viewer, site, earlier);
      // Checked before the image work (the send checks again): a send that cannot be made costs no decoding.
      await checkRecipient(viewer, site, upload);
      if (viewer.credits < site.settings.photo_credits) throw notEnoughCredits();
      let processed;
      try {
        processed = await gate.run(() => processPhoto(upload.bytes));
      } catch (error) {
        if (error instanceof ImageRejected) {
          throw new ApiHttpError(415, ERROR_CODES.unsupportedMediaType, error.message);
        }
        throw error;
      }
      const { width = 0, height = 0 } = await sharp(processed.full).metadata();
      const key = `${randomBytes(16).toString('hex')}.jpg`;
      await attachments.put(key, processed.full);
      let sent;
      try {
        sent = await store(viewer, site, upload, upload.clientId, { kind: 'photo', key, width, height });
      } catch (error) {
        await attachments.remove(key);
        throw error;
      }
      if (sent.stored) return sent.response;
      // Stored by a racing request meanwhile: this copy of the image is not needed.
      await attachments.remove(key);
      return replay(viewer, site, sent.message);
    },

    /** Reads the conversation up to its newest message; the other member learns it if they are premium. */
    async markRead(viewer: MemberRecord, conversationId: number): Promise<{ total_unread_messages: number }> {
      const view = await viewOrNotFound(viewer, conversationId);
      const otherId = view.mine.otherId;
      // Read receipts are premium: only a premium sender is told their messages were read.
      const receipts = (await members.byId(otherId))?.paidUser ?? false;
      const { total, delivery } = await transaction(async (tx) => {
        // Under the pair's lock: a message arriving meanwhile is either read here or counted after it.
        await tx.chat.lockPair(viewer.id, otherId);
        const read = await tx.chat.markRead(conversationId, viewer.id);
        // Nothing newly read: the unread total did not change either.
        if (!read.changed)
          return { total: await tx.chat.totalUnread(viewer.id), delivery: NOTHING_TO_DELIVER };
        const receipt: MemberEvent = {
          memberId: otherId,
          event: { type: 'read', conversation: conversationId, up_to: read.upTo },
        };
        const logged = await appendEvents(
          tx,
          { events: receipts ? [receipt] : [], unreadTotalsOf: [viewer.id] },
          now(),
        );
        return { total: unreadTotalIn(logged, viewer.id) ?? 0, delivery: logged };
      });
      publishDelivery(realtime, delivery);
      return { total_unread_messages: total };
    },

    /** The image of a photo message, for the two members of its conversation while they can see it; else 404. */
    async attachment(viewerId: number | null, messageId: number): Promise<{ bytes: Buffer; etag: string }> {
      const found = viewerId === null ? null : await chat.attachmentFor(messageId, viewerId);
      if (
        !found ||
        !found.message.attachmentKey ||
        found.message.id <= found.side.clearedUpToId ||
        found.message.createdAt < historySince()
      ) {
        throw notFound();
      }
      const bytes = await attachments.read(found.message.attachmentKey);
      if (!bytes) throw notFound();
      return { bytes, etag: `"${found.message.attachmentKey.replace(/\.jpg$/, '')}"` };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
