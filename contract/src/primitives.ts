/**
 * The building blocks of every request schema: ids with their integer bounds and text that refuses control
 * characters. Request schemas use these instead of bare Type.Integer / Type.String, so no input the
 * database cannot store (an id past its integer column, a NUL byte) gets past validation.
 */
import { Type, type StringOptions } from '@sinclair/typebox';
import { ID_MAX, PROFILE_IDS_MAX } from './constants.js';
import { BIDI_CONTROLS } from './free-text.js';

/** A member, photo or other row id: a positive PostgreSQL `integer` (serial) column. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: ID_MAX });

/** The decimal numbers 1..max without leading zeros, as a regular expression (source). */
export function positiveIntegerPattern(max: number): string {
  const digits = String(max);
  const alternatives = digits.length > 1 ? [`[1-9][0-9]{0,${digits.length - 2}}`] : [];
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const low = index === 0 ? 1 : 0;
    const rest = digits.length - index - 1;
    if (digit > low) {
      const range = digit - 1 === low ? `${low}` : `[${low}-${digit - 1}]`;
      alternatives.push(`${digits.slice(0, index)}${range}${rest > 0 ? `[0-9]{${rest}}` : ''}`);
    }
  }
  alternatives.push(digits);
  return `(?:${alternatives.join('|')})`;
}

const ID = positiveIntegerPattern(ID_MAX);

/** `1,2,3`: up to PROFILE_IDS_MAX ids in one query parameter, each within IdSchema's bounds. */
export const ID_LIST_PATTERN = `^${ID}(?:,${ID}){0,${PROFILE_IDS_MAX - 1}}$`;
export const IdListSchema = Type.String({ pattern: ID_LIST_PATTERN });

/** C0 control characters (NUL, line breaks, tab, ESC, ...), DEL and C1 control characters. */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';

/**
 * Single-line text: no control character and no bidi control. PostgreSQL cannot store NUL in text at all; the
 * others have no place in an address or a filter, and bidi controls would show the text turned around.
 */
export const SINGLE_LINE_PATTERN = `^[^${CONTROLS}${BIDI_CONTROLS}]*$`;
/** Free text (about me, a signup message): line breaks and tabs allowed, other control characters not. */
export const MULTILINE_PATTERN = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]*$`;
/**
 * A username: no control character; bidi controls are refused by the username rule (username.ts), which
 * names the problem in its own words.
 */
export const NAME_PATTERN = `^[^${CONTROLS}]*$`;

/** Single-line text of at most `maxLength` characters. */
export const Text = (maxLength: number, options: StringOptions = {}) =>
  Type.String({ maxLength, pattern: SINGLE_LINE_PATTERN, ...options });

/** Free text of at most `maxLength` characters (line breaks and tabs allowed). */
export const MultilineText = (maxLength: number, options: StringOptions = {}) =>
  Type.String({ maxLength, pattern: MULTILINE_PATTERN, ...options });

/** A username of at most `maxLength` characters, for the username rule to check. */
export const NameText = (maxLength: number) => Type.String({ maxLength, pattern: NAME_PATTERN });

/**
 * What a failed `pattern` means, by pattern: the validation message names the rule instead of showing
 * the regular expression.
 */
export const PATTERN_MESSAGES: Record<string, string> = {
  [SINGLE_LINE_PATTERN]: 'must not contain control characters (such as NUL or line breaks)',
  [MULTILINE_PATTERN]: 'must not contain control characters (such as NUL)',
  [NAME_PATTERN]: 'must not contain control characters (such as NUL or line breaks)',
  [ID_LIST_PATTERN]: `must be a comma-separated list of 1 to ${PROFILE_IDS_MAX} ids from 1 to ${ID_MAX}`,
};
