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
  BlockRepository,
  ChatRepository,
  ConversationRecord,
  LikeRepository,
  MemberRecord,
  MemberRepository,
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
  target: MemberRecord;
  /** The pair's conversation, if there is one (deleted from a list or not). */
  conversation: ConversationRecord | null;
  /** Why the viewer may not send now, or null. */
  refusal: ApiHttpError | null;
  /** Conversations the viewer may still start: null for premium members (no limit). */
  startsLeft: number | null;
}

export function createChatAccess(deps: {
  members: MemberRepository;
  blocks: BlockRepository;
  likes: LikeRepository;
  chat: ChatRepository;
}) {
  const { members, blocks, likes, chat } = deps;

  async function startsLeft(viewer: MemberRecord): Promise<number | null> {
    if (viewer.paidUser) return null;
    return Math.max(0, FREE_CONVERSATION_LIMIT - (await chat.startedCount(viewer.id)));
  }

  return {
    startsLeft,

    /** The member `targetId` as a chat partner of `viewer` on site `siteId` (see the rules above). */
    async target(viewer: MemberRecord, targetId: number, siteId: number): Promise<ChatTarget> {
      if (targetId === viewer.id) throw selfChat();
      const target = await members.byId(targetId);
      if (!target || target.siteId !== siteId || target.deletedAt !== null) throw memberNotFound();
      const [block, like, conversation, starts] = await Promise.all([
        blocks.between(viewer.id, targetId),
        likes.between(viewer.id, targetId),
        chat.between(viewer.id, targetId),
        startsLeft(viewer),
      ]);
      if (block.byThem) throw blockedByMember(target.name);
      const result = (refusal: ApiHttpError | null): ChatTarget => ({
        target,
        conversation,
        refusal,
        startsLeft: starts,
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
        if (!conversation && !like.liked && !like.likedBy) throw memberNotFound();
        const theyReached =
          like.likedBy || (conversation ? await chat.hasWritten(conversation.id, targetId) : false);
        if (!theyReached) {
          return result(new ApiHttpError(403, ERROR_CODES.memberInvisible, MEMBER_MESSAGES.invisibleTarget));
        }
      }
      if (block.byMe) return result(memberBlocked());
      if (!conversation && starts === 0) return result(conversationLimit());
      return result(null);
    },
  };
}

export type ChatAccess = ReturnType<typeof createChatAccess>;
