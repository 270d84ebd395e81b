/**
 * Graceful shutdown as clients see it. Once app.close() has begun (SIGTERM in bin/start.ts) the server takes no
 * new connections and finishes the requests it is handling; a request that still arrives on an open
 * connection (kept alive, or pipelined behind one in flight) is answered 503 service_unavailable with
 * Retry-After in the API's error shape, which clients retry, the balancer on another instance. Fastify's own
 * answer for that case (return503OnClosing) is switched off in app.ts: it has neither.
 */
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether app.close() has begun: every request, the readiness check too, is answered 503 from then on. */
    shuttingDown(): boolean;
  }
}

export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.decorate('shuttingDown', () => closing);
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', (_request, _reply, done) => {
      if (closing) done(serviceUnavailable());
      else done();
    });
  },
  { name: 'shutdown', dependencies: ['errors'], fastify: '5.x' },
);
