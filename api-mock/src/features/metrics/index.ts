// Metrics in Prometheus' format: the per-app metrics other code records into, and GET /api/metrics.
export { createMetrics, UNMATCHED_ROUTE, type AppMetrics } from './metrics.js';
export { JOB_QUEUE_WAIT_MS, type JobQueueStats, type MetricSources } from './scrape-gauges.js';
export { metricsRoutes, type MetricsRoutesOptions } from './routes.js';
