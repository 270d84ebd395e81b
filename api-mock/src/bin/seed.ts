/**
 * `npm run seed -- --members N [--seed S]`: tops the demo members up to N in total over all sites (the
 * well-known demo.premium@ and demo.free@ accounts of each site included), on the database the app uses
 * (DATABASE_URL, else PGlite in DATA_DIR), migrated and base-seeded first. Prints progress and the time taken.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openAppDatabase } from '../db/index.js';
import { seedDemoMembers } from '../db/seed/demo/index.js';

const USAGE = `Usage: npm run seed -- [--members N] [--seed S]

  --members N  demo members wanted in total over all sites (default: DEMO_MEMBERS, else 2000)
  --seed S     random seed (default 1): the same seed and N give the same members

Environment: DATABASE_URL (PostgreSQL; else PGlite in DATA_DIR), DATA_DIR (pictures go to
DATA_DIR/uploads/demo), DEMO_PASSWORD (every demo member's password; default demo-password).
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0)
    fail(`${name} must be a non-negative integer, got "${raw}"\n\n${USAGE}`);
  return value;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        members: { type: 'string', short: 'n' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }

  const seed = count(args.seed, 1, '--seed');
  let config;
  try {
    // --members stands for DEMO_MEMBERS here, so production's rule (no default password) applies to it too.
    const members =
      args.members === undefined ? {} : { DEMO_MEMBERS: String(count(args.members, 0, '--members')) };
    config = loadConfig({ ...process.env, ...members });
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  const members = config.demoMembers;
  if (config.demoPassword === null) fail('Set DEMO_PASSWORD: production has no default demo password.');

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  let database;
  try {
    database = await openAppDatabase(config);
  } catch (error) {
    fail(`Cannot open the database, ${where}: ${(error as Error).message}`);
  }
  const { handle } = database;
  process.stdout.write(`Seeding demo members on ${where}: ${members} in total, seed ${seed}\n`);
  try {
    const result = await seedDemoMembers(handle.db, {
      members,
      seed,
      password: config.demoPassword,
      uploadsDir: path.join(config.dataDir, 'uploads'),
      concurrency: handle.driver === 'postgres' ? 2 : 1,
      onProgress: ({ inserted, toInsert, photos, elapsedMs }) =>
        process.stdout.write(
          `  ${inserted} / ${toInsert} members, ${photos} photos (${seconds(elapsedMs)})\n`,
        ),
    });
    if (result.imagesRendered > 0)
      process.stdout.write(`  ${result.imagesRendered} demo pictures rendered\n`);
    for (const email of result.wellKnownCreated) process.stdout.write(`  created ${email}\n`);
    process.stdout.write(
      `Done: ${result.inserted} members and ${result.photos} photos added in ${seconds(result.elapsedMs)}` +
        (result.inserted === 0 ? ' (already up to date)' : '') +
        '\n',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
