/**
 * Fair service between heavy and light reads. PGlite runs one query at a time, first come first served, so
 * fifty concurrent searches put hundreds of queries ahead of a profile's few; on PostgreSQL they would
 * take every pooled connection. Routes that scan many rows (search, match finder, swipe offers, card lists)
 * opt in with `config: { heavyRead: true }` and run their handler through one bounded queue: at most
 * `concurrency` at once, at most `queue` waiting (first come, first served), any further one answered
 * 503 service_busy with Retry-After at once. Light requests never queue here, so they wait behind at most
 * `concurrency` heavy ones.
 */
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedQueue } from '../lib/bounded-queue.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read that scans many rows: admitted through the heavy-read queue (plugins/admission.ts). */
    heavyRead?: boolean;
  }
  interface FastifyInstance {
    /** Heavy reads running and waiting now (for monitoring, and for tests to know the queue's state). */
    heavyReadLoad: () => { running: number; waiting: number };
  }
}

export interface AdmissionOptions {
  /** Heavy reads running at once (AppConfig.heavyReadConcurrency). */
  concurrency: number;
  /** Heavy reads allowed to wait (AppConfig.heavyReadQueue). */
  queue: number;
}

/** A first guess of a heavy read's duration, for Retry-After before any was measured. */
const EXPECTED_HEAVY_READ_MS = 100;

export const admissionPlugin = fp<AdmissionOptions>(
  async (app, { concurrency, queue }) => {
    const heavyReads = new BoundedQueue(concurrency, queue, EXPECTED_HEAVY_READ_MS);
    app.decorate('heavyReadLoad', () => heavyReads.load());
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.heavyRead) return;
      const handler = route.handler;
      // The handler (the database work) holds the slot; the session check before it is light and stays out.
      route.handler = async function admitted(request, reply) {
        // A full queue rejects with QueueFullError: the errors plugin answers 503 service_busy.
        return heavyReads.run(async () => {
          // One turn of the event loop first: PGlite answers from promise to promise without I/O in
          // between, so a queue of heavy reads handed on from one to the next would otherwise keep the
          // server from accepting and answering anything else until the queue is empty.
          await new Promise((resolve) => setImmediate(resolve));
          return handler.call(this, request, reply);
        });
      };
    });
  },
  { name: 'admission', fastify: '5.x' },
);
