// API tests run in Node against a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
const base = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // See jest/native-require.cjs.
    '^(@electric-sql/pglite|@fastify/cookie)$': '<rootDir>/jest/native/$1.cjs',
  },
  // light-my-request (app.inject) requires the ESM-only `cookie`, which Jest must compile to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)(?!.+/node_modules/cookie/)'],
  // One database-backed test file at a time: the machine is shared and PGlite start-up is CPU-heavy.
  maxWorkers: 1,
  testTimeout: 30_000,
  // *.servers.test.ts need the real servers (multi-instance behaviour through Redis): .ci/run sets
  // REDIS_URL when they answer; without it those files are not part of the run.
  testPathIgnorePatterns: process.env.REDIS_URL ? [] : ['\\.servers\\.test\\.ts$'],
};
