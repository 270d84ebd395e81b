/**
 * The real-time bus: services publish events for members, and every open chat socket of those members
 * receives them. This in-process bus delivers to the sockets of this process only; with REDIS_URL the
 * realtime plugin relays every event through Redis so each instance delivers to its own sockets.
 */
import type { RealtimeEvent } from 'contract';

/**
 * Said to a member's sockets when sessions of theirs ended (logout, a password change or reset, an e-mail
 * change, an account deletion, a suspension): each socket checks its own session at once instead of at its next heartbeat, so a
 * device logged out elsewhere stops receiving the member's messages now. Never sent to a client.
 */
export interface SessionsEndedSignal {
  type: 'sessions_ended';
  /**
   * The session whose sockets do not check now: the device that changed the password gets a new session in
   * the same answer, and a check before its browser has the new cookie would log it out. Its socket closes
   * at its next heartbeat and comes back with the new session.
   */
  spare?: string;
}
export const SESSIONS_ENDED: SessionsEndedSignal = { type: 'sessions_ended' };

/**
 * Said to a member's sockets when their log holds events that may not have been published (a send answered
 * from the message stored by an earlier try, whose first publish may have died with its instance): each
 * socket catches up from the log. Never sent to a client.
 */
export interface CatchUpSignal {
  type: 'catch_up';
}
export const CATCH_UP: CatchUpSignal = { type: 'catch_up' };

/** What the bus carries: the events the clients get, and the signals only the sockets act on. */
export type BusEvent = RealtimeEvent | SessionsEndedSignal | CatchUpSignal;

export type RealtimeListener = (event: BusEvent) => void;

export interface RealtimeBus {
  /** Delivers `event` to every socket of each member, on every instance. Never throws, never waits. */
  publish(memberIds: readonly number[], event: BusEvent): void;
  /** Listens for a member's events on this instance; returns the function that stops listening. */
  subscribe(memberId: number, listener: RealtimeListener): () => void;
}

/**
 * Carries published events to every instance, this one included (Redis pub/sub). Each instance hands what
 * arrives to its bus's `deliver`.
 */
export interface RealtimeRelay {
  /**
   * Whether a publish now reaches every instance, this one included: then the bus leaves the local delivery
   * to the relay, so each socket gets the event once.
   */
  carriesLocal(): boolean;
  /** Whether a publish now reaches the other instances at all. */
  carriesRemote(): boolean;
  /** Sends the event on; `undelivered` runs when it did not leave this instance after all. */
  send(memberIds: readonly number[], event: BusEvent, undelivered: () => void): void;
}

export interface LocalBus extends RealtimeBus {
  /** Delivers to this process's listeners only (the relay calls it for every event it carries). */
  deliver(memberIds: readonly number[], event: BusEvent): void;
  /** From now on publish goes through the relay whenever it is connected; null: this process only. */
  relayThrough(relay: RealtimeRelay | null): void;
  /** The members with a listener on this instance. */
  listenedMembers(): number;
  /** Every listener on this instance (each open socket is one). */
  listeners(): number;
}

/** Fan-out inside this process, relayed to the other instances once the realtime plugin adds a relay. */
export function createLocalBus(options: { onListenerError?: (error: unknown) => void } = {}): LocalBus {
  const listeners = new Map<number, Set<RealtimeListener>>();
  let relay: RealtimeRelay | null = null;

  const deliver = (memberIds: readonly number[], event: BusEvent) => {
    for (const memberId of new Set(memberIds)) {
      for (const listener of listeners.get(memberId) ?? []) {
        // One socket's failure never keeps the event from the member's other sockets, nor from the publisher.
        try {
          listener(event);
        } catch (error) {
          options.onListenerError?.(error);
        }
      }
    }
  };

  return {
    deliver,
    publish(memberIds, event) {
      if (memberIds.length === 0) return;
      if (!relay) return deliver(memberIds, event);
      if (relay.carriesLocal()) {
        // The relay brings it back to this instance too; delivering here as well would send it twice.
        relay.send(memberIds, event, () => deliver(memberIds, event));
        return;
      }
      // The relay cannot bring it back (its subscriber is down): deliver here, and to the others if it can.
      deliver(memberIds, event);
      if (relay.carriesRemote()) relay.send(memberIds, event, () => undefined);
    },
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    relayThrough(next) {
      relay = next;
    },
    listenedMembers: () => listeners.size,
    listeners: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
