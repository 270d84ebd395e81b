/**
 * May this member write to that one? The chat's version of the reach check (members/member-access.ts):
 * - unknown members, other sites' members and accounts pending deletion: 404, so ids reveal nothing;
 * - a block by the other member: 403 blocked_by_member with their name; by the viewer: 409 member_blocked;
 * - a profile hidden until its e-mail address is confirmed: 404 without a conversation (nobody can have
 *   found it), else 403 recipient_unconfirmed (they wrote first: the reply waits for the confirmation);
 * - an invisible member makes the first contact: 404 without any contact, 403 member_invisible until they
 *   wrote in the conversation or liked the viewer;
 * - free members start at most FREE_CONVERSATION_LIMIT conversations: 403 conversation_limit.
 * A refusal the viewer may learn about (blocked by me, unconfirmed, invisible, the limit) comes back as
 * `refusal`, so the conversation view can show it; the others are thrown.
 */
import { CHAT_MESSAGES, ERROR_CODES, FREE_CONVERSATION_LIMIT, MEMBER_MESSAGES } from 'contract';
import type {
  ChatPartner,
  ChatRepository,
  ChatTargetFacts,
  ConversationRecord,
  MemberRecord,
} from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import { blockedByMember, memberNotFound } from '../members/member-access.js';

export const memberBlocked = () =>
  new ApiHttpError(409, ERROR_CODES.memberBlocked, MEMBER_MESSAGES.memberBlocked);

export const conversationLimit = () =>
  new ApiHttpError(
    403,
    ERROR_CODES.conversationLimit,
    CHAT_MESSAGES.conversationLimit.replace('{limit}', String(FREE_CONVERSATION_LIMIT)),
  );

export const selfChat = () => new ApiHttpError(400, ERROR_CODES.validationFailed, CHAT_MESSAGES.selfChat);

export interface ChatTarget {
  target: ChatPartner;
  /** The pair's conversation, if there is one (deleted from a list or not). */
  conversation: ConversationRecord | null;
  /** Why the viewer may not send now, or null. */
  refusal: ApiHttpError | null;
  /** Conversations the viewer may still start: null for premium members (no limit). */
  startsLeft: number | null;
}

/** The rules above applied to what the data layer read about the pair (null: no member with that id). */
function judge(viewer: MemberRecord, siteId: number, facts: ChatTargetFacts | null): ChatTarget {
  if (!facts || facts.target.siteId !== siteId || facts.target.deletedAt !== null) throw memberNotFound();
  const { target, conversation } = facts;
  if (facts.blockedByTarget) throw blockedByMember(target.name);
  const startsLeft = viewer.paidUser ? null : Math.max(0, FREE_CONVERSATION_LIMIT - facts.startedByViewer);
  const result = (refusal: ApiHttpError | null): ChatTarget => ({
    target,
    conversation,
    refusal,
    startsLeft,
  });
  if (target.profileStatus !== 'active') {
    if (!conversation || target.status !== 'not_confirmed') throw memberNotFound();
    return result(
      new ApiHttpError(
        403,
        ERROR_CODES.recipientUnconfirmed,
        CHAT_MESSAGES.recipientUnconfirmed.replace('{name}', target.name),
        undefined,
        { member_name: target.name },
      ),
    );
  }
  if (target.invisible) {
    if (!conversation && !facts.likedByViewer && !facts.likedByTarget) throw memberNotFound();
    if (!facts.likedByTarget && !facts.targetWrote) {
      return result(new ApiHttpError(403, ERROR_CODES.memberInvisible, MEMBER_MESSAGES.invisibleTarget));
    }
  }
  if (facts.blockedByViewer) return result(memberBlocked());
  if (!conversation && startsLeft === 0) return result(conversationLimit());
  return result(null);
}

export function createChatAccess(deps: { chat: ChatRepository }) {
  return {
    /**
     * The member `targetId` as a chat partner of `viewer` on site `siteId` (see the rules above), read in one
     * statement through `chat`: a transaction's repository when the answer must hold under its locks.
     */
    async target(
      viewer: MemberRecord,
      targetId: number,
      siteId: number,
      chat: ChatRepository = deps.chat,
    ): Promise<ChatTarget> {
      if (targetId === viewer.id) throw selfChat();
      return judge(viewer, siteId, await chat.targetFacts(viewer.id, targetId));
    },
  };
}

export type ChatAccess = ReturnType<typeof createChatAccess>;
