import { checkUsername, type UsernameProblemCode } from 'contract/username';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH } from 'shared-ui/kernel';

/** The first signup step's fields, named as the API's signup form. */
export interface SignupStart {
  email: string;
  name: string;
  password: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date_of_birth: string;
}
export type SignupField = keyof SignupStart;
export type SignupFieldError =
  | 'invalidEmail'
  | 'usernameRequired'
  | 'usernameIsEmail'
  | 'usernameAt'
  | 'nameLength'
  | 'nameInvalidCharacters'
  | 'nameDisallowedCharacters'
  | 'nameSymbols'
  | 'nameDoubleSpace'
  | 'nameReserved'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'dateOfBirth'
  | 'invalidDateOfBirth';

/** The contract's username problems as this form's message keys (signup.errors.*). */
export const USERNAME_ERRORS: Record<UsernameProblemCode, SignupFieldError> = {
  name_starts_with_at: 'usernameAt',
  name_equals_email: 'usernameIsEmail',
  name_length: 'nameLength',
  name_invalid_characters: 'nameInvalidCharacters',
  name_disallowed_characters: 'nameDisallowedCharacters',
  name_symbols: 'nameSymbols',
  name_double_space: 'nameDoubleSpace',
  name_reserved: 'nameReserved',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_AGE = 120;
// The API's limits, checked here too so nobody waits for the round trip.
export { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH };

/** Whole years between a birth date and today (the birthday counts from its day on). */
export function ageOn(birth: Date, today: Date): number {
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

function parseDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2001-02-30 and the like, which Date would roll over into March.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** The signup form's checks that need no server, in the order a visitor fills the form. */
export function validateSignupStart(
  values: SignupStart,
  minimumAge: number,
  today: Date = new Date(),
): Partial<Record<SignupField, SignupFieldError>> {
  const errors: Partial<Record<SignupField, SignupFieldError>> = {};
  const email = values.email.trim();
  const name = values.name.trim();
  if (!EMAIL.test(email)) errors.email = 'invalidEmail';
  // The API's own username rule (one rule, in the contract), so the form says at once what the API would.
  const nameProblem = name === '' ? null : checkUsername(values.name, email);
  if (name === '') errors.name = 'usernameRequired';
  else if (nameProblem) errors.name = USERNAME_ERRORS[nameProblem.code];
  if (values.password === '') errors.password = 'passwordRequired';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (values.date_of_birth === '') {
    errors.date_of_birth = 'dateOfBirth';
  } else {
    const birth = parseDate(values.date_of_birth);
    const age = birth ? ageOn(birth, today) : Number.NaN;
    if (!birth || age < 0 || age > OLDEST_AGE) errors.date_of_birth = 'invalidDateOfBirth';
    else if (age < minimumAge) errors.date_of_birth = 'dateOfBirth';
  }
  return errors;
}
