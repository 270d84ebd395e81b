/**
 * The client's side of gapless delivery: every event that changes what the tab shows carries the member's
 * `seq`, and the tab applies them one after the other, each once. The socket's address names the last one
 * applied, so a reconnect is answered with exactly what the tab is missing.
 */
import { CHAT_SOCKET_AFTER_PARAM } from 'contract/constants';
import type { RealtimeEvent } from 'contract';

/**
 * What an event's seq means against the last one applied: the next one (apply it), one applied already (a
 * duplicate, ignored), or one beyond the next (events were skipped: ask again from the last one applied).
 * Events without seq (typing signals) are not numbered and always pass.
 */
export type Arrival = 'next' | 'duplicate' | 'hole' | 'unnumbered';

export function arrivalOf(
  event: Exclude<RealtimeEvent, { type: 'resume' }>,
  lastSeq: number | null,
): Arrival {
  if (!('seq' in event) || typeof event.seq !== 'number') return 'unnumbered';
  // Nothing applied yet (no resume frame came first): the first numbered event is where the tab starts.
  if (lastSeq === null || event.seq === lastSeq + 1) return 'next';
  return event.seq <= lastSeq ? 'duplicate' : 'hole';
}

/** The socket's address asking for every event after `lastSeq` (the first connect knows none). */
export function socketUrlAfter(url: string, lastSeq: number | null): string {
  if (lastSeq === null) return url;
  const address = new URL(url);
  address.searchParams.set(CHAT_SOCKET_AFTER_PARAM, String(lastSeq));
  return address.toString();
}
