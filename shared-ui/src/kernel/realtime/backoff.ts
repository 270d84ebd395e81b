import { CHAT_SOCKET_RECONNECT_MAX_MS, CHAT_SOCKET_RECONNECT_MIN_MS } from 'contract/constants';

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop): doubling from the minimum up to
 * the cap, and of that a random part between half and all, so that tabs dropped together (a server restart)
 * do not all come back in the same moment.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  minMs: number = CHAT_SOCKET_RECONNECT_MIN_MS,
  maxMs: number = CHAT_SOCKET_RECONNECT_MAX_MS,
): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
