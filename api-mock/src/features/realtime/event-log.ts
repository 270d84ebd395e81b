/**
 * The members' event logs: how a change reaches every screen it concerns, whatever fails on the way.
 *
 * An event that changes what a client shows (a message, a read receipt, unread totals, credits, a like, a
 * match, a conversation removed) is numbered in the member's own gapless sequence and stored in the same
 * transaction as the change, under the member's head row lock, so one member's events are numbered in commit
 * order. After the commit it is published on the bus for the sockets that are open now; that fast path may
 * lose it (an instance crashing between the commit and the publish, Redis down, a socket reconnecting) and
 * the chat socket catches up from the log (chat-socket.ts): the log, not the publish, is the promise.
 */
import type { SequencedEvent, UnsequencedEvent } from 'contract';
import type { LoggedEvent, RealtimeRepository } from '../../db/repositories/index.js';
import type { RealtimeBus } from './bus.js';

/** An event for one member, before the log numbers it. */
export interface MemberEvent {
  memberId: number;
  event: UnsequencedEvent;
}

/** The events of a change, numbered and stored in its transaction: publish them once it committed. */
export interface Delivery {
  readonly events: readonly { memberId: number; event: SequencedEvent }[];
}

export const NOTHING_TO_DELIVER: Delivery = { events: [] };

/** The event a client receives: the stored one with its seq (the log stores it without). */
export const sequenced = ({ seq, event }: LoggedEvent): SequencedEvent =>
  ({ ...event, seq }) as unknown as SequencedEvent;

/** What a change tells the members' screens. */
export interface ChangeEvents {
  /** The events, in the order each member gets them. */
  events: readonly MemberEvent[];
  /**
   * Members who then get their unread total as an event. It is read after their heads are locked, so it
   * counts every change committed before this one and none after.
   */
  unreadTotalsOf?: readonly number[];
}

/**
 * Numbers and stores a change's events, in its transaction, after its writes. The members' heads are locked
 * last and in member order in every transaction (rows first, heads last), so appends never deadlock.
 */
export async function appendEvents(
  tx: { realtime: RealtimeRepository },
  { events, unreadTotalsOf = [] }: ChangeEvents,
  at: Date,
): Promise<Delivery> {
  if (events.length === 0 && unreadTotalsOf.length === 0) return NOTHING_TO_DELIVER;
  const logged = await tx.realtime.appendEvents(events, unreadTotalsOf, at);
  return {
    events: logged.map(({ memberId, seq, event }) => ({ memberId, event: sequenced({ seq, event }) })),
  };
}

/** The member's unread total as a delivery tells it (their newest unread event), or null. */
export function unreadTotalIn(delivery: Delivery, memberId: number): number | null {
  let total: number | null = null;
  for (const entry of delivery.events) {
    if (entry.memberId === memberId && entry.event.type === 'unread')
      total = entry.event.total_unread_messages;
  }
  return total;
}

/** Sends a committed change's events to the members' open sockets (the fast path; the log is the promise). */
export function publishDelivery(bus: RealtimeBus, delivery: Delivery): void {
  for (const { memberId, event } of delivery.events) bus.publish([memberId], event);
}
