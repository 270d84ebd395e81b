import {
  ACCOUNT_MESSAGES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  readApiError,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from 'shared-ui/kernel';
import type { SignupField, SignupFieldError } from './validate';

/** What a refused signup shows: a form-level problem, per-field messages and an e-mail suggestion. */
export interface SignupFailure {
  /** The API's error code ('email_exists', 'invite_only', ...) or null when no answer came. */
  code: string | null;
  message: string;
  fields: Partial<Record<SignupField | 'signup_message', FieldMessage>>;
  /** A likely correction of a mistyped e-mail address ('Did you mean …?'). */
  suggestion?: string;
}

export type FieldErrorKey = SignupFieldError | 'passwordTooLong' | 'passwordCommon' | 'messageTooLong';

/** A field message: one of ours (an i18n key under signup.errors, with its values) or the API's own words. */
export type FieldMessage = { key: FieldErrorKey; values?: Record<string, number> } | { text: string };

// The API's field codes (body.field_codes) and, for an answer without them, its English wording.
const KNOWN: Record<string, { key: FieldErrorKey; values?: Record<string, number> }> = {
  name_equals_email: { key: 'usernameIsEmail' },
  [ACCOUNT_MESSAGES.nameEqualsEmail]: { key: 'usernameIsEmail' },
  name_starts_with_at: { key: 'usernameAt' },
  [ACCOUNT_MESSAGES.nameStartsWithAt]: { key: 'usernameAt' },
  name_length: { key: 'nameLength', values: { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH } },
  name_invalid_characters: { key: 'nameInvalidCharacters' },
  [ACCOUNT_MESSAGES.nameInvalidCharacters]: { key: 'nameInvalidCharacters' },
  name_reserved: { key: 'nameReserved' },
  name_disallowed_characters: { key: 'nameDisallowedCharacters' },
  [ACCOUNT_MESSAGES.nameDisallowedCharacters]: { key: 'nameDisallowedCharacters' },
  name_symbols: { key: 'nameSymbols' },
  [ACCOUNT_MESSAGES.nameSymbols]: { key: 'nameSymbols' },
  name_double_space: { key: 'nameDoubleSpace' },
  [ACCOUNT_MESSAGES.nameDoubleSpace]: { key: 'nameDoubleSpace' },
  [ACCOUNT_MESSAGES.nameReserved]: { key: 'nameReserved' },
  email_invalid: { key: 'invalidEmail' },
  [ACCOUNT_MESSAGES.emailInvalid]: { key: 'invalidEmail' },
  date_of_birth_invalid: { key: 'invalidDateOfBirth' },
  [ACCOUNT_MESSAGES.dateOfBirthInvalid]: { key: 'invalidDateOfBirth' },
  password_too_short: { key: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } },
  password_too_long: { key: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } },
  password_common: { key: 'passwordCommon' },
  signup_message_too_long: { key: 'messageTooLong', values: { max: SIGNUP_MESSAGE_MAX_LENGTH } },
};
// The minimum age is the site's: it is read from the API's message, which has it filled in.
const DATE_OF_BIRTH = /^Enter your date of birth \((\d+)\+\)$/;

export function fieldMessage(apiText: string, code?: string): FieldMessage {
  const age = DATE_OF_BIRTH.exec(apiText);
  if (age) return { key: 'dateOfBirth', values: { age: Number(age[1]) } };
  const known = (code && KNOWN[code]) || KNOWN[apiText];
  return known ?? { text: apiText };
}

type SignupErrorBody = NonNullable<Awaited<ReturnType<typeof readApiError>>> & {
  suggestion?: unknown;
  field_codes?: Record<string, string>;
};

/** Reads the API's answer to a refused signup; a missing answer is a connection problem (code null). */
export async function readSignupFailure(error: unknown): Promise<SignupFailure> {
  const body = (await readApiError(error)) as SignupErrorBody | null;
  if (!body) return { code: null, message: '', fields: {} };
  const fields: SignupFailure['fields'] = {};
  for (const [name, text] of Object.entries(body.fields ?? {})) {
    fields[name as SignupField] = fieldMessage(text, body.field_codes?.[name]);
  }
  return {
    code: body.error,
    message: body.message,
    fields,
    ...(typeof body.suggestion === 'string' && body.suggestion ? { suggestion: body.suggestion } : {}),
  };
}
