/** The root of what the browser tests write (e2e/.tmp), a folder per run. */
export const E2E_TMP: string;
/** Makes `siteRoot` a site root of its own: the real builds, linked, and an empty .deploy/. */
export function makeSiteRoot(siteRoot: string): void;
/** A free port on the loopback interface. */
export function freePort(): Promise<number>;
/** A running test server. */
export interface StartedSiteServer {
  origin: string;
  port: number;
  siteRoot: string;
  stop(): Promise<void>;
}
/** Starts a test server on a copy of the template data (or, with `fresh`, on an empty data folder). */
export function startSiteServer(options: {
  runDir: string;
  name: string;
  fresh?: boolean;
  port?: number;
  stdio?: 'inherit' | 'ignore' | 'pipe';
}): Promise<StartedSiteServer>;
/** Makes this run's folder with its migrated, seeded template data folder (the suite's global set-up). */
export function prepareSiteTemplate(): Promise<string>;
