/**
 * The cheap CSRF guard on top of SameSite cookies: every state-changing
 * API request must carry `X-Request-Type: client`, which a cross-site form or image cannot send.
 * State-changing means POST, PUT, PATCH and DELETE, and any route marked `config: { stateChanging: true }`
 * whatever its method (a GET the product fixes but that writes: logout, the automatic like), since an <img> or a
 * link can send a GET from any site. Runs before the body is read, so refused requests cost nothing.
 * Routes that are not called by the site's client (a payment provider's signed webhook, the sandbox provider's
 * hosted page posting to itself) say so with `config: { clientCall: false }` and are not guarded.
 */
import fp from 'fastify-plugin';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODES } from 'contract';
import { ApiHttpError } from '../lib/http-error.js';
import { isApiRequest } from './errors.js';

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

export const clientHeaderPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const guarded =
        GUARDED_METHODS.has(request.method) || request.routeOptions.config?.stateChanging === true;
      if (!guarded || request.routeOptions.config?.clientCall === false || !isApiRequest(request)) return;
      const value = request.headers[HEADER];
      if (typeof value === 'string' && value.trim().toLowerCase() === CLIENT_HEADER_VALUE) return;
      throw new ApiHttpError(
        403,
        ERROR_CODES.clientHeaderRequired,
        `This request must carry the header ${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}.`,
      );
    });
  },
  { name: 'client-header', dependencies: ['errors'], fastify: '5.x' },
);
