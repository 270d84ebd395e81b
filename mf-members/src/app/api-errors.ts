import type { TFunction } from 'i18next';
import { describeApiError } from 'shared-ui';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';

/**
 * The discovery codes whose wording this app translates (contract/members.ts MEMBER_MESSAGES); any other
 * answer shows the API's own message, or the generic one. blocked_by_member carries the member's name, and
 * swipe_limit is shown by the swipe game itself (with its countdown).
 */
const TRANSLATED: Record<string, string> = {
  [ERROR_CODES.memberBlocked]: 'errors.memberBlocked',
  [ERROR_CODES.memberInvisible]: 'errors.memberInvisible',
  // A search or suggestion refused under load (after the client's own retries gave up).
  [ERROR_CODES.serviceBusy]: 'errors.serviceBusy',
};

export interface MembersError {
  /** The API's error code, or null when no answer came. */
  code: string | null;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  message: string;
  /** blocked_by_member: the member who blocked the viewer. */
  memberName: string | null;
  /** swipe_limit: seconds until the day's likes come back. */
  seconds: number | null;
}

function httpStatus(error: unknown): number | null {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : null;
}

/** A refused discovery call as a page shows it, in the reader's language where the app knows the code. */
export async function describeMembersError(error: unknown, t: TFunction): Promise<MembersError> {
  const body = await readApiError(error);
  const code = body?.error ?? null;
  const memberName = body?.member_name ?? null;
  const described = await describeApiError(error, t);
  const key = code ? TRANSLATED[code] : undefined;
  let message = key ? t(key) : described.message;
  if (code === ERROR_CODES.blockedByMember) message = t('errors.blockedByMember', { name: memberName ?? '' });
  return {
    code,
    status: httpStatus(error) ?? body?.statusCode ?? null,
    message,
    memberName,
    seconds: typeof body?.seconds === 'number' ? body.seconds : null,
  };
}
