import { useEffect, useRef, useState } from 'react';
import { newClientId, type ChatGiftId, type SendMessageResponse } from 'shared-ui/kernel';
import { postMessage, postPhoto, type Recipient } from './api';

/** What the member sends: a text, a gift, or a photo. */
export type Outgoing =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: ChatGiftId }
  | { kind: 'photo'; photo: File };

/** A message of the member's own the server has not stored yet: on its way, or refused and waiting. */
export interface PendingMessage {
  clientId: string;
  content: Outgoing;
  /** The photo's preview while it uploads. */
  previewUrl: string | null;
  createdAt: string;
  status: 'sending' | 'failed';
}

export interface OutboxOptions {
  /** Where the message goes at the moment it is sent (the conversation once the first message made it). */
  recipient: () => Recipient;
  /** The server stored the message (and answered the balance). */
  onStored: (answer: SendMessageResponse) => void;
  /** The server refused it (or could not be reached); it stays in the thread, ready to be sent again. */
  onFailed: (error: unknown) => void;
}

function deliver(clientId: string, recipient: Recipient, content: Outgoing) {
  if (content.kind === 'photo') return postPhoto(clientId, recipient, content.photo);
  if (content.kind === 'gift') return postMessage(clientId, recipient, { gift: content.gift });
  return postMessage(clientId, recipient, { text: content.text });
}

/**
 * The member's messages on their way. Each gets its own id (a UUID) before the first attempt; sending it
 * again after a refusal reuses that id, so the server never stores or charges a message twice.
 */
export function useOutbox({ recipient, onStored, onFailed }: OutboxOptions) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const options = useRef({ recipient, onStored, onFailed });
  useEffect(() => {
    options.current = { recipient, onStored, onFailed };
  });
  // Object URLs of photo previews are released when the chat closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setStatus = (clientId: string, status: PendingMessage['status']) =>
    setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, status } : item)));

  const current = useRef(pending);
  useEffect(() => {
    current.current = pending;
  });

  const forget = (clientId: string) => {
    const previewUrl = current.current.find((entry) => entry.clientId === clientId)?.previewUrl;
    if (previewUrl) {
      URL.revokeObjectURL(previewUrl);
      previews.current.delete(previewUrl);
    }
    setPending((list) => list.filter((entry) => entry.clientId !== clientId));
  };

  const attempt = async (clientId: string, content: Outgoing) => {
    setStatus(clientId, 'sending');
    try {
      const answer = await deliver(clientId, options.current.recipient(), content);
      options.current.onStored(answer);
      forget(clientId);
    } catch (error) {
      setStatus(clientId, 'failed');
      options.current.onFailed(error);
    }
  };

  // Sends go out one after the other, so they are stored in the order written (a photo's upload takes longer
  // than the text sent after it). A retry goes at once.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const send = (content: Outgoing) => {
    const clientId = newClientId();
    let previewUrl: string | null = null;
    if (content.kind === 'photo' && typeof URL.createObjectURL === 'function') {
      previewUrl = URL.createObjectURL(content.photo);
      previews.current.add(previewUrl);
    }
    const item: PendingMessage = {
      clientId,
      content,
      previewUrl,
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    setPending((list) => [...list, item]);
    queue.current = queue.current.then(() => attempt(clientId, content));
  };

  const retry = (clientId: string) => {
    const item = pending.find((entry) => entry.clientId === clientId);
    if (item && item.status === 'failed') void attempt(clientId, item.content);
  };

  return { pending, send, retry, discard: forget };
}
