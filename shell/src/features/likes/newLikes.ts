import { countNewLikes, fetchLikes, isLoggedInAtom, newLikesAtom } from 'shared-ui/kernel';
import type { Store } from '../../app/session/session';

/**
 * GET /api/likes.php and set the new-likes counter from it. An answer that arrives after a logout is
 * dropped, so a visitor never sees the previous member's count. Errors go to the caller (a 403 has
 * already logged out through the API client).
 */
export async function reloadNewLikes(store: Store): Promise<void> {
  const likes = await fetchLikes();
  if (store.get(isLoggedInAtom)) store.set(newLikesAtom, countNewLikes(likes));
}
