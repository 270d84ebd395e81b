// The remote builds the browser tests deploy, besides the site's own: each is a production build of a remote
// with test-only flags and a fixed version, made once by the build step (each remote's `build:test-remotes`
// turbo task, cached on the remote's sources) into <remote>/dist-e2e/<build>/, never inside a test's time.
//
// As a command: `node test-remotes.mjs <remote>` builds that remote's test builds (from the remote's folder).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Each build: the remote, the version it is built and deployed as, and its build flags. */
export const TEST_REMOTE_BUILDS = {
  // Needs a kernel no shell provides: the shell must refuse it before its code runs.
  paymentsForKernel99: {
    remote: 'mf-payments',
    version: 'kernel-99-e2e',
    env: { E2E_SHARED_UI_RANGE: '^99.0.0' },
  },
  // A release-like build (no singleton probe) that registers one more page and navigation item, "What's new".
  paymentsWithWhatsNew: {
    remote: 'mf-payments',
    version: 'registration-e2e',
    env: { REGISTRATION_FIXTURE: '1' },
  },
  // A new version of the chat remote, with the singleton probe as the rest of the e2e build has it.
  chatNextVersion: {
    remote: 'mf-chat',
    version: '9.9.0-e2e',
    env: { SINGLETON_PROBE: '1' },
  },
};

/** Where a test build is. */
export function testRemoteDist(name) {
  const { remote } = TEST_REMOTE_BUILDS[name];
  return path.join(root, remote, 'dist-e2e', name);
}

function buildTestRemotes(remote) {
  rmSync(path.join(root, remote, 'dist-e2e'), { recursive: true, force: true });
  for (const [name, build] of Object.entries(TEST_REMOTE_BUILDS)) {
    if (build.remote !== remote) continue;
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(root, remote),
        // The e2e build's SINGLETON_PROBE=1 reaches this process too: a test build has only its own flags.
        env: {
          ...process.env,
          SINGLETON_PROBE: '',
          ...build.env,
          APP_VERSION: build.version,
          OUT_DIR: path.join('dist-e2e', name),
        },
        stdio: 'inherit',
      },
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const remote = process.argv[2];
  if (!remote) throw new Error('usage: node test-remotes.mjs <remote>');
  buildTestRemotes(remote);
}
