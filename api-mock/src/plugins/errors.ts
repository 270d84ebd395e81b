/**
 * The error shape of the whole API: `{ error, message, statusCode, fields? }` (contract ApiError).
 * Bad input of any kind is a 4xx with a readable message; only real faults are 500, and those never
 * leak their details (logged instead).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ERROR_CODES,
  GENERIC_ERROR_MESSAGE,
  PATTERN_MESSAGES,
  type ApiError,
  type ErrorCode,
} from 'contract';
import { QueueFullError } from '../lib/bounded-queue.js';
import { ApiHttpError, serviceBusy, serviceUnavailable } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers requests no route matched outside /api (set by the site plugin: the shell's page with 200
     * or 404). Returns false to let the JSON 404 answer.
     */
    pageFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether a request is for the API. Decided by the route it matched when there is one: the router decodes
 * the path, so '/%61pi/user.php' reaches '/api/user.php' although its raw URL does not start with /api.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? request.url);
}

interface ValidationItem {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Ajv's message, or the rule a contract pattern stands for (no regular expression in a message). */
function messageOf(item: ValidationItem): string {
  const pattern = item.keyword === 'pattern' ? item.params?.pattern : undefined;
  return (
    (typeof pattern === 'string' ? PATTERN_MESSAGES[pattern] : undefined) ?? item.message ?? 'is invalid'
  );
}

/** `{ field: message }` and one readable sentence from Ajv's validation result. */
function describeValidation(
  context: string | undefined,
  items: ValidationItem[],
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const missing = typeof item.params?.missingProperty === 'string' ? item.params.missingProperty : null;
    const path = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const field = missing ? (path ? `${path}.${missing}` : missing) : path || (context ?? 'request');
    fields[field] ??= missing ? 'is required' : messageOf(item);
  }
  const where = context ? `Invalid ${context}` : 'Invalid request';
  const details = Object.entries(fields).map(([field, message]) => `${field} ${message}`);
  return { message: `${where}: ${details.join('; ')}`, fields };
}

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.invalidJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.invalidJson,
    message: 'The request body is empty although its content type is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'The content type of the request body is not supported.',
  },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

/**
 * PostgreSQL's class 22 (data exception: a value it cannot store or convert, e.g. 22021 a NUL byte,
 * 22003 a number out of range, 22P05 an untranslatable character). The request schemas keep such input
 * out; should one slip through, it is still the request's fault, so 400 rather than 500. Drizzle wraps
 * the driver's error, hence the walk along `cause`.
 */
export function isDataException(error: unknown): boolean {
  // Not `instanceof Error`: a driver's errors may come from another realm (PGlite's under Jest do).
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Socket errors of a connection to the database that broke or never came about. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * What node-postgres says, without a code, when a connection ends under a query or a client or pool can no
 * longer be used (after a broken connection, or once the pool was ended at shutdown).
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

function isUnavailableFault(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // Connecting to a name with several addresses fails with one error per address.
  const { errors } = error as { errors?: unknown };
  return (
    Array.isArray(errors) &&
    errors.some((inner) => typeof inner === 'object' && inner !== null && isUnavailableFault(inner))
  );
}

/**
 * The database cannot be reached or cannot serve now (stopped, restarting, connection broken, out of
 * connection slots): not a fault of the request nor of the code, so 503 with Retry-After, which clients
 * retry. Walks `cause` as isDataException does (drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    if (isUnavailableFault(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An answer decided below a wrapper: drizzle wraps whatever the database driver throws, including the
 * connection pool's 503 service_busy (db/client.ts), in an error of its own that keeps it as `cause`. A full
 * bounded queue (password hashing, image decoding, heavy reads) is the same answer wherever it is met, and so
 * is a database out of reach (503 service_unavailable).
 */
export function deliberateAnswerIn(error: unknown): ApiHttpError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof ApiHttpError) return current;
    if (current instanceof QueueFullError) return serviceBusy(current.retryAfterSeconds);
    current = (current as { cause?: unknown }).cause;
  }
  return isDatabaseUnavailable(error) ? serviceUnavailable() : null;
}

/**
 * The innermost error's code, else its message: e.g. ECONNREFUSED, 57P01, "Connection terminated unexpectedly".
 * Never a wrapper's message, which may quote the query's parameters.
 */
function rootReason(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown }).cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  const { code, message } = current as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message : undefined;
}

/** Maps anything thrown while handling a request to the API's error body. */
export function toApiError(thrown: FastifyError | ApiHttpError | Error): ApiError {
  const error = deliberateAnswerIn(thrown) ?? thrown;
  if (error instanceof ApiHttpError) {
    return {
      error: error.code,
      message: error.message,
      statusCode: error.statusCode,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.extra,
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const { message, fields } = describeValidation(fastifyError.validationContext, fastifyError.validation);
    return { error: ERROR_CODES.validationFailed, message, statusCode: 400, fields };
  }
  if (isDataException(error)) {
    return {
      error: ERROR_CODES.badRequest,
      message: 'The request contains a value that cannot be stored or compared.',
      statusCode: 400,
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) return { error: known.code, message: known.message, statusCode: status };
    // Fastify's own client-error messages are written for clients (e.g. a malformed URL).
    return {
      error: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest,
      message: error.message,
      statusCode: status,
    };
  }
  return { error: ERROR_CODES.internal, message: GENERIC_ERROR_MESSAGE, statusCode: 500 };
}

/**
 * Errors of the HTTP layer, before any request exists (a time-out, malformed HTTP, oversized headers): the
 * connection gets one answer in the API's error shape, then closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? {
          error: ERROR_CODES.requestTimeout,
          message: 'The request did not arrive in time.',
          statusCode: 408,
        }
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? { error: ERROR_CODES.badRequest, message: 'The request headers are too large.', statusCode: 431 }
        : { error: ERROR_CODES.badRequest, message: 'The request is not valid HTTP.', statusCode: 400 };
  this.log.debug({ code: error.code, status: body.statusCode }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

export const notFoundBody = (): ApiError => ({
  error: ERROR_CODES.notFound,
  message: 'The requested resource was not found.',
  statusCode: 404,
});

export const errorsPlugin = fp(
  async (app) => {
    app.decorate('pageFallback', null);

    app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
      const error = deliberateAnswerIn(thrown) ?? thrown;
      const body = toApiError(error);
      if (body.statusCode >= 500 && error instanceof ApiHttpError) {
        // A deliberate answer (e.g. 503 service_busy under load), not a fault: no stack trace. One found
        // under a wrapper (the database out of reach) names the driver's reason.
        const cause = error === thrown ? undefined : rootReason(thrown);
        request.log.warn({ code: body.error, status: body.statusCode, cause }, body.message);
      } else if (body.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else if (isDataException(error)) {
        // Input the schemas should have refused: logged with its stack so the schema gets fixed.
        request.log.warn({ err: error }, 'the database refused a value of the request');
      } else {
        request.log.info({ code: body.error, status: body.statusCode }, body.message);
      }
      if (error instanceof ApiHttpError && error.headers) void reply.headers(error.headers);
      return reply.code(body.statusCode).send(body);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const fallback = app.pageFallback;
      if (fallback && !isApiPath(request.url) && (await fallback(request, reply))) return reply;
      return reply.code(404).send(notFoundBody());
    });
  },
  { name: 'errors', fastify: '5.x' },
);
