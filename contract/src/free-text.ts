/**
 * The free-text rules, one set for the server and the clients: line breaks and tabs are text; every other
 * control character (Unicode Cc: C0, DEL, C1; NUL first of all, which PostgreSQL cannot store) is not, and
 * neither is a surrogate half without its other half (no character at all).
 */

/** Nothing but blank space and control characters. */
const BLANK = /^[\s\p{Cc}]*$/u;
/** A control character other than tab, line feed and carriage return. */
const FORBIDDEN_CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** The `u` flag makes \p{Cs} match only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/gu;

/** True when the text holds nothing a reader could read (blank space and control characters only). */
export const isBlankText = (text: string): boolean => BLANK.test(text);

/** True when the text holds a character a free-text field refuses. */
export const hasForbiddenCharacters = (text: string): boolean =>
  FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text);

/** The text without any control character, trimmed: for single-line values read from an address. */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL, '').trim();
