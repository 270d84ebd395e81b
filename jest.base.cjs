// Shared Jest preset: TypeScript through SWC, ESM-only packages transformed too.
const path = require('node:path');

/** The build-time globals of the webpack factory (DefinePlugin), with test values from the workspace. */
function appGlobals(rootDir) {
  const { name } = require(path.join(rootDir, 'package.json'));
  // The federation name: 'mf-chat' is the container 'mf_chat' (a JavaScript identifier), 'shell' stays.
  return { __APP_NAME__: name.replace(/-/g, '_'), __APP_VERSION__: '0.0.0-test' };
}

/** @param {{ environment?: 'jsdom' | 'node', rootDir: string }} options */
module.exports = function jestConfig({ environment = 'jsdom', rootDir }) {
  const jsdom = environment === 'jsdom';
  return {
    rootDir,
    // jsdom plus Node's Fetch API, as every app's client code expects a browser to have.
    testEnvironment: jsdom ? path.join(__dirname, 'shared-ui/build/jest-environment.cjs') : 'node',
    globals: appGlobals(rootDir),
    // Two cores shared by several workspaces running side by side.
    maxWorkers: 1,
    // A guard against a hanging test, not a speed limit: a form test typing with user-event takes seconds on
    // a two-core machine that also runs the browser suite, and Jest's default of 5 s failed such tests there.
    testTimeout: 30_000,
    // Each test file's time for the slowest-files table of `npm test` (written only when it asks).
    reporters: ['default', path.join(__dirname, '.ci/timing/jest-reporter.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky and a few others ship ESM only; let SWC turn them into CommonJS for Jest.
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    // styled-components stays on its Node build (no injected global styles in jsdom): the mapper applies to
    // every file, and the browser build breaks the node-docblock tests that render styles on the server.
    moduleNameMapper: {
      // The contract package is tested from its source, so no test waits for its build.
      '^contract$': path.join(__dirname, 'contract/src/index.ts'),
      '^contract/(.*)$': path.join(__dirname, 'contract/src/$1.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|png|jpg|svg|webp|woff2)$': path.join(__dirname, 'shared-ui/build/file-stub.cjs'),
    },
    setupFilesAfterEnv: jsdom ? [path.join(__dirname, 'shared-ui/build/jest-setup.ts')] : [],
  };
};
