// Starts the composed, built site for the browser tests on its own port, with a fresh embedded
// database and a private deployment folder (the redeploy test rewrites its remotes manifest).
import { rmSync, mkdirSync, symlinkSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const tmp = path.join(root, 'e2e', '.tmp');
const siteRoot = path.join(tmp, 'site');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(siteRoot, { recursive: true });
// A private site root: the real builds, linked, and its own .deploy/ (the redeploy test rewrites the manifest).
for (const app of ['shell', 'mf-members', 'mf-chat', 'mf-payments', 'mf-account', 'mf-landers']) {
  symlinkSync(path.join(root, app), path.join(siteRoot, app), 'dir');
}

const server = spawn(process.execPath, [path.join(root, 'api-mock', 'dist', 'bin', 'start.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    SITE_ROOT: siteRoot,
    // The browser tests always use the embedded database, as a newcomer's `npm start` does.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The journeys read mailed links from the outbox (loopback only) ...
    DEV_MAIL_OUTBOX: '1',
    // ... and the links name this server (http://localhost:<port>), not the seeded .test domains.
    SITE_URL_TEMPLATE: 'http://{host}:{port}',
    // Every journey signs up and logs in from 127.0.0.1: the per-address limit of sign-ups and logins a minute
    // (tested by the API tests) would otherwise refuse a busy minute of the suite.
    AUTH_RATE_LIMIT: '200',
    // The operators' reports (page bounces) the browser tests read back.
    OPERATOR_SECRET: 'e2e-operator-secret-of-at-least-32-characters',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
