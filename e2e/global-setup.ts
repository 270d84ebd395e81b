import { rmSync } from 'node:fs';
import { prepareSiteTemplate } from './scripts/site-server.mjs';

/**
 * Once per run, before any worker starts its server: this run's folder with the migrated, seeded data each
 * server copies. Workers find it in E2E_RUN_DIR (Playwright's workers inherit what global set-up puts in
 * process.env). Answers the teardown, which removes the folder when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const runDir = await prepareSiteTemplate();
  process.env.E2E_RUN_DIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
