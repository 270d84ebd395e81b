/**
 * Reserved names as the API checks them: beyond the forms' light rule (contract `isReservedUsername`, the whole
 * name without case, spaces and punctuation), lookalike letters and words, on the UTS #39 confusable skeleton.
 * Server-side only: unhomoglyph carries Unicode's confusables data, too heavy for a signup form's bundle.
 */
import { RESERVED_NAMES, isReservedUsername, type ReservedNameRule } from 'contract';
import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton without case and accents: 'Аdmin' with a Cyrillic А, 'Ѕupp0rt' and 'Àdmin' all read
 * as the name they imitate.
 */
const skeleton = (value: string): string =>
  unhomoglyph(value.normalize('NFKC').toLowerCase().normalize('NFD'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** The whole name's skeleton without spaces, invisible characters and punctuation: 'A d-m_i.n' is 'admin'. */
const wholeKey = (value: string): string =>
  skeleton(value.replace(/[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{P}]/gu, ''));

/**
 * The name's words, as skeletons, twice: split at anything but letters ('Admin1' has the word 'admin') and at
 * anything but letters and digits (a digit standing in for a letter: 'Supp0rt' is 'support').
 */
const wordSplits = (value: string): string[][] =>
  [/[^\p{L}\p{M}]+/u, /[^\p{L}\p{M}\p{N}]+/u].map((separator) =>
    value
      .normalize('NFKC')
      .split(separator)
      .filter((word) => word !== '')
      .map(skeleton),
  );

/** Whether `run` (one or more words) stands in `words` as consecutive words. */
const containsRun = (words: readonly string[], run: readonly string[]): boolean =>
  run.length > 0 && words.some((_, start) => run.every((word, offset) => words[start + offset] === word));

/**
 * Admin, Support, ... and the site's own name and domain (`siteNames`): the whole name, spaced or dotted
 * ('A d-m_i.n'), or among its words ('Admin1', 'Support Team'), in any lookalike letters.
 */
export const isReservedName: ReservedNameRule = (name, siteNames = []) => {
  if (isReservedUsername(name, siteNames)) return true;
  const key = wholeKey(name);
  const splits = wordSplits(name);
  return [...RESERVED_NAMES, ...siteNames].some((reserved) => {
    const reservedWhole = wholeKey(reserved);
    if (reservedWhole === key) return true;
    // As its words ('Flirt Moment' in 'Flirt Moment Anna') or run together ('Flirtmoment Team').
    const [reservedWords = []] = wordSplits(reserved);
    return splits.some((words) => containsRun(words, reservedWords) || words.includes(reservedWhole));
  });
};
