/**
 * One app's metrics in Prometheus' format. Each app has a registry of its own (a test process builds many
 * apps, and two would collide in a shared one). What the app records as it goes: the HTTP requests (an
 * onResponse hook), the realtime delivery lag and the chat sends. What is read when scraped: the database
 * pool, the open chat sockets and the job queue (scrape-gauges.ts), and the process's own figures.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { addScrapeGauges, type MetricSources } from './scrape-gauges.js';

export interface AppMetrics {
  /** Everything GET /api/metrics exposes: this app's metrics and the process's. */
  readonly registry: Registry;
  /** Seconds from a request's start to its answer, per method, route pattern and status code. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Seconds from a realtime event's commit to its delivery on a socket. */
  readonly relayLag: Histogram;
  /** Chat sends stored (a retry answered from the stored message is not a new send). */
  readonly chatSends: Counter;
  /** Events a socket sent from the log rather than live: reconnects, and publishes that were lost. */
  readonly replayedEvents: Counter;
  /** The onResponse hook timing every request the app routes. */
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** The label of requests no route matched: their raw URLs would give every scanner's path a series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Methods labelled as they are; any other is 'other', so a client cannot add label values. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's figures (event-loop lag, heap, CPU, handles) belong to the process, not to an app: they are
 * collected once, and every app's registry exposes them. Collecting them per app would leave one more
 * event-loop monitor and GC observer running for every app a test process builds.
 */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Seconds from the start of a request to its answer, per method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const relayLag = new Histogram({
    name: 'realtime_relay_lag_seconds',
    help: 'Seconds from the publish of a realtime event on one instance to its arrival through Redis on each.',
    // Live deliveries take milliseconds; a Redis that queues takes seconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const chatSends = new Counter({
    name: 'chat_sends_total',
    help: 'Chat messages stored (a retried send answered from the stored message is not counted).',
    registers: [registry],
  });
  const replayedEvents = new Counter({
    name: 'realtime_replayed_events_total',
    help: "Events chat sockets sent from the members' event logs (a reconnect, or a publish that was lost).",
    registers: [registry],
  });
  addScrapeGauges(registry, sources);

  return {
    registry: Registry.merge([processMetrics(), registry]),
    httpDuration,
    relayLag,
    chatSends,
    replayedEvents,
    async onResponse(request, reply) {
      httpDuration.observe(
        {
          method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
          // The pattern (`/api/members/:id`), never the URL: ids in label values would make a series each.
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}
