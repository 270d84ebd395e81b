import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // The longest journeys (two or three members, a dozen pages) take 35 to 50 seconds on a two-core machine
  // running the whole suite: a limit of 90 leaves them room without hiding a test that hangs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
