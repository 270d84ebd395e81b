import type { TFunction } from 'i18next';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';

/** The fields of the form, as the API names them. */
export const FORM_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface DirectDebitError {
  /** The API's code; null when no answer came. */
  code: string | null;
  /** For the form's alert (empty when only fields are wrong). */
  message: string;
  /** Per field, translated by the API's field codes. */
  fields: Partial<Record<FormField, string>>;
}

/** The field codes of the direct-debit validation and their texts (the number of a bound from the English). */
function fieldMessage(code: string | undefined, english: string, t: TFunction): string {
  const bound = /(\d+)/.exec(english)?.[1];
  switch (code) {
    case 'required':
      return t('directDebit.errors.fieldRequired');
    case 'iban_invalid':
      return t('directDebit.errors.ibanInvalid');
    case 'phone_invalid':
      return t('directDebit.errors.phoneInvalid');
    case 'zip_invalid':
      return t('directDebit.errors.zipInvalid');
    case 'invalid_characters':
      return t('directDebit.errors.invalidCharacters');
    case 'too_short':
      return t('directDebit.errors.tooShort', { min: bound ?? '' });
    case 'too_long':
      return t('directDebit.errors.tooLong', { max: bound ?? '' });
    default:
      return english || t('directDebit.errors.invalid');
  }
}

const BY_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.directDebitBlocked]: 'directDebit.errors.blocked',
  [ERROR_CODES.directDebitLimit]: 'directDebit.errors.limit',
  [ERROR_CODES.otpInvalid]: 'directDebit.errors.otpInvalid',
  [ERROR_CODES.otpAttemptsExhausted]: 'directDebit.errors.otpExhausted',
  [ERROR_CODES.unknownPackage]: 'directDebit.errors.unknownPackage',
  [ERROR_CODES.codeNotApplicable]: 'directDebit.errors.discountGone',
  [ERROR_CODES.codeUsed]: 'directDebit.errors.discountGone',
  [ERROR_CODES.codeNotFound]: 'directDebit.errors.discountGone',
  [ERROR_CODES.rateLimited]: 'directDebit.errors.rateLimited',
};

/** A failed direct-debit call as the member reads it, in the page language (never the API's English). */
export async function describeDirectDebitError(error: unknown, t: TFunction): Promise<DirectDebitError> {
  const body = await readApiError(error);
  if (!body) return { code: null, message: t('directDebit.errors.network'), fields: {} };
  if (body.error === ERROR_CODES.validationFailed && body.fields) {
    const fields: Partial<Record<FormField, string>> = {};
    for (const [field, english] of Object.entries(body.fields)) {
      if ((FORM_FIELDS as readonly string[]).includes(field)) {
        fields[field as FormField] = fieldMessage(body.field_codes?.[field], english, t);
      }
    }
    const unplaced = Object.keys(body.fields).filter((field) => !(field in fields));
    return {
      code: body.error,
      message: unplaced.length > 0 || Object.keys(fields).length === 0 ? t('directDebit.errors.generic') : '',
      fields,
    };
  }
  const key = BY_CODE[body.error];
  return { code: body.error, message: t(key ?? 'directDebit.errors.generic'), fields: {} };
}
