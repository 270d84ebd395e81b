import { atom } from 'jotai';

/**
 * Set when the `t` query parameter's delay has passed (the shell reads the URL): the like popup,
 * which the likes feature registers for the 'likes.popup' slot, opens when this is true and resets it
 * when closed.
 */
export const likePopupRequestedAtom = atom(false);
