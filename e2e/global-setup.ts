import { prepareSiteTemplate } from './scripts/site-server.mjs';

/** Once per run, before any worker starts its server: the migrated, seeded data each server copies. */
export default async function globalSetup(): Promise<void> {
  await prepareSiteTemplate();
}
