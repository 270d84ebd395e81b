import type { TFunction } from 'i18next';
import { ERROR_CODES, PAYMENT_MESSAGES } from 'contract/constants';
import { readApiError } from 'shared-ui/kernel';

/** The member-facing payment messages (the webhook's are for the provider, never shown). */
export type PaymentMessageKey = Exclude<
  keyof typeof PAYMENT_MESSAGES,
  'webhookSignature' | 'webhookStale' | 'webhookReplayed'
>;

/** The API's payment error codes and the message each is shown with, in the page language. */
const BY_CODE: Partial<Record<string, PaymentMessageKey>> = {
  [ERROR_CODES.unknownPackage]: 'unknownPackage',
  [ERROR_CODES.methodNotOffered]: 'methodNotOffered',
  [ERROR_CODES.countryNotServed]: 'countryNotServed',
  [ERROR_CODES.codeNotFound]: 'codeNotFound',
  [ERROR_CODES.codeUsed]: 'codeUsed',
  [ERROR_CODES.recurringCardFailed]: 'recurringCardFailed',
  [ERROR_CODES.noStoredCard]: 'noStoredCard',
  [ERROR_CODES.directDebitBlocked]: 'directDebitBlocked',
  [ERROR_CODES.directDebitLimit]: 'directDebitLimit',
  [ERROR_CODES.otpInvalid]: 'otpInvalid',
  [ERROR_CODES.otpAttemptsExhausted]: 'otpAttemptsExhausted',
  [ERROR_CODES.cardLimit]: 'cardLimit',
  [ERROR_CODES.idempotencyKeyInProgress]: 'idempotencyKeyInProgress',
  [ERROR_CODES.idempotencyKeyReused]: 'idempotencyKeyReused',
};

/** code_not_applicable covers four cases; the API's English message tells them apart. */
function notApplicable(message: string): { key: PaymentMessageKey; amount?: string } {
  if (message === PAYMENT_MESSAGES.codeExpired) return { key: 'codeExpired' };
  if (message === PAYMENT_MESSAGES.codeCountry) return { key: 'codeCountry' };
  if (message === PAYMENT_MESSAGES.codeMethod) return { key: 'codeMethod' };
  const minimum = /from (.+)\.$/.exec(message);
  if (minimum?.[1]) return { key: 'codeMinimum', amount: minimum[1] };
  return { key: 'codeExpired' };
}

/** Validation messages of the payment calls, by the API's English text. */
const BY_MESSAGE = new Map<string, PaymentMessageKey>(
  (['termsRequired', 'ibanInvalid', 'phoneInvalid', 'fieldRequired', 'unknownPackage'] as const).map(
    (key) => [PAYMENT_MESSAGES[key], key],
  ),
);

export interface PaymentError {
  /** The API's code, or null when no answer came. */
  code: string | null;
  message: string;
}

/** A failed payment call as the member reads it: translated by code, never the API's English. */
export async function describePaymentError(error: unknown, t: TFunction): Promise<PaymentError> {
  const body = await readApiError(error);
  if (!body) return { code: null, message: t('errors.network') };
  const byCode = BY_CODE[body.error];
  if (byCode) return { code: body.error, message: t(`paymentMessages.${byCode}`) };
  if (body.error === ERROR_CODES.codeNotApplicable) {
    const { key, amount } = notApplicable(body.message);
    return { code: body.error, message: t(`paymentMessages.${key}`, { amount }) };
  }
  const byMessage = BY_MESSAGE.get(body.message);
  if (byMessage) return { code: body.error, message: t(`paymentMessages.${byMessage}`) };
  if (body.error === ERROR_CODES.rateLimited) return { code: body.error, message: t('errors.rateLimited') };
  return { code: body.error, message: t('errors.generic') };
}
