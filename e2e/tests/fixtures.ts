import { test as base, expect } from '@playwright/test';
import { startSiteServer } from '../scripts/site-server.mjs';
import { takeCspViolations, watchContentSecurityPolicy } from './content-security-policy';
import { retryReadsOnReset } from './request-retries';

/** The server a test worker's journeys run against (e2e/scripts/site-server.mjs). */
export interface SiteServer {
  origin: string;
  port: number;
  /** Its deployment folder: its .deploy/remotes.json is the manifest a redeploy rewrites. */
  siteRoot: string;
}

/** localStorage key where the shell stores when the visitor closed the site-entry warning (unix time). */
export const ENTRY_WARNING_KEY = 'site-entry-warning';
/** The cookie that tells the server the visitor entered (contract ENTRY_WARNING_COOKIE). */
export const ENTRY_WARNING_COOKIE = 'site_entry';

/**
 * Journeys that are not about the site-entry warning start as a returning visitor who closed it.
 * The warning's own journey uses `freshVisitor`.
 */
/**
 * Every journey also fails on any Content-Security-Policy violation of its pages (`cspGuard`): the site must
 * work under its own policy. Contexts made by hand (newPersonContext) are watched the same way.
 */
export const test = base.extend<
  { freshVisitor: boolean; cspGuard: void },
  { ownServer: string; siteServer: SiteServer }
>({
  /**
   * A file whose journeys rewrite the deployment manifest asks for a server of its own, by a name no other
   * file uses (`test.use({ ownServer: 'kernel-version' })`): its deploys and rollbacks then reach no other
   * file's pages. Playwright runs files with different worker options in different workers.
   */
  ownServer: ['', { option: true, scope: 'worker' }],
  // One server per worker, on a copy of the run's seeded template: workers share no members, outbox or deploys.
  siteServer: [
    async ({ ownServer }, use, workerInfo) => {
      const name = `${ownServer || 'worker'}-${workerInfo.workerIndex}`;
      const server = await startSiteServer({ runDir: process.env.E2E_RUN_DIR!, name });
      // Helpers that build URLs or deploy outside a fixture (documents.ts, remote-deploys.ts) read these.
      process.env.E2E_PORT = String(server.port);
      process.env.E2E_SITE_ROOT = server.siteRoot;
      await use({ origin: server.origin, port: server.port, siteRoot: server.siteRoot });
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ siteServer }, use) => use(siteServer.origin),
  // A page the server drew (the visitors' home) works with links only until the shell has taken it over:
  // journeys act on the page once it is the shell's, as a visitor's second look would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A journey about the page before the shell has it asks for the bare navigation ('commit').
      if (options?.waitUntil === 'commit') return response;
      await page
        .locator('#root[data-ssr-page]')
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
  freshVisitor: [false, { option: true }],
  cspGuard: [
    // Set up after the browser whose pages it watches (Playwright reads dependencies from this pattern).
    async ({ browser: _browser }, use) => {
      takeCspViolations();
      await use();
      expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, freshVisitor, baseURL }, use) => {
    await watchContentSecurityPolicy(context);
    retryReadsOnReset(context.request);
    if (!freshVisitor) {
      await context.addInitScript((key) => {
        if (!window.localStorage.getItem(key)) {
          window.localStorage.setItem(key, String(Math.floor(Date.now() / 1000)));
        }
      }, ENTRY_WARNING_KEY);
      // Its cookie too, as Enter leaves it: the server then draws no warning into the first paint either.
      if (baseURL) {
        const value = String(Math.floor(Date.now() / 1000));
        await context.addCookies([{ name: ENTRY_WARNING_COOKIE, value, url: baseURL }]);
      }
    }
    await use(context);
  },
});

export { expect };
