import { ACCOUNT_MESSAGES, ApiErrorSchema, ERROR_CODES, GENERAL_MESSAGES, type ErrorCode } from 'contract';

/**
 * An error the API answers as it is: status, machine code and message end up in the error body.
 * Anything else thrown in a handler is a fault and becomes a generic 500.
 */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Further members of the error body (e.g. `suggestion`, `minutes`). */
    readonly extra?: {
      suggestion?: string;
      minutes?: number;
      field_codes?: Record<string, string>;
      member_name?: string;
      seconds?: number;
    },
    /** Response headers that go with the error (e.g. `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const authenticationRequired = () =>
  new ApiHttpError(403, ERROR_CODES.authenticationRequired, 'authentication required');

/** 503 service_busy: scarce work (hashing, image decoding, heavy reads, connections) is full; retry later. */
export const serviceBusy = (retryAfterSeconds: number) =>
  new ApiHttpError(503, ERROR_CODES.serviceBusy, ACCOUNT_MESSAGES.serviceBusy, undefined, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/**
 * How long a client waits before it asks again while the database is out of reach or the instance is shutting
 * down: a database restart or a balancer's switch to another instance takes a few seconds.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 3;

/**
 * 503 service_unavailable: something the answer needs is out of reach for now (the database, or this instance
 * while it shuts down); retry later, here or on another instance.
 */
export const serviceUnavailable = (retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS) =>
  new ApiHttpError(
    503,
    ERROR_CODES.serviceUnavailable,
    GENERAL_MESSAGES.serviceUnavailable,
    undefined,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const notFound = (message = 'The requested resource was not found.') =>
  new ApiHttpError(404, ERROR_CODES.notFound, message);

/** Error responses every API route may give, serialized with the one error schema. */
export const ERROR_RESPONSES = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

/** A form field's problem: a machine code clients translate by, and the English wording. */
export interface FieldProblem {
  code: string;
  message: string;
}

/** 400 validation_failed for all field problems at once; `field_codes` let clients translate each. */
export function validationFailed(problems: Record<string, FieldProblem>, suggestion?: string): ApiHttpError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    fields[field] = problem.message;
    fieldCodes[field] = problem.code;
  }
  return new ApiHttpError(400, ERROR_CODES.validationFailed, ACCOUNT_MESSAGES.validationFailed, fields, {
    field_codes: fieldCodes,
    ...(suggestion ? { suggestion } : {}),
  });
}
