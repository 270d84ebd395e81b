/**
 * `npm start`: configuration, database (migrated and seeded), every built remote deployed that the manifest
 * lacks, then the API and the site on one port. Stops cleanly on SIGINT/SIGTERM (PGlite flushes on close).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp, JOB_POLL_MS } from '../app.js';
import { loadConfigOrExit } from './config-or-exit.js';
import { openAppDatabase } from '../db/index.js';
import { demoPortraitFiles, seedDemoOnStart } from '../db/seed/demo/index.js';
import { drawBacklog } from '../db/seed/demo/portraits-ahead.js';
import { deployBuiltRemotes } from '../deploy/remotes.js';
import { loggerOptions } from '../logger.js';

/**
 * How long a shutdown may take at most: requests in flight get this long to finish. Below the 30 s an
 * orchestrator usually waits after SIGTERM before it kills the process.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;
/** After the deadline: time for the cut connections' closing and the last log lines before the exit. */
const SHUTDOWN_LAST_WORDS_MS = 2_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  let database;
  try {
    database = await openAppDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    process.stderr.write(`Cannot open the database, ${where}: ${(error as Error).message}\n`);
    if (!config.databaseUrl)
      process.stderr.write('Is another instance already running on this data folder?\n');
    process.exit(1);
  }
  const { handle, seeded } = database;

  const app = await buildApp({ config, db: handle, logger: loggerOptions(config) });
  app.log.info(
    { database: handle.driver, sitesCreated: seeded.sitesCreated },
    `database ready (${handle.driver}), migrations applied`,
  );

  // Demo members on a fresh database (DEMO_MEMBERS, none in production by default); a failure only costs the demo.
  if (config.demoMembers > 0 && config.demoPassword !== null) {
    try {
      const demo = await seedDemoOnStart(handle.db, {
        members: config.demoMembers,
        dataDir: config.dataDir,
        password: config.demoPassword,
        scryptParams: config.scryptParams,
      });
      if (demo) {
        app.log.info(
          { members: demo.inserted, photos: demo.photos, ms: Math.round(demo.elapsedMs) },
          'demo members seeded',
        );
      }
    } catch (error) {
      app.log.error({ err: error }, 'seeding the demo members failed');
    }
  }

  try {
    const { deployed } = await deployBuiltRemotes(config.siteRoot);
    for (const remote of deployed)
      app.log.info({ remote: remote.name, url: remote.manifestUrl }, 'remote deployed');
  } catch (error) {
    // A broken build of one remote must not keep the site down: its slot shows "unavailable".
    app.log.error({ err: error }, 'deploying the built remotes failed');
  }

  const portraitsAhead = new AbortController();
  let stopping = false;
  // Graceful shutdown: app.close() makes the readiness check answer 503, takes no new connections, answers
  // requests still arriving on open ones 503 with Retry-After (plugins/shutdown.ts), lets the requests in
  // flight finish, closes the chat sockets and hands the job worker's claimed jobs back. Within a deadline:
  // whatever is still open then is cut, and the process exits anyway.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    portraitsAhead.abort();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.warn({ ms: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: closing what is still open');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), SHUTDOWN_LAST_WORDS_MS).unref();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    let code = 0;
    try {
      await app.close();
      await handle.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    clearTimeout(deadline);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Mails and purges: this instance takes its share of the due jobs (stopped by app.close()).
  app.jobs.start(JOB_POLL_MS);
  // The demo members' portraits not drawn yet, one at a time while the server is quiet (portraits-ahead.ts).
  if (config.demoMembers > 0) {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    drawBacklog(handle.db, demoPortraitFiles(uploadsDir), portraitsAhead.signal).then(
      (result) => app.log.info(result, 'demo portraits drawn ahead'),
      (error: unknown) => {
        if (!portraitsAhead.signal.aborted) app.log.error({ err: error }, 'drawing demo portraits failed');
      },
    );
  }
  const { port } = app.server.address() as AddressInfo;
  // Pretty log lines go through a worker thread: let the lines logged so far (up to "Server listening") out
  // first, so the banner is the last thing a newcomer reads and comes once the site answers.
  // (Fastify's logger is pino's, whose flush its type leaves out.)
  const log = app.log as typeof app.log & { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
  process.stdout.write(`\n  Site ready: http://localhost:${port}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
