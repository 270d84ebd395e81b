import type { createStore } from 'jotai';
import { request, timeBonusAtom, userAtom } from 'shared-ui/kernel';

// The user call and its 403 rule are the kernel's user query; boot uses the same fetcher.
export { fetchCurrentUser, httpStatusOf } from 'shared-ui/kernel';

export type Store = ReturnType<typeof createStore>;

/**
 * Forgets the session on the client: the user and everything that only exists while logged in. The
 * server-state cache keys each account's data by its id, so the counts derived from it read 0 at once.
 */
export function clearSession(store: Store): void {
  store.set(userAtom, null);
  store.set(timeBonusAtom, null);
}

/** The account menu's Logout: ends the session on the server, then on the client. */
export async function logout(store: Store): Promise<void> {
  try {
    await request('GET /api/logout.php');
  } finally {
    // Even when the server call fails the visitor asked to leave; never show them as logged in.
    clearSession(store);
  }
}
