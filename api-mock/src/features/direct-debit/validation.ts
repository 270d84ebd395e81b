/**
 * The direct-debit form's field rules, as pure functions: the IBAN (checksum and the country's format, SEPA
 * countries only, with ibantools), the phone (with libphonenumber-js: parsed with the payment country as
 * the default region, a valid mobile or fixed-line number, kept as E.164) and the mandate's name and
 * address. `checkDirectDebitForm` collects every problem at once; the service answers them as one
 * validation_failed. Also the masks the IBAN and the phone are shown with (the full IBAN is never shown).
 */
import { electronicFormatIBAN, isSEPACountry, validateIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { PAYMENT_MESSAGES, SINGLE_LINE_PATTERN, type DirectDebitRequest } from 'contract';

export type { FieldProblem } from '../../lib/http-error.js';
import type { FieldProblem } from '../../lib/http-error.js';

/** The wording of the form's field problems (clients translate by the field codes). */
export const DIRECT_DEBIT_FIELD_MESSAGES = {
  required: PAYMENT_MESSAGES.fieldRequired,
  invalidCharacters: 'This field may not contain control characters.',
  tooShort: 'Please enter at least {min} characters.',
  tooLong: 'Please enter at most {max} characters.',
  zipInvalid: 'Please enter a valid postcode.',
  ibanInvalid: PAYMENT_MESSAGES.ibanInvalid,
  phoneInvalid: PAYMENT_MESSAGES.phoneInvalid,
} as const;

/**
 * Length bounds in characters (after trimming), within the contract's maxLength. The account holder and the
 * address lines follow what a SEPA mandate carries (70 characters per name or address line); a city name is
 * at most 35 there (the structured address's town name).
 */
export const FIELD_BOUNDS = {
  account_holder: { min: 2, max: 70 },
  street: { min: 2, max: 70 },
  house_number: { min: 1, max: 16 },
  zip: { min: 2, max: 10 },
  city: { min: 2, max: 35 },
} as const;

export type AddressField = keyof typeof FIELD_BOUNDS;

/** No C0/C1 control characters (NUL, line breaks, tabs, DEL) and no text-direction controls. */
const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const hasControlCharacters = (value: string) => !SINGLE_LINE.test(value) || BIDI_CONTROLS.test(value);

/** Postcodes: letters, digits, spaces and hyphens, with a digit or letter at both ends ('1012 AB', 'SW1A 1AA'). */
const ZIP = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]*[\p{L}\p{N}])?$/u;

/** A text field as stored: composed (NFC), inner runs of spaces made one, trimmed. */
export const normalizeText = (value: string): string => value.normalize('NFC').replace(/ {2,}/g, ' ').trim();

export function checkText(field: AddressField, value: string): FieldProblem | null {
  if (hasControlCharacters(value)) {
    return { code: 'invalid_characters', message: DIRECT_DEBIT_FIELD_MESSAGES.invalidCharacters };
  }
  const text = normalizeText(value);
  const length = [...text].length;
  const { min, max } = FIELD_BOUNDS[field];
  if (length === 0) return { code: 'required', message: DIRECT_DEBIT_FIELD_MESSAGES.required };
  if (length < min) {
    return { code: 'too_short', message: DIRECT_DEBIT_FIELD_MESSAGES.tooShort.replace('{min}', String(min)) };
  }
  if (length > max) {
    return { code: 'too_long', message: DIRECT_DEBIT_FIELD_MESSAGES.tooLong.replace('{max}', String(max)) };
  }
  if (field === 'zip' && !ZIP.test(text)) {
    return { code: 'zip_invalid', message: DIRECT_DEBIT_FIELD_MESSAGES.zipInvalid };
  }
  return null;
}

/** What an IBAN may be typed with besides its letters and digits: spaces and hyphens between groups. */
const IBAN_TYPED = /^[A-Za-z0-9 -]+$/;

/** The IBAN as stored and compared (the block list too): upper case, no spaces; null when it is not valid. */
export function parseIban(value: string): string | null {
  if (!IBAN_TYPED.test(value.trim())) return null;
  const iban = electronicFormatIBAN(value.trim());
  if (!iban || !validateIBAN(iban).valid) return null;
  // SEPA direct debit reaches only accounts in the SEPA countries (EU, EEA, CH, GB, MC, SM, ...).
  return isSEPACountry(iban.slice(0, 2)) ? iban : null;
}

export function checkIban(value: string): FieldProblem | null {
  if (value.trim() === '') return { code: 'required', message: DIRECT_DEBIT_FIELD_MESSAGES.required };
  return parseIban(value) === null
    ? { code: 'iban_invalid', message: DIRECT_DEBIT_FIELD_MESSAGES.ibanInvalid }
    : null;
}

/** What a phone number may be typed with: digits, a leading +, spaces and the usual separators. */
const PHONE_TYPED = /^\+?[0-9 ()./-]+$/;
const ACCEPTED_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The phone in E.164, read with the payment country as the region of a number typed without its country
 * code; null unless it is a valid mobile or fixed-line number (not a premium-rate, toll-free or shared one).
 */
export function parsePhone(value: string, country: string): string | null {
  const typed = value.trim();
  if (!PHONE_TYPED.test(typed)) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(typed, { defaultCountry: country as CountryCode, extract: false });
  } catch {
    return null;
  }
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type !== undefined && ACCEPTED_TYPES.has(type) ? parsed.number : null;
}

export function checkPhone(value: string, country: string): FieldProblem | null {
  if (value.trim() === '') return { code: 'required', message: DIRECT_DEBIT_FIELD_MESSAGES.required };
  return parsePhone(value, country) === null
    ? { code: 'phone_invalid', message: DIRECT_DEBIT_FIELD_MESSAGES.phoneInvalid }
    : null;
}

/** The form as stored: normalised text, the IBAN without spaces, the phone in E.164. */
export interface DirectDebitForm {
  accountHolder: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  iban: string;
  phone: string;
}

export type FormCheck =
  | { ok: true; form: DirectDebitForm }
  | { ok: false; problems: Record<string, FieldProblem> };

/** Every field's problem at once, keyed by the body's field names; or the normalised form. */
export function checkDirectDebitForm(body: DirectDebitRequest): FormCheck {
  const problems: Record<string, FieldProblem> = {};
  for (const field of Object.keys(FIELD_BOUNDS) as AddressField[]) {
    const problem = checkText(field, body[field]);
    if (problem) problems[field] = problem;
  }
  const iban = checkIban(body.iban);
  if (iban) problems.iban = iban;
  const phone = checkPhone(body.phone, body.country);
  if (phone) problems.phone = phone;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    form: {
      accountHolder: normalizeText(body.account_holder),
      street: normalizeText(body.street),
      houseNumber: normalizeText(body.house_number),
      zip: normalizeText(body.zip).toUpperCase(),
      city: normalizeText(body.city),
      iban: parseIban(body.iban) as string,
      phone: parsePhone(body.phone, body.country) as string,
    },
  };
}

/**
 * The IBAN as shown: country and check digits and the last four characters, the rest starred, in groups of
 * four: 'DE89370400440532013000' -> 'DE89 **** **** **** **30 00'.
 */
export function maskIban(iban: string): string {
  const hidden = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The phone as shown: its country code and last two digits; the rest always as '*** ****', so the mask does
 * not tell the number's length either: '+4915123456767' -> '+49 *** **** 67'.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const countryCode = parsed?.countryCallingCode ?? '';
  return `+${countryCode} *** **** ${e164.slice(-2)}`;
}
