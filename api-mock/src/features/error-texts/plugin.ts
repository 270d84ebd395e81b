import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ApiError } from 'contract';
import { localizeErrorBody } from './localize.js';
import { errorLanguage, type ErrorLanguageSources } from './request-language.js';

const SERVER_ERROR = 500;

function isErrorBody(payload: unknown): payload is ApiError {
  if (typeof payload !== 'object' || payload === null) return false;
  const body = payload as Partial<ApiError>;
  return (
    typeof body.error === 'string' && typeof body.message === 'string' && typeof body.statusCode === 'number'
  );
}

/**
 * Every error answer of the API in the reader's language (request-language.ts), however it was sent: thrown
 * and answered by the errors plugin, or sent by a route or hook itself. Registered before the routes, so its
 * hook is part of every route's.
 */
const localizedErrors: FastifyPluginAsync<ErrorLanguageSources> = async (app, sources) => {
  // With a callback, not async: every JSON answer passes here, and the successful ones leave at once.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) {
      done(null, payload);
      return;
    }
    // A flood of requests (rate limited) or a server at its limits must not cost a database read each.
    const lookUpMember = reply.statusCode < SERVER_ERROR && payload.error !== ERROR_CODES.rateLimited;
    errorLanguage(request, sources, lookUpMember).then(
      (language) => done(null, localizeErrorBody(payload, language)),
      (error: Error) => done(error),
    );
  });
};

export const localizedErrorsPlugin = fp(localizedErrors, {
  name: 'localized-errors',
  fastify: '5.x',
  dependencies: ['errors'],
});
