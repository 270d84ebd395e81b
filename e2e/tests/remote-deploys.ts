import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_REMOTE_BUILDS, testRemoteDist, type TestRemoteBuildName } from '../scripts/test-remotes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The site root of this worker's server (set by the siteServer fixture): deployments go to its folder. */
export function e2eSiteRoot(): string {
  const siteRoot = process.env.E2E_SITE_ROOT;
  if (!siteRoot) throw new Error('E2E_SITE_ROOT is set by the siteServer fixture (tests/fixtures.ts)');
  return siteRoot;
}

/** The remotes manifest of this worker's server. */
export const remotesManifestFile = () => path.join(e2eSiteRoot(), '.deploy', 'remotes.json');

/** Deploys a build folder as `npm run deploy:remote` does: the files are uploaded, the manifest line switched. */
function deploy(remote: string, dist: string, version: string): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'api-mock/dist/bin/deploy-remote.js'), remote, '--dist', dist, '--version', version],
    { env: { ...process.env, SITE_ROOT: e2eSiteRoot() }, stdio: 'inherit' },
  );
}

/**
 * Deploys one of the test builds the build step made (scripts/test-remotes.mjs) under its version, as
 * `npm run deploy:remote` does. Answers the build folder and the version.
 */
export function deployTestRemote(name: TestRemoteBuildName): { dist: string; version: string } {
  const { remote, version } = TEST_REMOTE_BUILDS[name];
  const dist = testRemoteDist(name);
  deploy(remote, dist, version);
  return { dist, version };
}

/**
 * Deploys a remote's existing build (`<remote>/dist`) under `version`, as `npm run deploy:remote` does:
 * the files are uploaded and the remote's manifest line is written (appended when it is new).
 */
export function deployBuiltRemote(remote: string, version: string): void {
  deploy(remote, path.join(root, remote, 'dist'), version);
}

/** Deletes one line of the e2e site's remotes manifest, as an operator rolling a remote out does. */
export function removeManifestLine(federationName: string): void {
  const file = remotesManifestFile();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  delete manifest[federationName];
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
