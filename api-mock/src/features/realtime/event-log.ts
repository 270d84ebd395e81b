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

/**
 * Inside the change's transaction, after its writes: locks the members' heads, asks `events` for the events
 * (read after the lock, so values such as an unread total include every commit before this one), numbers and
 * stores them. Taking the heads last keeps the lock order of every transaction the same (rows first, heads
 * last, heads in member order), so appends never deadlock.
 */
export async function appendEvents(
  tx: { realtime: RealtimeRepository },
  memberIds: readonly number[],
  events: () => Promise<MemberEvent[]> | MemberEvent[],
  at: Date,
): Promise<Delivery> {
  if (memberIds.length === 0) return NOTHING_TO_DELIVER;
  const heads = await tx.realtime.lockEventHeads(memberIds);
  const pending = await events();
  const numbered = pending.map(({ memberId, event }) => {
    const head = heads.get(memberId);
    if (head === undefined) throw new Error(`an event for member ${memberId}, whose head is not locked`);
    heads.set(memberId, head + 1);
    return { memberId, event: { ...event, seq: head + 1 } as SequencedEvent };
  });
  await tx.realtime.appendEvents(
    numbered.map(({ memberId, event: { seq, ...event } }) => ({ memberId, seq, event })),
    at,
  );
  return { events: numbered };
}

/** Sends a committed change's events to the members' open sockets (the fast path; the log is the promise). */
export function publishDelivery(bus: RealtimeBus, delivery: Delivery): void {
  for (const { memberId, event } of delivery.events) bus.publish([memberId], event);
}
