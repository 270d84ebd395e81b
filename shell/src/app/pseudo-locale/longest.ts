/**
 * The rule of the "longest" pseudo-locale (test instrumentation, see ./index.ts): every text is the longest
 * of its translations plus a margin, so a page that fits it fits every real language.
 *
 * Two measures of a text decide whether it fits: its length (a line that does not wrap, a button) and its
 * longest word (the narrowest it can wrap to: a German compound in a label or a table heading). The
 * pseudo-text beats every translation in both, by 15%:
 * - it is the longest translation (the first of equally long ones), followed by a filler;
 * - the filler glued to its last word makes that word 15% longer than the longest word of any
 *   translation ("Postleitzahl" in German for the French "Code postal"), and at least one character longer;
 * - further filler words, separated by ordinary spaces, make the whole text 15% longer than the longest
 *   translation, where the glued filler does not already.
 * The filler is a visible letter ('x'), glued by a word joiner (U+2060): it adds no place to break a line.
 * Lengths are those of the text as shown: the markup of a Trans text ('<terms>…</terms>') does not count.
 */

/** How much longer than the longest translation, and its longest word, a text gets. */
export const MARGIN = 0.15;
export const FILLER = 'x';
export const JOINER = '\u2060';

/** The longest filler word after the glued filler: about a word's length, with its space. */
const FILLER_WORD = 6;

/** Length in characters (code points), as a reader counts them: an emoji is one. */
export function characters(text: string): number {
  return Array.from(text).length;
}

/** Where a line may break: spaces, but not the non-breaking ones (U+00A0, U+2007, U+202F). */
const BREAKING_SPACES = /[^\S\u00A0\u2007\u202F]+/u;

/** The markup of a text that react-i18next's Trans turns into elements ('<terms>…</terms>', '<1>', '<br/>'). */
const MARKUP = /<\/?[\w-]+\s*\/?>/g;

/** The words of the text as the page shows them: without markup, split where a line may break. */
function words(text: string): string[] {
  return text
    .replace(MARKUP, '')
    .split(BREAKING_SPACES)
    .filter((word) => word !== '');
}

/** The length of the text as shown (without markup). */
export function shownLength(text: string): number {
  return characters(text.replace(MARKUP, ''));
}

/** The length of the text's longest word: the narrowest it can wrap to. */
export function longestWord(text: string): number {
  return Math.max(0, ...words(text).map(characters));
}

const withMargin = (length: number) => length + Math.ceil(length * MARGIN);

/** The pseudo-text of a text whose translations are `texts`: the longest, with the margins above. */
export function longestText(texts: readonly string[]): string {
  let longest = '';
  for (const text of texts) if (shownLength(text) > shownLength(longest)) longest = text;
  // An empty text (a translation that deliberately says nothing) stays empty.
  if (longest === '') return longest;
  const lastWord = characters(words(longest).at(-1) ?? '');
  const glued = Math.max(1, withMargin(Math.max(...texts.map(longestWord))) - lastWord);
  let text = `${longest}${JOINER}${FILLER.repeat(glued)}`;
  let missing = withMargin(shownLength(longest)) - shownLength(longest) - glued;
  while (missing > 0) {
    // A filler word needs its space and a letter; a last single character goes on the word before.
    const word = Math.min(FILLER_WORD, missing);
    text += word === 1 ? FILLER : ` ${FILLER.repeat(word - 1)}`;
    missing -= word;
  }
  return text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The pseudo-text at each place of a structure held once per language (texts of static pages, the
 * components' words): strings become the pseudo-text of their versions; lists are as long as the longest
 * list, each item from the items at its place; objects have every key any version has. Other values are
 * the first version's.
 */
export function longestOf<T>(versions: readonly T[]): T {
  const present = versions.filter((version) => version !== undefined && version !== null);
  if (present.length === 0) return versions[0] as T;
  if (present.every((version) => typeof version === 'string')) {
    return longestText(present as readonly string[]) as T;
  }
  if (present.every(Array.isArray)) {
    const lists = present as readonly unknown[][];
    const size = Math.max(...lists.map((list) => list.length));
    return Array.from({ length: size }, (_, index) => longestOf(lists.map((list) => list[index]))) as T;
  }
  if (present.every(isRecord)) {
    const records = present as readonly Record<string, unknown>[];
    const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
    return Object.fromEntries(keys.map((key) => [key, longestOf(records.map((record) => record[key]))])) as T;
  }
  return present[0] as T;
}
