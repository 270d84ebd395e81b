/**
 * `node api-mock/dist/bin/draw-portraits.js`: draws every demo portrait the database names that is not on
 * disk yet, two at a time, without waiting for quiet moments, then exits. For a data folder that is copied to
 * many servers (the browser tests' template): drawn once there, no copy's server draws them again. Uses the
 * app's configuration (DATABASE_URL, else PGlite in DATA_DIR; pictures in DATA_DIR/uploads/demo).
 */
import path from 'node:path';
import { loadConfigOrExit } from './config-or-exit.js';
import { openAppDatabase } from '../db/index.js';
import { demoPortraitFiles } from '../db/seed/demo/index.js';
import { drawAll } from '../db/seed/demo/portraits-ahead.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { handle } = await openAppDatabase(config);
  try {
    const started = performance.now();
    const drawn = await drawAll(handle.db, demoPortraitFiles(path.join(config.dataDir, 'uploads')));
    process.stdout.write(
      `Demo portraits: ${drawn} drawn in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Drawing the portraits failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
