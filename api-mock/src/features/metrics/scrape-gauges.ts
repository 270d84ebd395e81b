/**
 * Gauges read when the metrics are scraped: the database pool, the open chat sockets and the job queue. A
 * scrape never fails because the database is down or slow: the job queue's gauges then keep their last
 * values, and the rest is answered as usual.
 */
import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.js';

export interface JobQueueStats {
  /** Jobs whose time has come and that no worker holds. */
  due: number;
  /** Jobs a worker holds now (a live lease). */
  running: number;
  /** How long the oldest due job has waited; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

export interface MetricSources {
  /** The database pool's connections; null without a pool (the embedded database has one connection). */
  poolStats(): PoolStats | null;
  /** Chat sockets open on this instance. */
  openSockets(): number;
  /** The job queue now (a database query). */
  jobQueue(): Promise<JobQueueStats>;
}

/**
 * How long a scrape waits for the job queue's figures. A database that does not answer would otherwise hold
 * the scrape for the pool's connection time-out, past the scraper's own.
 */
export const JOB_QUEUE_WAIT_MS = 1_000;

export function addScrapeGauges(registry: Registry, sources: MetricSources): void {
  const registers = [registry];

  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool, in use and idle.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.poolStats();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a connection of the database pool.',
    registers,
    collect() {
      this.set(sources.poolStats()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'realtime_open_sockets',
    help: 'Chat sockets open on this instance.',
    registers,
    collect() {
      this.set(sources.openSockets());
    },
  });

  // The three job gauges are collected side by side in one scrape: they share one query.
  let reading: Promise<void> | null = null;
  const collect = (): Promise<void> =>
    (reading ??= withinMs(sources.jobQueue(), JOB_QUEUE_WAIT_MS)
      .then((stats) => {
        if (!stats) return;
        due.set(stats.due);
        running.set(stats.running);
        oldestDueAge.set(stats.oldestDueAgeSeconds);
      })
      .finally(() => {
        reading = null;
      }));
  const due = new Gauge({
    name: 'job_queue_due',
    help: 'Jobs due that no worker holds.',
    registers,
    collect,
  });
  const running = new Gauge({
    name: 'job_queue_running',
    help: 'Jobs a worker holds now.',
    registers,
    collect,
  });
  const oldestDueAge = new Gauge({
    name: 'job_queue_oldest_due_age_seconds',
    help: 'Seconds the oldest due job has waited (0 when none is due).',
    registers,
    collect,
  });
}

/** The promise's value if it settles well within `ms`; otherwise (late or failed) undefined. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
