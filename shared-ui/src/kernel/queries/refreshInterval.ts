import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { USER_REFRESH_INTERVAL_MS, USER_REFRESH_INTERVAL_PUSH_MS } from 'contract/constants';
import { realtimeStatusAtom } from '../realtime/status';
import { isLoggedInAtom } from '../session/atoms';
import { queryKeys } from './keys';

/**
 * Whether this browser holds a push subscription for the site. A subscribed user gets pushes, so the
 * session's data is polled less often.
 */
export async function isPushSubscribed(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator)) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || !('pushManager' in registration)) return false;
    return (await registration.pushManager.getSubscription()) !== null;
  } catch {
    return false;
  }
}

/**
 * The polling interval of the session's data: 60 s, or 300 s when the browser gets pushes or the tab's chat
 * socket is open. The socket's events keep the data current, and its heartbeat notices an ended session; the
 * slower polling stays as the safety net for what an event cannot carry (changes made outside the chat, an
 * event lost in a server restart), at a fifth of the requests of a tab without it.
 */
export function refreshIntervalFor(pushSubscribed: boolean, socketOpen = false): number {
  return pushSubscribed || socketOpen ? USER_REFRESH_INTERVAL_PUSH_MS : USER_REFRESH_INTERVAL_MS;
}

/**
 * The user, the likes and the conversations poll on this interval while logged in; the subscription is
 * rechecked as often.
 */
export function useSessionRefreshInterval(): number {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const socketOpen = useAtomValue(realtimeStatusAtom) === 'open';
  const { data: pushSubscribed = false } = useQuery({
    queryKey: queryKeys.pushSubscription(),
    queryFn: isPushSubscribed,
    enabled: loggedIn,
    staleTime: USER_REFRESH_INTERVAL_MS,
    refetchInterval: USER_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  return refreshIntervalFor(pushSubscribed, socketOpen);
}
