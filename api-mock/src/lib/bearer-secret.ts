/**
 * Calls made by the site's operators and providers rather than by members (mail-provider reports, operator
 * reports) carry a shared secret as `Authorization: Bearer <secret>`. No secret configured: the call does
 * not exist (404). A missing or wrong one: 401 with the caller's code and message. Compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from 'contract';
import { ApiHttpError, notFound } from './http-error.js';

export function bearerSecretMatches(header: string | undefined, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An onRequest hook (before the body is read) that lets only holders of `secret` through. */
export function requireBearerSecret(secret: string | null, refusal: { code: ErrorCode; message: string }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (secret === null) throw notFound();
    if (!bearerSecretMatches(request.headers.authorization, secret)) {
      throw new ApiHttpError(401, refusal.code, refusal.message);
    }
  };
}
