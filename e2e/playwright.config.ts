import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

/**
 * Each worker runs its own server and Chromium (tests/fixtures.ts): a worker per core. One more per core
 * starved the cores once CI's other track (two type checks at once) ran beside it on a slower machine: the
 * journeys took three times as long and passed their time limit. E2E_WORKERS sets the number.
 */
function workerCount(): number {
  if (process.env.E2E_WORKERS) return Math.max(1, Number(process.env.E2E_WORKERS));
  return os.availableParallelism();
}

/** The journeys that run a multi-instance deployment of their own (see the `faults` project). */
const FAULT_JOURNEYS = /chat-delivery-faults\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Files run side by side; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: workerCount(),
  globalSetup: './global-setup.ts',
  retries: 0,
  forbidOnly: true,
  // The longest journeys (two or three members, a dozen pages) take 35 to 50 seconds on a two-core machine
  // running the whole suite, and up to twice that when the machine is slow (CPU pressure near 100 % seen on
  // CI's machine): a limit of 150 leaves them room without hiding a test that hangs.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  // CI_TIMING_DIR (set by the test orchestration) collects each test's time for the slowest-tests table.
  reporter: process.env.CI_TIMING_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_TIMING_DIR}/playwright.json` }]]
    : [['list']],
  outputDir: './test-results',
  use: {
    // baseURL is each worker's own server (tests/fixtures.ts).
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The second demo site is chosen by domain: resolve it to this machine.
        '--host-resolver-rules=MAP herzklopfen.test 127.0.0.1, MAP flirtmoment.test 127.0.0.1',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: FAULT_JOURNEYS,
    },
    // Journeys that start a deployment of their own (two API instances, HAProxy, PostgreSQL, Redis) and kill
    // parts of it: after the others, so that load never pushes a neighbour past its time limit.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: FAULT_JOURNEYS,
      dependencies: ['desktop'],
    },
  ],
});
