import type { TFunction } from 'i18next';
import { describeApiError, type FormError } from 'shared-ui';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';

const LOCK_MINUTES = /(\d+)\s*min/;

/**
 * What a refused login shows: the product's two messages in the reader's language (wrong credentials,
 * and the lockout with its minutes, from the body's `minutes` or its message), anything else as the
 * form's usual API error.
 */
export async function describeLoginError(
  error: unknown,
  t: TFunction,
): Promise<FormError & { known: boolean; code?: string }> {
  const body = (await readApiError(error)) as
    | (Awaited<ReturnType<typeof readApiError>> & { minutes?: unknown })
    | null;
  if (body?.error === ERROR_CODES.loginFailed) {
    return { message: t('login.errors.failed'), fields: {}, known: true };
  }
  if (body?.error === ERROR_CODES.accountLocked) {
    const minutes =
      typeof body.minutes === 'number' ? body.minutes : Number(LOCK_MINUTES.exec(body.message)?.[1] ?? NaN);
    return {
      message: Number.isFinite(minutes) ? t('login.errors.locked', { minutes }) : body.message,
      fields: {},
      known: true,
    };
  }
  if (body?.error === ERROR_CODES.accountPendingDeletion) {
    // The form adds the customer service's contact to it.
    return {
      message: t('login.errors.pendingDeletion'),
      fields: {},
      known: true,
      code: ERROR_CODES.accountPendingDeletion,
    };
  }
  if (body?.error === ERROR_CODES.accountSuspended) {
    // Suspended by an operator after a report: the mail says why; the form adds customer service's contact.
    return {
      message: t('login.errors.suspended'),
      fields: {},
      known: true,
      code: ERROR_CODES.accountSuspended,
    };
  }
  return { ...(await describeApiError(error, t)), known: false };
}
