import { atom } from 'jotai';
import type { RealtimeStatus } from './connection';

/** The chat socket of this tab: off (visitor, or not started), connecting, open, or waiting to reconnect. */
export const realtimeStatusAtom = atom<RealtimeStatus>('off');

/**
 * How often the socket of this tab has connected, counted when the server's first frame said where the events
 * resume (each connect is a chance to have missed events before it).
 */
export const realtimeConnectionsAtom = atom(0);
