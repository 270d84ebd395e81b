/**
 * The cheap CSRF guard on top of SameSite cookies: every state-changing
 * API request must carry `X-Request-Type: client`, which a cross-site form or image cannot send.
 * State-changing means POST, PUT, PATCH and DELETE, and any route marked `config: { stateChanging: true }`
 * whatever its method (a GET the product fixes but that writes: logout, the automatic like), since an <img> or a
 * link can send a GET from any site. Runs before the body is read, so refused requests cost nothing.
 * Routes that are not called by the site's client (a payment provider's signed webhook, the sandbox provider's
 * hosted page posting to itself) say so with `config: { clientCall: false }` and are not guarded.
 */
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODES } from 'contract';
import { ApiHttpError } from '../lib/http-error.js';
import { isApiPath, isApiRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state although its method is GET: it needs the client header like a POST. */
    stateChanging?: boolean;
    /** false: not a call of the site's client (a provider's webhook or hosted page): no client header. */
    clientCall?: boolean;
  }
}

const GUARDED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = CLIENT_HEADER.toLowerCase();

/** The refusal when a guarded request lacks the header, else undefined. */
function missingHeader(request: FastifyRequest): ApiHttpError | undefined {
  const value = request.headers[HEADER];
  if (typeof value === 'string' && value.trim().toLowerCase() === CLIENT_HEADER_VALUE) return undefined;
  return new ApiHttpError(
    403,
    ERROR_CODES.clientHeaderRequired,
    `This request must carry the header ${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}.`,
  );
}

export const clientHeaderPlugin = fp(
  async (app) => {
    // POST, PUT, PATCH and DELETE, matched or not (an unknown API path is refused without the header too).
    // The check of every request is one look at its method: reads (most requests) pass without a promise
    // or a look at their route.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        !GUARDED_METHODS.has(request.method) ||
        request.routeOptions.config?.clientCall === false ||
        !isApiRequest(request)
      ) {
        done();
        return;
      }
      done(missingHeader(request));
    });
    // The GETs that change state carry the check on their own route (HEAD included), decided once here.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.stateChanging !== true || route.config.clientCall === false) return;
      if (!isApiPath(route.url)) return;
      const own: onRequestHookHandler = (request, _reply, done) => done(missingHeader(request));
      route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), own];
    });
  },
  { name: 'client-header', dependencies: ['errors'], fastify: '5.x' },
);
