import type { TFunction } from 'i18next';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, readApiError } from 'shared-ui/kernel';

/**
 * The API's field codes (field_codes of validation_failed) as this page's messages: the rules live once,
 * in the API (the signup's rules and wording), and the page translates what it answers.
 */
const FIELD_KEYS: Record<string, string> = {
  name_equals_email: 'ownProfile.errors.usernameIsEmail',
  name_starts_with_at: 'ownProfile.errors.usernameAt',
  name_length: 'ownProfile.errors.nameLength',
  name_invalid_characters: 'ownProfile.errors.nameInvalidCharacters',
  name_reserved: 'ownProfile.errors.nameReserved',
  name_disallowed_characters: 'ownProfile.errors.nameDisallowedCharacters',
  name_symbols: 'ownProfile.errors.nameSymbols',
  name_double_space: 'ownProfile.errors.nameDoubleSpace',
  date_of_birth_min_age: 'ownProfile.errors.dateOfBirth',
  date_of_birth_invalid: 'ownProfile.errors.invalidDateOfBirth',
  invalid_value: 'ownProfile.errors.invalidValue',
};

/** Per field, the message to show; null when the refusal was not about fields. */
export async function fieldErrors(
  error: unknown,
  t: TFunction,
  minimumAge: number,
): Promise<Record<string, string> | null> {
  const body = await readApiError(error);
  if (!body?.fields) return null;
  const codes = body.field_codes ?? {};
  return Object.fromEntries(
    Object.entries(body.fields).map(([field, apiText]) => {
      const key = FIELD_KEYS[codes[field] ?? ''];
      const text = key ? t(key, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH, age: minimumAge }) : apiText;
      return [field, text];
    }),
  );
}
