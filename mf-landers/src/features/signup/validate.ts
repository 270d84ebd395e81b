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
  | 'emailRequired'
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
  // An empty field is asked for, not called invalid: the visitor has not typed anything wrong yet.
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'invalidEmail';
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

/**
 * The signup's first part as three short screens, one topic each, in the order a visitor answers them:
 * who they are and look for, their name and birthday, then the login (whose submit creates the account).
 */
export const START_SCREENS = ['who', 'you', 'login'] as const;
export type StartScreen = (typeof START_SCREENS)[number];
export type StartField = SignupField | 'gender' | 'looking_for' | 'signup_message';

export const SCREEN_FIELDS: Record<StartScreen, readonly StartField[]> = {
  who: ['gender', 'looking_for'],
  you: ['name', 'date_of_birth'],
  login: ['email', 'password', 'signup_message'],
};

/** The screen on which a field is asked (a refusal of the API sends the visitor back there). */
export function screenOf(field: StartField): StartScreen {
  return START_SCREENS.find((screen) => SCREEN_FIELDS[screen].includes(field)) ?? 'login';
}

export type StartValues = SignupStart & { gender: string; looking_for: string; signup_message: string };
export type StartFieldError = SignupFieldError | 'messageTooLong' | 'genderRequired' | 'lookingForRequired';
export type StartErrors = Partial<Record<StartField, StartFieldError>>;

/** Every check of the first part: the form's rules plus the two one-tap choices and the note's length. */
export function validateStart(
  values: StartValues,
  minimumAge: number,
  today: Date = new Date(),
): StartErrors {
  const errors: StartErrors = validateSignupStart(values, minimumAge, today);
  if (values.gender === '') errors.gender = 'genderRequired';
  if (values.looking_for === '') errors.looking_for = 'lookingForRequired';
  if (values.signup_message.length > SIGNUP_MESSAGE_MAX_LENGTH) errors.signup_message = 'messageTooLong';
  return errors;
}

/** The errors of one screen's fields only: Continue checks what this screen asked, nothing ahead. */
export function validateScreen(
  screen: StartScreen,
  values: StartValues,
  minimumAge: number,
  today: Date = new Date(),
): StartErrors {
  const all = validateStart(values, minimumAge, today);
  return Object.fromEntries(
    SCREEN_FIELDS[screen].flatMap((field) => (all[field] ? [[field, all[field]]] : [])),
  ) as StartErrors;
}

/**
 * The errors after a field changed ("reward early"): a marked field is checked again at once, and its
 * message goes the moment it is fixed, not on the next Continue. While a different problem remains (a
 * required address now half typed), the message is taken away too, rather than telling someone who is still
 * typing that the address is invalid: recheckOnBlur says so once they leave the field.
 */
export function recheckOnChange(
  errors: StartErrors,
  field: StartField,
  values: StartValues,
  minimumAge: number,
  today: Date = new Date(),
): StartErrors {
  const now = validateStart(values, minimumAge, today);
  const next = { ...errors };
  if (errors[field] && now[field] !== errors[field]) delete next[field];
  // The username may not equal the e-mail address: changing either one can fix the pair.
  if (next.name === 'usernameIsEmail' && now.name !== 'usernameIsEmail') delete next.name;
  return next;
}

/** The errors once a visitor leaves a field they typed into ("punish late"): its problem, if any, shows. */
export function recheckOnBlur(
  errors: StartErrors,
  field: StartField,
  values: StartValues,
  minimumAge: number,
  today: Date = new Date(),
): StartErrors {
  const value = values[field];
  if (typeof value !== 'string' || value.trim() === '') return errors;
  const now = validateStart(values, minimumAge, today)[field];
  const next = { ...errors };
  if (now) next[field] = now;
  else delete next[field];
  return next;
}
