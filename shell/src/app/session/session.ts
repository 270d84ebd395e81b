import type { createStore } from 'jotai';
import {
  api,
  newLikesAtom,
  timeBonusAtom,
  unreadMessagesAtom,
  userAtom,
  type User,
  type UserResponse,
} from 'shared-ui/kernel';

export type Store = ReturnType<typeof createStore>;

/** The HTTP status of a failed API call (ky's HTTPError carries the response), else undefined. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GET /api/user.php: the logged-in user, or null when the answer is 403 (logged out). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const body = await api.get('user.php').json<UserResponse>();
    return body.user ?? null;
  } catch (error) {
    if (httpStatusOf(error) === 403) return null;
    throw error;
  }
}

/** Forgets the session on the client: the user and everything that only exists while logged in. */
export function clearSession(store: Store): void {
  store.set(userAtom, null);
  store.set(timeBonusAtom, null);
  // The counters belong to the account: the next visitor or member must not see them.
  store.set(newLikesAtom, 0);
  store.set(unreadMessagesAtom, 0);
}

/** The account menu's Logout: ends the session on the server, then on the client. */
export async function logout(store: Store): Promise<void> {
  try {
    await api.get('logout.php');
  } finally {
    // Even when the server call fails the visitor asked to leave; never show them as logged in.
    clearSession(store);
  }
}
