/**
 * The free-text rules, one set for the server and the clients: line breaks and tabs are text; every other
 * control character (Unicode Cc: C0, DEL, C1; NUL first of all, which PostgreSQL cannot store) is not, and
 * neither is a surrogate half without its other half (no character at all), nor a bidi control: embeddings,
 * overrides, isolates and the direction marks turn the text around on screen ('abc\u202edef' shows 'abcfed'),
 * so a message or a name could show something else than it says. Right-to-left scripts need none of them.
 */
/**
 * The bidi controls (ALM, LRM, RLM, the embeddings and overrides, the isolates) as the body of a regular
 * expression character class; the text schemas (primitives.ts) refuse them too.
 */
export const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/** The field code of a text refused for its characters (`field_codes`), by which clients word it. */
export const FORBIDDEN_CHARACTERS_CODE = 'control_characters';

/** Nothing but blank space and control characters. */
const BLANK = /^[\s\p{Cc}]*$/u;
/** A control character other than tab, line feed and carriage return. */
const FORBIDDEN_CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** The `u` flag makes \p{Cs} match only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/gu;
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`, 'u');

/** True when the text holds nothing a reader could read (blank space and control characters only). */
export const isBlankText = (text: string): boolean => BLANK.test(text);

/** True when the text holds a surrogate half without its other half: not well-formed Unicode, in no field. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** True when the text holds a character a free-text field refuses. */
export const hasForbiddenCharacters = (text: string): boolean =>
  FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text) || BIDI_CONTROL.test(text);

/** The text without any control character, trimmed: for single-line values read from an address. */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL, '').trim();
