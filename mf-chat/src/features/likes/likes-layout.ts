/*
 * Sizes a likes list and its skeleton share, so the skeleton is replaced in place and nothing below moves.
 */

/** A face's tile: a 3:4 portrait, the card thumbnail's own shape. */
export const TILE_RATIO = '3 / 4';

/** The height of a list's count line ("6 likes"). */
export const LIST_COUNT_HEIGHT = '1.75rem';
