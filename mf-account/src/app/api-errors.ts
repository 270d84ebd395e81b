import type { TFunction } from 'i18next';
import { describeApiError } from 'shared-ui';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';
import { describeLoginError } from '../features/login/login-errors';

/**
 * The API codes whose wording this app translates (the form messages); any other answer shows the
 * API's own message.
 */
const TRANSLATED: Record<string, string> = {
  [ERROR_CODES.emailNotFound]: 'passwordErrors.emailNotFound',
  [ERROR_CODES.resetLimit]: 'passwordErrors.resetLimit',
  // A reset asked for an address pending deletion: the same hint as the login's.
  [ERROR_CODES.accountPendingDeletion]: 'login.errors.pendingDeletion',
  [ERROR_CODES.passwordsDiffer]: 'passwordErrors.passwordsDiffer',
  [ERROR_CODES.tokenInvalid]: 'passwordErrors.tokenInvalid',
  [ERROR_CODES.oldPasswordWrong]: 'passwordErrors.oldPasswordWrong',
  [ERROR_CODES.newEmailInvalid]: 'mailChange.errors.newEmailInvalid',
  [ERROR_CODES.emailDuplicate]: 'mailChange.errors.emailDuplicate',
  [ERROR_CODES.passwordWrong]: 'mailChange.errors.passwordWrong',
  [ERROR_CODES.photoLimit]: 'profile.photos.errors.limit',
};

export interface AccountError {
  /** The API's error code, or null when no answer came (for follow-up links such as "request a new one"). */
  code: string | null;
  message: string;
  fields: Record<string, string>;
}

/** A refused account call as a form or page shows it, in the reader's language where the app knows it. */
export async function describeAccountError(error: unknown, t: TFunction): Promise<AccountError> {
  const code = (await readApiError(error))?.error ?? null;
  // Wrong passwords at the password and e-mail change count toward the login lockout: same words, same minutes.
  if (code === ERROR_CODES.accountLocked) {
    return { code, message: (await describeLoginError(error, t)).message, fields: {} };
  }
  const key = code ? TRANSLATED[code] : undefined;
  const described = await describeApiError(error, t);
  return { code, message: key ? t(key) : described.message, fields: described.fields };
}
