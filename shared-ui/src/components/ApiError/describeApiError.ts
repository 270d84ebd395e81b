import type { TFunction } from 'i18next';
import { HTTPError } from 'ky';
import { ERROR_CODES } from 'contract/constants';
import { isOfflineError, readApiError } from '../../kernel/api/client';
import { currentUiText, type UiText } from '../i18n/uiText';

export interface FormError {
  /** What went wrong, for the form's alert. */
  message: string;
  /** Per-field messages of a validation_failed answer, keyed by the request's field names. */
  fields: Record<string, string>;
}

/**
 * Codes several apps meet (the signup's photo step and the profile's photos, likes and the swipe game, and
 * the fast refusal of a busy server on login, signup or an upload, and an outage of the server's database),
 * worded once here in the page language (components/i18n) instead of the API's English.
 */
/** The component texts that are one message (not a group such as `report`). */
type MessageKey = { [K in keyof UiText]: UiText[K] extends string ? K : never }[keyof UiText];
const SHARED_MESSAGES: Partial<Record<string, MessageKey>> = {
  [ERROR_CODES.confirmationRequired]: 'confirmationRequired',
  [ERROR_CODES.uploadLimit]: 'uploadLimit',
  [ERROR_CODES.serviceBusy]: 'serviceBusy',
  // The database out of reach or the instance shutting down: an outage, worded like being offline.
  [ERROR_CODES.serviceUnavailable]: 'serviceUnavailable',
};

/** Answers of an outage: the API's 503 (database out of reach, shutting down) and a balancer's own 502–504. */
const OUTAGE_STATUSES = new Set([502, 503, 504]);

/**
 * The offline-style notice for a failed call that is an outage rather than a fault (the browser offline, the
 * service unreachable or restarting), or null. Pages that failed to load show it instead of their own failure
 * text: the member learns that nothing is lost and that trying again soon will work.
 */
export function outageNotice(error: unknown): string | null {
  if (isOfflineError(error)) return currentUiText().offline;
  if (error instanceof HTTPError && OUTAGE_STATUSES.has(error.response.status)) {
    return currentUiText().serviceUnavailable;
  }
  return null;
}

/** What a page that could not load its data says: the outage notice, or the page's own failure text. */
export const loadFailureText = (error: unknown, ownText: string): string => outageNotice(error) ?? ownText;

/**
 * Turns a failed API call into what a form shows. The API's message is shown as it is (the server
 * owns that wording), except for the codes of SHARED_MESSAGES; the few cases whose wording the app owns
 * come from the caller's namespace through `t`: `errors.network` (no answer at all), `errors.rateLimited`
 * (429 without a message) and `errors.generic` (500, or any other answer without a message).
 */
export async function describeApiError(error: unknown, t: TFunction): Promise<FormError> {
  const body = await readApiError(error);
  if (!body) {
    // Offline, or the site is reachable but nothing behind it answers (a deployment, a restart): said
    // plainly, with the promise that nothing typed is lost.
    return { message: outageNotice(error) ?? t('errors.network'), fields: {} };
  }
  const shared = SHARED_MESSAGES[body.error];
  if (shared) return { message: currentUiText()[shared], fields: body.fields ?? {} };
  switch (body.error) {
    case ERROR_CODES.rateLimited:
      return { message: body.message || t('errors.rateLimited'), fields: {} };
    case ERROR_CODES.internal:
      return { message: t('errors.generic'), fields: {} };
    default:
      return { message: body.message || t('errors.generic'), fields: body.fields ?? {} };
  }
}
