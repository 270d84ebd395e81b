// The composed, built site as the browser tests run it: the real server (api-mock/dist/bin/start.js) on
// the embedded database, with a private data folder and a private site root per server, so parallel test
// workers, and the tests that rewrite a deployment manifest, never see each other's members or deploys.
//
// Migrating and seeding (about 2,000 demo members with their pictures) is done once per run into a template
// data folder (prepareSiteTemplate, from the suite's global set-up); each server starts on a copy of it.
// Every run has a folder of its own (e2e/.tmp/run-<pid>), so two runs side by side never share files.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Everything the browser tests write: per run, the template, servers' data and site roots. */
export const E2E_TMP = path.join(root, 'e2e', '.tmp');
const templateData = (runDir) => path.join(runDir, 'template-data');
const templateDone = (runDir) => path.join(templateData(runDir), '.complete');
/** The apps a site root links to (their dist folders are served and deployed from there). */
const SITE_APPS = ['shell', 'mf-members', 'mf-chat', 'mf-payments', 'mf-account', 'mf-landers'];
const START_TIMEOUT_MS = 120_000;

/** The environment of every test server: the parts the journeys rely on. */
function serverEnvironment({ port, dataDir, siteRoot }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ROOT: siteRoot,
    NODE_ENV: 'development',
    // The browser tests always use the embedded database, as a newcomer's `npm start` does.
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    // About a hundred sign-ups and logins go through a hash queue of two: at production cost that is minutes.
    // The API tests (login-burst among them) keep the real cost.
    PASSWORD_HASH_COST: 'low',
    // The journeys read mailed links from the outbox (loopback only) ...
    DEV_MAIL_OUTBOX: '1',
    // ... and the links name this server (http://localhost:<port>), not the seeded .test domains.
    SITE_URL_TEMPLATE: 'http://{host}:{port}',
    // Every journey signs up and logs in from 127.0.0.1: the per-address limit of sign-ups and logins a minute
    // (tested by the API tests) would otherwise refuse a busy minute of the suite.
    AUTH_RATE_LIMIT: '200',
    // Push subscriptions point at the journeys' local push service (tests/local-push-service.ts).
    PUSH_LOOPBACK_SERVICE: '1',
    // The operators' reports (page bounces) the browser tests read back.
    OPERATOR_SECRET: 'e2e-operator-secret-of-at-least-32-characters',
  };
}

/** A free port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the test server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the test server did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // SIGTERM: the server closes and PGlite flushes its files.
    child.kill('SIGTERM');
  });
}

/** A site root of its own: the real builds, linked, and an empty .deploy/ the server fills at start. */
export function makeSiteRoot(siteRoot) {
  rmSync(siteRoot, { recursive: true, force: true });
  mkdirSync(siteRoot, { recursive: true });
  for (const app of SITE_APPS) symlinkSync(path.join(root, app), path.join(siteRoot, app), 'dir');
}

/**
 * Starts a test server named `name` (its folders are <runDir>/<name>/) on a copy of the run's template data, or,
 * with `fresh`, on an empty data folder (the server migrates and seeds it); on a free port unless `port` is
 * given. Answers its origin, its site root and stop().
 */
export async function startSiteServer({ runDir, name, fresh = false, port: fixedPort, stdio = 'inherit' }) {
  const folder = path.join(runDir, name);
  const dataDir = path.join(folder, 'data');
  const siteRoot = path.join(folder, 'site');
  rmSync(folder, { recursive: true, force: true });
  if (!fresh) {
    if (!existsSync(templateDone(runDir)))
      throw new Error('no template data: run prepareSiteTemplate() first');
    cpSync(templateData(runDir), dataDir, { recursive: true });
  }
  makeSiteRoot(siteRoot);
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'api-mock', 'dist', 'bin', 'start.js')], {
    stdio,
    env: serverEnvironment({ port, dataDir, siteRoot }),
  });
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, port, siteRoot, stop: () => stopChild(child) };
}

/** Whether a process still runs (a run's folder is named after the process that made it). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * A folder for this run, with the template data folder in it: a server started once on an empty folder, so
 * it migrates and seeds, then stopped. Made once per run (the builds it seeds from may have changed since
 * the last one); the folders of runs whose process has ended go first. Answers the run's folder.
 */
/** Draws every demo portrait of the data folder (api-mock's draw-portraits), the server stopped. */
function drawPortraits(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'api-mock', 'dist', 'bin', 'draw-portraits.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: serverEnvironment({ port: 0, dataDir, siteRoot: path.join(dataDir, '..', 'site') }),
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`drawing the demo portraits failed (exit ${code})`)),
    );
  });
}

export async function prepareSiteTemplate() {
  mkdirSync(E2E_TMP, { recursive: true });
  for (const entry of readdirSync(E2E_TMP)) {
    const pid = Number(entry.match(/^run-(\d+)$/)?.[1]);
    if (!pid || !running(pid)) rmSync(path.join(E2E_TMP, entry), { recursive: true, force: true });
  }
  const runDir = path.join(E2E_TMP, `run-${process.pid}`);
  const server = await startSiteServer({ runDir, name: 'template', fresh: true });
  await server.stop();
  // The demo portraits, drawn once here rather than by every server in the background of the journeys.
  await drawPortraits(path.join(runDir, 'template', 'data'));
  cpSync(path.join(runDir, 'template', 'data'), templateData(runDir), { recursive: true });
  rmSync(path.join(runDir, 'template'), { recursive: true, force: true });
  // Written last: a template without it is an interrupted one.
  writeFileSync(templateDone(runDir), '');
  return runDir;
}
