/**
 * The field rules of signup and profile forms with their exact wording, as pure functions: each returns the field's
 * problem (machine code + English message) or null. The service collects them into one validation_failed.
 */
import emailSpellChecker from '@zootools/email-spell-checker';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
  checkUsername,
  normalizeUsername,
} from 'contract';
import { isReservedName } from './reserved-names.js';

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

/**
 * The username rule lives in the contract (the signup form checks with the same one): NFC and trimmed as
 * stored, letters, digits, single spaces and . _ - ' only, no markup, emoji or invisible characters, reserved
 * names refused (here also in lookalike letters and as words: reserved-names.ts). Existing names are not rewritten; signup and profile edits check new ones.
 */
export const normalizeName = normalizeUsername;
export { isReservedName };

/** `siteNames`: the site's name and domain, reserved like 'Admin'. */
export function checkName(
  name: string,
  email: string,
  siteNames: readonly string[] = [],
): FieldProblem | null {
  return checkUsername(name, email, siteNames, isReservedName);
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
