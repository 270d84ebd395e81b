// Starts one composed, built site as the browser tests run it (see site-server.mjs), for a bench or a look by
// hand: prints its origin and runs until stopped. On E2E_PORT when set, else on a free port.
import { rmSync } from 'node:fs';
import { prepareSiteTemplate, startSiteServer } from './site-server.mjs';

const runDir = await prepareSiteTemplate();
const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
const server = await startSiteServer({ runDir, name: 'serve', port });
process.stdout.write(`e2e site ready: ${server.origin}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(
    signal,
    () =>
      void server.stop().then(() => {
        rmSync(runDir, { recursive: true, force: true });
        process.exit(0);
      }),
  );
}
