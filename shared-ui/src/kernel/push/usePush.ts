import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../queries/keys';
import { settingsAtom } from '../session/atoms';
import { pushState, subscribePush, unsubscribePush, type PushState } from './push';

export interface PushControls {
  /** Undefined while the browser is asked. */
  state: PushState | undefined;
  /** A subscribe or unsubscribe is running. */
  busy: boolean;
  /** Asks the permission and subscribes with the site's key; resolves to the new state (throws on a failed call). */
  subscribe: () => Promise<PushState>;
  unsubscribe: () => Promise<PushState>;
}

/**
 * This browser's push state and the two actions, for the push alert, the signup's push step and the
 * notifications page. After a change the state and the subscription query (the session's refresh interval:
 * 300 s while subscribed) are read again.
 */
export function usePush(): PushControls {
  const queryClient = useQueryClient();
  const publicKey = useAtomValue(settingsAtom)?.push_public_key ?? '';
  const [busy, setBusy] = useState(false);
  const { data: state } = useQuery({ queryKey: queryKeys.pushState(), queryFn: pushState });

  const run = useCallback(
    async (action: () => Promise<PushState>) => {
      setBusy(true);
      try {
        const next = await action();
        queryClient.setQueryData(queryKeys.pushState(), next);
        return next;
      } finally {
        setBusy(false);
        // Whatever happened (a refusal, a failed call after the browser subscribed), read the browser again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.pushState() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.pushSubscription() });
      }
    },
    [queryClient],
  );

  const subscribe = useCallback(() => run(() => subscribePush(publicKey)), [run, publicKey]);
  const unsubscribe = useCallback(() => run(unsubscribePush), [run]);
  return { state, busy, subscribe, unsubscribe };
}
