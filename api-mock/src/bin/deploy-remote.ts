/**
 * `npm run deploy:remote -- <app-folder> [--version X] [--dist DIR]`: publishes one remote's build and
 * switches its line of the remotes manifest (see src/deploy/remotes.ts). The shell is not rebuilt.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { deployRemote, DeployError } from '../deploy/remotes.js';

const USAGE =
  'Usage: deploy-remote <app-folder> [--version X] [--dist DIR]\n  e.g. deploy-remote mf-chat --version 1.4.0\n';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        dist: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1 || !positionals[0]) {
    process.stderr.write(USAGE);
    return 2;
  }
  // Accept 'mf-chat', './mf-chat/' or a path to the folder: the folder name is the app.
  const app = path.basename(path.resolve(positionals[0]));
  const { siteRoot } = loadConfig();
  try {
    const result = await deployRemote({
      siteRoot,
      app,
      version: values.version,
      distDir: values.dist ? path.resolve(values.dist) : undefined,
    });
    process.stdout.write(
      `Deployed ${result.name} ${result.version}${result.copied ? '' : ' (already uploaded)'}\n` +
        `  files:    ${path.relative(process.cwd(), result.directory) || result.directory}\n` +
        `  manifest: "${result.name}": "${result.manifestUrl}"\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DeployError) {
      process.stderr.write(`Deploy failed: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Deploy failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
