import {
  request,
  type ChatGiftId,
  type Conversation,
  type MessagesResponse,
  type SendMessageResponse,
} from 'shared-ui/kernel';

/** Whom a chat screen is with: a known conversation, or a member (the first message starts one). */
export type ChatTarget = { conversation: number } | { member: number };

export function fetchConversation(
  target: ChatTarget,
  signal?: AbortSignal,
): Promise<{ conversation: Conversation }> {
  const query = 'conversation' in target ? { id: target.conversation } : { member: target.member };
  return request('GET /api/conversation.php', { query, signal });
}

export interface MessagesPageQuery {
  conversation: number;
  before?: number;
  after?: number;
}

export function fetchMessages(query: MessagesPageQuery, signal?: AbortSignal): Promise<MessagesResponse> {
  return request('GET /api/messages.php', { query, signal });
}

/** Where a message goes: the conversation once it exists, the member before that. */
export type Recipient = { conversation: number } | { member: number };

export type OutgoingContent = { text: string } | { gift: ChatGiftId };

export function postMessage(
  clientId: string,
  recipient: Recipient,
  content: OutgoingContent,
): Promise<SendMessageResponse> {
  return request('POST /api/messages.php', { json: { client_id: clientId, ...recipient, ...content } });
}

/** POST /api/chat-attachment.php: a photo message (premium members), as a multipart form. */
export function postPhoto(clientId: string, recipient: Recipient, photo: File): Promise<SendMessageResponse> {
  const form = new FormData();
  form.append('client_id', clientId);
  if ('conversation' in recipient) form.append('conversation', String(recipient.conversation));
  else form.append('member', String(recipient.member));
  form.append('file', photo);
  return request('POST /api/chat-attachment.php', { form });
}

/** The member has read the conversation up to its newest message; answers the new unread total. */
export function markRead(conversation: number): Promise<{ total_unread_messages: number }> {
  return request('POST /api/chat-read.php', { json: { conversation } });
}
