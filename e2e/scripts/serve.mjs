// Starts the composed, built site for the browser tests on its own port, with a fresh embedded
// database and a private deployment folder (the redeploy test rewrites its remotes manifest).
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const tmp = path.join(root, 'e2e', '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'api-mock', 'dist', 'bin', 'start.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DEPLOY_DIR: path.join(tmp, 'deploy'),
    // The browser tests always use the embedded database, as a newcomer's `npm start` does.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
