import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { fetchCurrentUser, queryKeys, userAtom } from 'shared-ui/kernel';

/**
 * After a purchase: load the session user again (credits, paid_user) and make it the session's user, and
 * the kernel's user query's data, so the navigation's balance and premium state change at once.
 */
export function useRefreshUser(): () => Promise<void> {
  const setUser = useSetAtom(userAtom);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const user = await fetchCurrentUser();
      if (!user) return;
      queryClient.setQueryData(queryKeys.user(user.profile.id), user);
      setUser(user);
    } catch {
      // The session's timer refreshes the user again soon; the purchase itself is done.
    }
  }, [queryClient, setUser]);
}
