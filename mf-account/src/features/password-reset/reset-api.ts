import type { TFunction } from 'i18next';
import { describeApiError } from 'shared-ui';
import { api, ERROR_CODES, readApiError } from 'shared-ui/kernel';

/** POST /api/password-reset.php: sends the reset e-mail (at most 3 per address a day). */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('password-reset.php', { json: { email } });
}

/** POST /api/password-reset-do.php: sets the new password through the e-mailed token. */
export async function resetPassword(token: string, password: string, passwordRepeat: string): Promise<void> {
  await api.post('password-reset-do.php', { json: { token, password, password_repeat: passwordRepeat } });
}

// The codes whose wording this app translates; any other answer shows the API's message.
const KNOWN: Record<string, string> = {
  [ERROR_CODES.emailNotFound]: 'passwordErrors.emailNotFound',
  [ERROR_CODES.resetLimit]: 'passwordErrors.resetLimit',
  [ERROR_CODES.passwordsDiffer]: 'passwordErrors.passwordsDiffer',
  [ERROR_CODES.tokenInvalid]: 'passwordErrors.tokenInvalid',
};

/** A refused reset call as the form shows it: code (for follow-up links), message and field messages. */
export async function describeResetError(error: unknown, t: TFunction) {
  const code = (await readApiError(error))?.error ?? null;
  const key = code ? KNOWN[code] : undefined;
  const described = await describeApiError(error, t);
  return { code, message: key ? t(key) : described.message, fields: described.fields };
}
