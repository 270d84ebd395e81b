import type { MessageKind } from 'shared-ui/kernel';
import { localDayKey } from '../../lib/time';

/**
 * Where the member's own message stands: on its way, refused (it can be sent again), stored, or read by the
 * other member (read receipts are premium: without them a stored message is just 'sent').
 */
export type DeliveryStatus = 'sending' | 'failed' | 'sent' | 'read';

/** One message as the thread shows it: a stored one, or one of the member's own still on its way. */
export interface ThreadMessage {
  /** Stable across the send: the client id while sending, kept once the server has stored it. */
  key: string;
  /** The stored message's id (what a report names); null while the member's own message is on its way. */
  id: number | null;
  own: boolean;
  kind: MessageKind;
  /** Shown as text, never as HTML. */
  text: string;
  gift: string | null;
  /** A photo; its size is unknown while the member's own photo is still uploading. */
  image: { url: string; width: number | null; height: number | null } | null;
  createdAt: string;
  /** The member's own messages only. */
  status: DeliveryStatus | null;
  /** The id the sender gave the message: retrying a failed send reuses it. */
  clientId: string | null;
}

export interface ThreadDay {
  /** The local day, 'YYYY-MM-DD'. */
  key: string;
  date: Date;
  messages: ThreadMessage[];
}

/** Messages (oldest first) grouped by the local day they were written on, for the day separators. */
export function groupByDay(messages: readonly ThreadMessage[]): ThreadDay[] {
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = localDayKey(date);
    const current = days[days.length - 1];
    if (current?.key === key) current.messages.push(message);
    else days.push({ key, date, messages: [message] });
  }
  return days;
}
