/**
 * `npm run test:faults`: the fault matrix on a real deployment of this machine (faults/cluster.ts): two API
 * instances behind HAProxy with deploy/haproxy/haproxy.cfg, on a PostgreSQL and a Redis of the run's own
 * (they are stopped and killed). Each row is one fault; the table prints what clients lost, saw twice or out
 * of order, what the database holds against what was acknowledged, ledgers against balances, the slowest
 * payment settlement and the 5xx answers other than 503. Exits non-zero unless every cell is zero and every
 * settlement took at most 30 s.
 *
 * Flags: --large (bigger counts, longer outages), --only=<row number,...> (some rows).
 */
import { startPrivatePostgres, startPrivateRedis, type PrivateServer } from '../testing/private-servers.js';
import { startCluster, type Cluster } from './cluster.js';
import { runMessageStream, type StreamResult } from './message-stream.js';
import { runPaymentSettlement, type SettlementResult } from './payment-settlement.js';
import { formatTable, type Row } from './table.js';

/** The slowest a payment may take to settle through a fault. */
const SETTLEMENT_LIMIT_MS = 30_000;
/** A row that runs longer than this stops the run (it must never hang CI). */
const ROW_TIMEOUT_MS = 180_000;

const large = process.argv.includes('--large');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map(Number);

