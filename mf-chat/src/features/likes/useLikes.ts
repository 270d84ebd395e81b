import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { newLikesAtom } from 'shared-ui/kernel';
import type { LikeList } from './like-lists';
import { loadLikeList, loadLikes } from './likes-data';
import { useLoad } from './useLoad';

/**
 * The likes pages load fresh likes on every visit; what they learn also sets the nav badge and the page
 * title's count (newLikesAtom), so those agree with the page at once instead of at the next refresh.
 */
export function useLikes() {
  const setNewLikes = useSetAtom(newLikesAtom);
  const load = useCallback(async () => {
    const { likes, newLikes } = await loadLikes();
    setNewLikes(newLikes);
    return likes;
  }, [setNewLikes]);
  return useLoad(load);
}

export function useLikeList(list: LikeList) {
  const setNewLikes = useSetAtom(newLikesAtom);
  const load = useCallback(async () => {
    const { entries, newLikes } = await loadLikeList(list);
    setNewLikes(newLikes);
    return entries;
  }, [list, setNewLikes]);
  return useLoad(load);
}
