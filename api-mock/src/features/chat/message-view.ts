/** Stored messages as one member sees them (contract Message). */
import type { ChatAttachment, Message } from 'contract';
import type { MessageRecord } from '../../db/repositories/index.js';

/** Where a photo message's image is answered (to the conversation's two members only). */
export const attachmentUrl = (messageId: number) => `/api/chat-attachment.php?id=${messageId}`;

export interface MessageViewer {
  id: number;
  /** Read receipts are a premium feature: a free member's own messages carry `read: null`. */
  premium: boolean;
  /** How far the other member of the conversation has read. */
  otherLastReadId: number;
}

function attachmentOf(message: MessageRecord): ChatAttachment | null {
  if (message.kind !== 'photo' || !message.attachmentKey) return null;
  return {
    id: message.id,
    url: attachmentUrl(message.id),
    width: message.attachmentWidth ?? 0,
    height: message.attachmentHeight ?? 0,
  };
}

export function toMessage(message: MessageRecord, viewer: MessageViewer): Message {
  const own = message.senderId === viewer.id;
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    // The sender's own id for it: only the sender matches a retried or echoed send with it.
    ...(own ? { client_id: message.clientId } : {}),
    kind: message.kind,
    text: message.body,
    gift: message.gift,
    attachment: attachmentOf(message),
    created_at: message.createdAt.toISOString(),
    read: own && viewer.premium ? message.id <= viewer.otherLastReadId : null,
  };
}
