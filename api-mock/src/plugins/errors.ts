/**
 * The error shape of the whole API: `{ error, message, statusCode, fields? }` (contract ApiError).
 * Bad input of any kind is a 4xx with a readable message; only real faults are 500, and those never
 * leak their details (logged instead).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE, type ApiError, type ErrorCode } from '../contract/index.js';
import { ApiHttpError } from '../lib/http-error.js';

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
  message?: string;
  params?: Record<string, unknown>;
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
    fields[field] ??= missing ? 'is required' : (item.message ?? 'is invalid');
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

/** Maps anything thrown while handling a request to the API's error body. */
export function toApiError(error: FastifyError | ApiHttpError | Error): ApiError {
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

export const notFoundBody = (): ApiError => ({
  error: ERROR_CODES.notFound,
  message: 'The requested resource was not found.',
  statusCode: 404,
});

export const errorsPlugin = fp(
  async (app) => {
    app.decorate('pageFallback', null);

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const body = toApiError(error);
      if (body.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: body.error, status: body.statusCode }, body.message);
      }
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
