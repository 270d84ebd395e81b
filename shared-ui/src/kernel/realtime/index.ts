// The chat socket of the tab and how features use it: events, the reconnect signal, typing, the status.
export { reconnectDelay } from './backoff';
export { PONG_TIMEOUT_MS, type RealtimeStatus } from './connection';
export { applyCredits, applyRealtimeEvent, type CreditsChange } from './applyEvent';
export { realtimeConnectionsAtom, realtimeStatusAtom } from './status';
export {
  chatSocketUrl,
  onRealtimeConnected,
  sendTyping,
  startRealtime,
  stopRealtime,
  subscribeRealtime,
  useCreditsChanged,
  useRealtime,
  useRealtimeEvent,
  useRealtimeReconnect,
  type CreditsChanged,
  type RealtimeEventOf,
  type RealtimeListener,
  type StartRealtimeOptions,
} from './realtime';
