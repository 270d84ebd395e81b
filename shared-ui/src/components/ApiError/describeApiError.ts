import type { TFunction } from 'i18next';
import { ERROR_CODES } from 'api-mock/contract/constants';
import { readApiError } from '../../kernel/api/client';

export interface FormError {
  /** What went wrong, for the form's alert. */
  message: string;
  /** Per-field messages of a validation_failed answer, keyed by the request's field names. */
  fields: Record<string, string>;
}

/**
 * Turns a failed API call into what a form shows. The API's message is shown as it is (the server
 * owns that wording); the few cases whose wording the app owns come from the caller's namespace
 * through `t`: `errors.network` (no answer at all), `errors.rateLimited` (429 without a message) and
 * `errors.generic` (500, or any other answer without a message).
 */
export async function describeApiError(error: unknown, t: TFunction): Promise<FormError> {
  const body = await readApiError(error);
  if (!body) return { message: t('errors.network'), fields: {} };
  switch (body.error) {
    case ERROR_CODES.rateLimited:
      return { message: body.message || t('errors.rateLimited'), fields: {} };
    case ERROR_CODES.internal:
      return { message: t('errors.generic'), fields: {} };
    default:
      return { message: body.message || t('errors.generic'), fields: body.fields ?? {} };
  }
}
