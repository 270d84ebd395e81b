import { atom } from 'jotai';

/**
 * Set when the `t` query parameter's delay has passed: the like popup (shipped with the likes
 * feature) opens when this is true and resets it when closed.
 */
export const likePopupRequestedAtom = atom(false);