const COUNTS = large
  ? { pairs: 16, messages: 36, gapMs: 800, orders: 24, redisDownMs: 20_000, postgresDownMs: 10_000 }
  : { pairs: 6, messages: 18, gapMs: 400, orders: 9, redisDownMs: 5_000, postgresDownMs: 3_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Deployment {
  postgres: PrivateServer;
  redis: PrivateServer;
  cluster: Cluster;
}

/** The row's time limit: a row that hangs fails the run instead of holding it. */
async function withinLimit<T>(label: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: no result within ${ROW_TIMEOUT_MS / 1000} s`)),
      ROW_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

function streamRow(label: string, result: StreamResult): Row {
  return {
    label,
    lost: result.lost,
    duplicated: result.duplicated,
    reordered: result.reordered,
    storedVsAcknowledged: result.storedVsAcknowledged,
    ledgerVsBalance: result.ledgerVsBalance,
    slowestSettlementMs: null,
    unexpected5xx: result.unexpected5xx,
    notes: result.notes,
  };
}

function settlementRow(label: string, result: SettlementResult): Row {
  return {
    label,
    lost: null,
    duplicated: null,
    reordered: null,
    storedVsAcknowledged: result.creditedWrongly,
    ledgerVsBalance: result.ledgerVsBalance,
    slowestSettlementMs: result.slowestMs,
    unexpected5xx: result.unexpected5xx,
    notes: result.notes,
  };
}

/** kill -9 of instance i, and its restart two seconds later (a crash and its supervisor). */
async function crashAndRestart(cluster: Deployment['cluster'], i: number): Promise<void> {
  await cluster.kill(i, 'SIGKILL');
  await sleep(2_000);
  await cluster.restart(i);
}

const ROWS: { label: string; run: (deployment: Deployment) => Promise<Row> }[] = [
  {
    label: '1. instance killed (kill -9) in a message stream',
    async run({ postgres, cluster }) {
      const result = await runMessageStream(
        {
          name: 'kill',
          databaseUrl: postgres.url,
          pairs: COUNTS.pairs,
          messagesPerSender: COUNTS.messages,
          gapMs: COUNTS.gapMs,
          sendOrigin: () => cluster.origin,
          socketOrigin: () => cluster.origin,
          fault: () => crashAndRestart(cluster, 1),
        },
        cluster.origin,
      );
      return streamRow(this.label, result);
    },
  },
  {
    label: `2. Redis killed for ${COUNTS.redisDownMs / 1000} s while messages flow`,
    async run({ postgres, redis, cluster }) {
      const result = await runMessageStream(
        {
          name: 'redis',
          databaseUrl: postgres.url,
          pairs: COUNTS.pairs,
          messagesPerSender: COUNTS.messages + Math.round(COUNTS.redisDownMs / COUNTS.gapMs / 2),
          gapMs: COUNTS.gapMs,
          sendOrigin: () => cluster.origin,
          socketOrigin: () => cluster.origin,
          async fault() {
            await redis.kill();
            await sleep(COUNTS.redisDownMs);
            await redis.start();
          },
        },
        cluster.origin,
      );
      return streamRow(this.label, result);
    },
  },
  {
    label: '3. senders on one instance, recipients on the other',
    async run({ postgres, cluster }) {
      const [first, second] = cluster.instances;
      const result = await runMessageStream(
        {
          name: 'cross',
          databaseUrl: postgres.url,
          pairs: COUNTS.pairs,
          messagesPerSender: COUNTS.messages,
          // As fast as the sender's answers come: the order is what is tested.
          gapMs: 0,
          sendOrigin: () => first!.origin,
          socketOrigin: () => second!.origin,
          fault: () => Promise.resolve(),
        },
        cluster.origin,
      );
      return streamRow(this.label, result);
    },
  },
  {
    label: '4. instance killed while payment webhooks are processed',
    async run({ postgres, cluster }) {
      const result = await runPaymentSettlement(
        {
          name: 'payments',
          databaseUrl: postgres.url,
          orders: COUNTS.orders,
          gapMs: 150,
          fault: () => crashAndRestart(cluster, 1),
        },
        cluster.origin,
      );
      return settlementRow(this.label, result);
    },
  },
  {
    label: `5. PostgreSQL stopped for ${COUNTS.postgresDownMs / 1000} s while messages flow`,
    async run({ postgres, cluster }) {
      const result = await runMessageStream(
        {
          name: 'postgres',
          databaseUrl: postgres.url,
          pairs: COUNTS.pairs,
          messagesPerSender: COUNTS.messages,
          gapMs: COUNTS.gapMs,
          sendOrigin: () => cluster.origin,
          socketOrigin: () => cluster.origin,
          async fault() {
            await postgres.stop();
            await sleep(COUNTS.postgresDownMs);
            await postgres.start();
          },
        },
        cluster.origin,
      );
      return streamRow(this.label, result);
    },
  },
];

function failed(row: Row): boolean {
  const counts = [
    row.lost,
    row.duplicated,
    row.reordered,
    row.storedVsAcknowledged,
    row.ledgerVsBalance,
    row.unexpected5xx,
  ];
  return (
    counts.some((count) => count !== null && count !== 0) ||
    (row.slowestSettlementMs !== null && !(row.slowestSettlementMs <= SETTLEMENT_LIMIT_MS))
  );
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const servers: PrivateServer[] = [];
  let cluster: Cluster | null = null;
  const stopAll = async () => {
    await cluster?.stop().catch(() => undefined);
    for (const server of servers) await server.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
  const rows: Row[] = [];
  let error: unknown = null;
  try {
    const [postgres, redis] = await Promise.all([
      startPrivatePostgres({ database: 'faults' }),
      startPrivateRedis(),
    ]);
    servers.push(postgres, redis);
    cluster = await startCluster({ instances: 2, databaseUrl: postgres.url, redisUrl: redis.url });
    process.stdout.write(
      `Fault matrix (${large ? 'large' : 'small'} counts): 2 API instances behind HAProxy ${cluster.origin}, ` +
        `health check ${cluster.healthPath}, ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`,
    );
    const deployment: Deployment = { postgres, redis, cluster };
    for (const [index, row] of ROWS.entries()) {
      if (only && !only.includes(index + 1)) continue;
      const rowStart = Date.now();
      process.stdout.write(`  ${row.label} ...`);
      const result = await withinLimit(row.label, row.run(deployment));
      process.stdout.write(` ${((Date.now() - rowStart) / 1000).toFixed(1)} s\n`);
      rows.push(result);
    }
  } catch (caught) {
    error = caught;
    process.stdout.write('\n');
  } finally {
    if (error && cluster) {
      for (const [i, instance] of cluster.instances.entries()) {
        process.stderr.write(`--- ${instance.name} log (last lines)\n${cluster.logTail(i, 20)}\n`);
      }
    }
    await stopAll();
  }
  process.stdout.write(`\n${formatTable(rows)}\n`);
  for (const row of rows) {
    for (const note of row.notes) process.stdout.write(`  ${row.label.split(' ')[0]} ${note}\n`);
  }
  process.stdout.write(`\nTotal ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
  if (error) {
    process.stderr.write(
      `The fault run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  }
  const failing = rows.filter(failed);
  if (failing.length > 0) {
    process.stdout.write(
      `FAILED: ${failing.map((row) => row.label.split(' ')[0]).join(' ')} (every cell must be 0, settlement <= ${SETTLEMENT_LIMIT_MS / 1000} s)\n`,
    );
    return 1;
  }
  process.stdout.write('Every fault passed.\n');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
