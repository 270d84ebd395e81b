/** Per-IP request limit of the account calls that could be used to guess passwords or probe addresses. */
import { ACCOUNT_MESSAGES, ERROR_CODES } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';

export function authRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: () =>
        new ApiHttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.rateLimited),
    },
  };
}
