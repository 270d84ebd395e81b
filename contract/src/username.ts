/**
 * The username rule, written once: the API checks signup and profile edits with it, the signup form checks
 * with it before the round trip. Usernames are shown to every member beside the operator's own texts, so they
 * keep to what real names are made of: letters of any script with their accents, digits, single spaces and
 * . _ - ' (and the typographic apostrophe phones type). Anything that reads as markup, symbols, emoji,
 * control or invisible characters is refused with a message naming the problem. Stored names are not
 * rewritten: the rule applies when a name is chosen or changed.
 */
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, NAME_MIN_LENGTH, RESERVED_NAMES } from './constants.js';

export type UsernameProblemCode =
  | 'name_invalid_characters'
  | 'name_disallowed_characters'
  | 'name_symbols'
  | 'name_double_space'
  | 'name_starts_with_at'
  | 'name_equals_email'
  | 'name_length'
  | 'name_reserved';

export interface UsernameProblem {
  code: UsernameProblemCode;
  /** The product's English wording (ACCOUNT_MESSAGES); clients translate by code. */
  message: string;
}

/** A name as stored and checked: composed (NFC), so 'é' is one character however it was typed; trimmed. */
export const normalizeUsername = (name: string): string => name.normalize('NFC').trim();

/**
 * Control, format (zero-width, bidi), default-ignorable (Hangul fillers, variation selectors), unassigned and
 * private-use characters, and any white space but the plain space: what shows nothing or moves the text around.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]|[^\S ]/u;
/** More than two combining marks in a row, counted decomposed ('ễ' is e plus two), or a mark with no letter. */
const STACKED_MARKS = /^\p{M}|\p{M}{3,}/u;
/** What reads as markup or code (brackets, quotes, slashes, entities), refused with the list of what is allowed. */
const MARKUP = /[<>&"/\\{}]/;
/** Emoji and symbols (currency, maths, arrows, dingbats): not part of a name and easily mistaken for badges. */
const SYMBOLS = /[\p{S}\p{Extended_Pictographic}]/u;
/** Everything a name may hold: letters, combining marks, digits, space and . _ - ' ’. */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} ._\-'\u2019]*$/u;

/** Compared without case, width (NFKC), spaces, invisible characters and punctuation: 'A d-m_i.n' is 'admin'. */
const reservedKey = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{P}]/gu, '');

/**
 * Admin, Support, ... and the site's own name and domain (given as `siteNames`), as the whole name. The forms
 * check with this light rule; the API adds lookalike letters and words ('Аdmin', 'Support Team') with the
 * Unicode confusables data, which is too heavy for a signup form's bundle.
 */
export function isReservedUsername(name: string, siteNames: readonly string[] = []): boolean {
  const key = reservedKey(name);
  return [...RESERVED_NAMES, ...siteNames].some((reserved) => reservedKey(reserved) === key);
}

/** How a check decides that a name is reserved. */
export type ReservedNameRule = (name: string, siteNames: readonly string[]) => boolean;

const problem = (code: UsernameProblemCode, message: string): UsernameProblem => ({ code, message });

/**
 * The first problem of a username, or null. `email`: the address typed beside it (a name may not repeat it);
 * `siteNames`: the site's name and domain, reserved like 'Admin'.
 */
export function checkUsername(
  name: string,
  email: string,
  siteNames: readonly string[] = [],
  isReserved: ReservedNameRule = isReservedUsername,
): UsernameProblem | null {
  const trimmed = normalizeUsername(name);
  // The spec's own wordings first: '@robin' and a copied e-mail address get the message that names them.
  if (trimmed.startsWith('@')) return problem('name_starts_with_at', ACCOUNT_MESSAGES.nameStartsWithAt);
  if (trimmed !== '' && trimmed.toLowerCase() === email.trim().toLowerCase()) {
    return problem('name_equals_email', ACCOUNT_MESSAGES.nameEqualsEmail);
  }
  if (MARKUP.test(trimmed)) {
    return problem('name_disallowed_characters', ACCOUNT_MESSAGES.nameDisallowedCharacters);
  }
  if (SYMBOLS.test(trimmed)) return problem('name_symbols', ACCOUNT_MESSAGES.nameSymbols);
  // Checked before trimming: a trailing tab or zero-width space is refused, trailing plain spaces are dropped.
  if (INVISIBLE.test(name.normalize('NFC')) || STACKED_MARKS.test(trimmed.normalize('NFD'))) {
    return problem('name_invalid_characters', ACCOUNT_MESSAGES.nameInvalidCharacters);
  }
  if (!ALLOWED.test(trimmed)) {
    return problem('name_disallowed_characters', ACCOUNT_MESSAGES.nameDisallowedCharacters);
  }
  if (trimmed.includes('  ')) return problem('name_double_space', ACCOUNT_MESSAGES.nameDoubleSpace);
  const length = [...trimmed].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) {
    return problem('name_length', ACCOUNT_MESSAGES.nameLength);
  }
  if (isReserved(trimmed, siteNames)) return problem('name_reserved', ACCOUNT_MESSAGES.nameReserved);
  return null;
}
