// API tests run in Node against real databases. With DATABASE_URL (PostgreSQL) every file runs there, as in
// production, and the PGlite subset (jest/pglite-subset.cjs) runs on PGlite alongside, in the same workers;
// without it every file runs on PGlite. `npm run test -w api-mock` (scripts/test.mjs) sets DATABASE_URL and
// REDIS_URL when the servers answer on 127.0.0.1. `--selectProjects postgres|pglite` runs one part.
const { pgliteSubset } = require('./jest/pglite-subset.cjs');

const base = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'node' });

/** Options Jest reads for the whole run only, never from a project. */
const RUN_OPTIONS = ['maxWorkers', 'reporters', 'testTimeout'];

/** What both parts share: how the sources are loaded. */
const project = {
  ...Object.fromEntries(Object.entries(base).filter(([key]) => !RUN_OPTIONS.includes(key))),
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // See jest/native-require.cjs.
    '^(@electric-sql/pglite|@fastify/cookie)$': '<rootDir>/jest/native/$1.cjs',
  },
  // light-my-request (app.inject) requires the ESM-only `cookie`, which Jest must compile to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)(?!.+/node_modules/cookie/)'],
};

// *.servers.test.ts start several API instances on one database and one Redis: they need both servers.
const SERVERS_TESTS = '\\.servers\\.test\\.ts$';
const onPostgres = Boolean(process.env.DATABASE_URL);
const withRedis = onPostgres && Boolean(process.env.REDIS_URL);

const postgres = {
  ...project,
  displayName: { name: 'postgres', color: 'blue' },
  setupFiles: ['<rootDir>/jest/redis-per-worker.cjs'],
  testPathIgnorePatterns: withRedis ? [] : [SERVERS_TESTS],
};

const pglite = {
  ...project,
  displayName: { name: 'pglite', color: 'magenta' },
  setupFiles: ['<rootDir>/jest/embedded-database.cjs'],
  ...(onPostgres
    ? { testMatch: pgliteSubset(__dirname).map((file) => `<rootDir>/${file}`) }
    : { testPathIgnorePatterns: [SERVERS_TESTS] }),
};

module.exports = {
  // Database-heavy files: with PostgreSQL a worker spends much of its time waiting on the server, so two
  // workers pay even on two cores shared with the browser tests. API_TEST_WORKERS overrides.
  maxWorkers: Number(process.env.API_TEST_WORKERS) || 2,
  reporters: base.reporters,
  testTimeout: base.testTimeout,
  projects: onPostgres ? [postgres, pglite] : [pglite],
};
