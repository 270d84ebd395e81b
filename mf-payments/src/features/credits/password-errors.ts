import type { TFunction } from 'i18next';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';

const LOCK_MINUTES = /(\d+)\s*min/;

/**
 * A refused password confirmation as the sheet shows it under the field: wrong, or the login lockout (every
 * wrong password here counts toward it) with its minutes. Null: not a password problem.
 */
export async function describePasswordError(error: unknown, t: TFunction): Promise<string | null> {
  const body = (await readApiError(error)) as
    | (Awaited<ReturnType<typeof readApiError>> & { minutes?: unknown })
    | null;
  if (body?.error === ERROR_CODES.passwordWrong) return t('repeatOrder.confirm.wrong');
  if (body?.error === ERROR_CODES.accountLocked) {
    const minutes =
      typeof body.minutes === 'number' ? body.minutes : Number(LOCK_MINUTES.exec(body.message)?.[1] ?? NaN);
    return Number.isFinite(minutes) ? t('repeatOrder.confirm.locked', { minutes }) : t('errors.rateLimited');
  }
  return null;
}
