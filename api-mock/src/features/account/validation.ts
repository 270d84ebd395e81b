/**
 * The field rules of signup and profile forms with their exact wording, as pure functions: each returns the field's
 * problem (machine code + English message) or null. The service collects them into one validation_failed.
 */
import emailSpellChecker from '@zootools/email-spell-checker';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESERVED_NAMES,
  SIGNUP_MESSAGE_MAX_LENGTH,
  SINGLE_LINE_PATTERN,
} from 'contract';

export type { FieldProblem } from '../../lib/http-error.js';
import type { FieldProblem } from '../../lib/http-error.js';

/** Addresses as stored and compared: trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Deliberately simple: one @, a non-empty local part without spaces, a domain with a dot and no empty labels.
 * What really proves an address is the activation mail.
 */
const EMAIL_PATTERN = /^[^\s@"<>()[\],;:\\]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

const POPULAR_DOMAINS = new Set(emailSpellChecker.POPULAR_DOMAINS);

export interface EmailCheck {
  problem: FieldProblem | null;
  /** The likely intended address ('Did you mean …?'), when the typed one looks like a typo. */
  suggestion?: string;
}

export function checkEmail(email: string): EmailCheck {
  const normalized = normalizeEmail(email);
  const suggested = emailSpellChecker.run({ email: normalized })?.full;
  const invalid = { code: 'email_invalid', message: ACCOUNT_MESSAGES.emailInvalid };
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    return { problem: invalid, ...(suggested ? { suggestion: suggested } : {}) };
  }
  // A well-formed address is refused only when it is one edit away from a big mail provider
  // (gmial.com -> gmail.com): such a typo would lose the activation mail. Suggestions towards other
  // domains (e.g. a TLD guess) are not reliable enough to refuse an address.
  const domain = suggested?.split('@')[1];
  if (suggested && domain && POPULAR_DOMAINS.has(domain) && suggested !== normalized) {
    return { problem: invalid, suggestion: suggested };
  }
  return { problem: null };
}

/** A name as stored and checked: composed (NFC), so 'é' is one character however it was typed; trimmed. */
export const normalizeName = (name: string): string => name.normalize('NFC').trim();

/** Characters that reorder the text around them (bidi embeddings, overrides, isolates and marks). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** No control characters: the request schemas' single-line rule (names reaching here by other ways too). */
const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
/** What renders as nothing: white space and default-ignorable characters (zero-width space and joiners, BOM). */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/**
 * More than two combining marks in a row, counted decomposed (NFD: Vietnamese 'ễ' is e plus two marks, the
 * most real names carry on one letter), or a mark at the start with no letter to sit on.
 */
const STACKED_MARKS = /^\p{M}|\p{M}{3,}/u;

/**
 * Names are shown to other members next to the operator's own messages: they must be visible, read in their
 * own direction and not pass for the operator. Refused: control and bidi characters (a name could flip the
 * text around it), names of nothing visible (zero-width only), stacked combining marks (text spilling over
 * other lines), and the reserved names (see isReservedName).
 */
function hasInvalidCharacters(name: string): boolean {
  return (
    !SINGLE_LINE.test(name) ||
    BIDI_CONTROLS.test(name) ||
    STACKED_MARKS.test(name.normalize('NFD').trim()) ||
    // Zero-width characters and nothing else (an empty or blank name is a length problem instead).
    (IGNORABLE.test(name) && name.replace(INVISIBLE, '') === '')
  );
}

/** Compared without case, width (NFKC), spaces, invisible characters and punctuation: 'A d-m_i.n' is 'admin'. */
const nameKey = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{P}]/gu, '');

/** Admin, Support, ... and the site's own name and domain (given as `siteNames`). */
export function isReservedName(name: string, siteNames: readonly string[] = []): boolean {
  const key = nameKey(name);
  return [...RESERVED_NAMES, ...siteNames].some((reserved) => nameKey(reserved) === key);
}

/** `siteNames`: the site's name and domain, reserved like 'Admin'. */
export function checkName(
  name: string,
  email: string,
  siteNames: readonly string[] = [],
): FieldProblem | null {
  const trimmed = normalizeName(name);
  if (hasInvalidCharacters(name.normalize('NFC'))) {
    return { code: 'name_invalid_characters', message: ACCOUNT_MESSAGES.nameInvalidCharacters };
  }
  if (trimmed.startsWith('@'))
    return { code: 'name_starts_with_at', message: ACCOUNT_MESSAGES.nameStartsWithAt };
  if (trimmed.toLowerCase() === normalizeEmail(email)) {
    return { code: 'name_equals_email', message: ACCOUNT_MESSAGES.nameEqualsEmail };
  }
  const length = [...trimmed].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) {
    return { code: 'name_length', message: ACCOUNT_MESSAGES.nameLength };
  }
  if (isReservedName(trimmed, siteNames)) {
    return { code: 'name_reserved', message: ACCOUNT_MESSAGES.nameReserved };
  }
  return null;
}

const COMMON_PASSWORDS = new Set(dictionary.passwords.map((password) => password.toLowerCase()));

export function checkPassword(password: string): FieldProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return { code: 'password_too_short', message: ACCOUNT_MESSAGES.passwordTooShort };
  if (length > PASSWORD_MAX_LENGTH)
    return { code: 'password_too_long', message: ACCOUNT_MESSAGES.passwordTooLong };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return { code: 'password_common', message: ACCOUNT_MESSAGES.passwordCommon };
  }
  return null;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Nobody signing up is older than this; older dates are typos. */
const MAX_AGE = 120;

export function checkDateOfBirth(value: string, minimumAge: number, now: Date): FieldProblem | null {
  const minAge = {
    code: 'date_of_birth_min_age',
    message: ACCOUNT_MESSAGES.dateOfBirthMinAge.replace('{min_age}', String(minimumAge)),
  };
  const trimmed = value.trim();
  if (trimmed === '') return minAge;
  const date = parseDate(trimmed);
  if (!date) return { code: 'date_of_birth_invalid', message: ACCOUNT_MESSAGES.dateOfBirthInvalid };
  const age = ageOn(trimmed, now);
  if (date > now || age > MAX_AGE)
    return { code: 'date_of_birth_invalid', message: ACCOUNT_MESSAGES.dateOfBirthInvalid };
  if (age < minimumAge) return minAge;
  return null;
}

export function checkSignupMessage(message: string | undefined): FieldProblem | null {
  if (message !== undefined && [...message].length > SIGNUP_MESSAGE_MAX_LENGTH) {
    return { code: 'signup_message_too_long', message: ACCOUNT_MESSAGES.signupMessageTooLong };
  }
  return null;
}

/** Age in whole years on `now` of a YYYY-MM-DD birth date. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A real calendar date from YYYY-MM-DD (UTC midnight), or null ('2001-02-30' is not one). */
function parseDate(value: string): Date | null {
  if (!DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date;
}
