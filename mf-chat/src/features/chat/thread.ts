import type { Message } from 'shared-ui/kernel';
import type { ThreadMessage } from '../messages';
import type { PendingMessage } from './useOutbox';

/**
 * A stored message as the thread shows it. The member's own messages keep the key of their client id, so
 * a message does not jump or flash when it goes from 'sending' to stored. A read receipt shows only when
 * the answer carries one (`read` true or false: premium); without one, a stored message is 'sent'.
 * `readUpTo` is the other member's read position as the socket last reported it: a receipt that arrived
 * before the message's own answer still counts.
 */
export function storedToThread(message: Message, ownId: number, readUpTo = 0): ThreadMessage {
  const own = message.sender_id === ownId;
  const read = message.read === true || (message.read === false && message.id <= readUpTo);
  return {
    key: own && message.client_id ? `c:${message.client_id}` : `m:${message.id}`,
    id: message.id,
    own,
    kind: message.kind,
    text: message.text,
    gift: message.gift,
    image: message.attachment
      ? { url: message.attachment.url, width: message.attachment.width, height: message.attachment.height }
      : null,
    createdAt: message.created_at,
    status: own ? (read ? 'read' : 'sent') : null,
    clientId: message.client_id ?? null,
  };
}

export function pendingToThread(item: PendingMessage): ThreadMessage {
  const { content } = item;
  return {
    key: `c:${item.clientId}`,
    id: null,
    own: true,
    kind: content.kind,
    text: content.kind === 'text' ? content.text : '',
    gift: content.kind === 'gift' ? content.gift : null,
    image: item.previewUrl ? { url: item.previewUrl, width: null, height: null } : null,
    createdAt: item.createdAt,
    status: item.status,
    clientId: item.clientId,
  };
}

/**
 * The thread: stored messages oldest first, then the member's own still on their way. A pending message
 * the server has meanwhile stored (its echo came over the socket first) is shown once, as stored.
 */
export function buildThread(
  stored: readonly Message[],
  pending: readonly PendingMessage[],
  ownId: number,
  readUpTo = 0,
) {
  const storedClientIds = new Set(
    stored.flatMap((message) => (message.client_id ? [message.client_id] : [])),
  );
  return [
    ...stored.map((message) => storedToThread(message, ownId, readUpTo)),
    ...pending.filter((item) => !storedClientIds.has(item.clientId)).map(pendingToThread),
  ];
}
