// `npm run test -w api-mock [-- jest arguments]`: the API suite on the databases at hand. When PostgreSQL and
// Redis answer on 127.0.0.1 (or DATABASE_URL / REDIS_URL name them), the whole suite runs on them, as in
// production, with the PGlite subset alongside (jest.config.cjs, jest/pglite-subset.cjs); else the whole suite
// runs on PGlite without the multi-instance files. An empty DATABASE_URL= or REDIS_URL= means "not that one".
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const LOCAL = {
  DATABASE_URL: { url: 'postgres://postgres@127.0.0.1:5432/test', port: 5432 },
  REDIS_URL: { url: 'redis://127.0.0.1:6379', port: 6379 },
};

/** Whether something accepts TCP connections on 127.0.0.1:port within a second. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** The variable as given, else the local server's address when it answers, else none (deleted). */
async function resolveServer(name) {
  if (name in process.env) {
    if (!process.env[name]) delete process.env[name];
    return;
  }
  if (await answers(LOCAL[name].port)) process.env[name] = LOCAL[name].url;
}

await Promise.all(Object.keys(LOCAL).map(resolveServer));

const where = (name) => new URL(process.env[name]).host;
if (process.env.DATABASE_URL) {
  const redis = process.env.REDIS_URL
    ? ` + Redis ${where('REDIS_URL')}`
    : ' (no Redis: multi-instance files left out)';
  console.log(`API tests: all on PostgreSQL ${where('DATABASE_URL')}${redis}; the PGlite subset alongside`);
} else {
  console.log('API tests: all on PGlite (no PostgreSQL: multi-instance files left out)');
}

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const child = spawn(process.execPath, [jest, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
