// Shared Jest preset: TypeScript through SWC, ESM-only packages transformed too.
const path = require('node:path');

/** @param {{ environment?: 'jsdom' | 'node', rootDir: string }} options */
module.exports = function jestConfig({ environment = 'jsdom', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    // Two cores shared by several workspaces running side by side.
    maxWorkers: 1,
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
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|png|jpg|svg|webp)$': path.join(__dirname, 'shared-ui/build/file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'shared-ui/build/jest-setup.ts')] : [],
  };
};
