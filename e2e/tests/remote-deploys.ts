import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The site the e2e server serves (e2e/scripts/serve.mjs): deployments go to its folder. */
export const E2E_SITE_ROOT = path.join(root, 'e2e/.tmp/site');

/**
 * Builds a remote again (production mode) into its own folder under `version`, then deploys it as
 * `npm run deploy:remote` does: the files are uploaded and the remote's manifest line is switched. `env`
 * carries test-only build flags; the build otherwise has what a release has (no singleton probe unless
 * asked for). Answers the build folder, which stays until the caller removes it.
 */
export function buildAndDeployRemote(
  remote: string,
  version: string,
  env: Record<string, string> = {},
): string {
  const outDir = `.tmp-e2e-dist/${version}`;
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: path.join(root, remote),
      env: { ...process.env, SINGLETON_PROBE: '', ...env, APP_VERSION: version, OUT_DIR: outDir },
      stdio: 'inherit',
    },
  );
  const dist = path.join(root, remote, outDir);
  execFileSync(
    process.execPath,
    [path.join(root, 'api-mock/dist/bin/deploy-remote.js'), remote, '--dist', dist, '--version', version],
    { env: { ...process.env, SITE_ROOT: E2E_SITE_ROOT }, stdio: 'inherit' },
  );
  return dist;
}

/**
 * Deploys a remote's existing build (`<remote>/dist`) under `version`, as `npm run deploy:remote` does:
 * the files are uploaded and the remote's manifest line is written (appended when it is new).
 */
export function deployBuiltRemote(remote: string, version: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'api-mock/dist/bin/deploy-remote.js'),
      remote,
      '--dist',
      path.join(root, remote, 'dist'),
      '--version',
      version,
    ],
    { env: { ...process.env, SITE_ROOT: E2E_SITE_ROOT }, stdio: 'inherit' },
  );
}

/** Deletes one line of the e2e site's remotes manifest, as an operator rolling a remote out does. */
export function removeManifestLine(federationName: string): void {
  const file = path.join(E2E_SITE_ROOT, '.deploy', 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  delete manifest[federationName];
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
