/**
 * Independent deployment of one remote, the local stand-in for "upload to the CDN, change one line of the
 * environment's manifest": the remote's dist is copied to `.deploy/remotes/<app>/<version>/` and the one
 * line of `.deploy/remotes.json` naming its federation name is rewritten atomically. The shell is not rebuilt;
 * browsers pick the new version up on their next page load, and older versions stay for pages still on them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The remote apps of the repository, deployed by `start` when their dist exists. */
export const REMOTE_APPS = ['mf-members', 'mf-chat', 'mf-payments', 'mf-account', 'mf-landers'] as const;

/** Federation name -> URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

export class DeployError extends Error {
  override name = 'DeployError';
}

export const deployRoot = (siteRoot: string) => path.join(siteRoot, '.deploy');
export const remotesDir = (siteRoot: string) => path.join(deployRoot(siteRoot), 'remotes');
export const remotesManifestPath = (siteRoot: string) => path.join(deployRoot(siteRoot), 'remotes.json');

const APP_NAME = /^[a-z0-9][a-z0-9_-]*$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Versions derived from the build's content (see contentVersion). */
const CONTENT_VERSION = /^[0-9a-f]{10}$/;

export interface DeployOptions {
  siteRoot: string;
  /** The remote's folder name in the repository, e.g. 'mf-chat'. */
  app: string;
  /** Defaults to a short hash of the build's mf-manifest.json. */
  version?: string;
  /** Defaults to `<siteRoot>/<app>/dist`. */
  distDir?: string;
}

export interface DeployResult {
  app: string;
  /** Federation name, e.g. 'mf_chat'. */
  name: string;
  version: string;
  /** The manifest line's value, e.g. '/remotes/mf-chat/1.4.0/mf-manifest.json'. */
  manifestUrl: string;
  /** Where the files now are. */
  directory: string;
  /** False when this exact version was already in place (nothing copied). */
  copied: boolean;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * A hash of every file of a folder (names and contents): the identity of a build. The federation manifest
 * alone is not enough, because files outside it (a server entry, a lander's own scripts) change too.
 */
export async function folderHash(folder: string): Promise<string> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The federation name and content version of a built remote. */
export async function inspectBuild(
  distDir: string,
): Promise<{ name: string; contentVersion: string; manifest: Buffer; contentHash: string }> {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  let manifest: Buffer;
  try {
    manifest = await readFile(manifestFile);
  } catch {
    throw new DeployError(`${manifestFile} does not exist: build the remote first`);
  }
  let name: unknown;
  try {
    name = (JSON.parse(manifest.toString('utf8')) as { name?: unknown }).name;
  } catch {
    throw new DeployError(`${manifestFile} is not valid JSON`);
  }
  if (typeof name !== 'string' || !FEDERATION_NAME.test(name)) {
    throw new DeployError(`${manifestFile} has no valid federation "name"`);
  }
  const contentHash = await folderHash(distDir);
  return { name, contentVersion: contentHash.slice(0, 10), manifest, contentHash };
}

export async function readRemotesManifest(siteRoot: string): Promise<RemotesManifest> {
  let text: string;
  try {
    text = await readFile(remotesManifestPath(siteRoot), 'utf8');
  } catch {
    return {};
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DeployError(`${remotesManifestPath(siteRoot)} must hold a JSON object`);
  }
  return parsed as RemotesManifest;
}

/** Writes the manifest so readers see either the old or the new file, never half of one. */
async function writeRemotesManifest(siteRoot: string, manifest: RemotesManifest): Promise<void> {
  const target = remotesManifestPath(siteRoot);
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, target);
}

/** Serialises manifest read-modify-write cycles within this process. */
let manifestQueue: Promise<unknown> = Promise.resolve();

export async function deployRemote(options: DeployOptions): Promise<DeployResult> {
  const { siteRoot, app } = options;
  if (!APP_NAME.test(app)) throw new DeployError(`"${app}" is not a valid app folder name`);
  if (options.version !== undefined && !VERSION.test(options.version)) {
    throw new DeployError(`"${options.version}" is not a valid version (letters, digits, '.', '_', '-')`);
  }
  const distDir = path.resolve(options.distDir ?? path.join(siteRoot, app, 'dist'));
  const build = await inspectBuild(distDir);
  const version = options.version ?? build.contentVersion;
  const directory = path.join(remotesDir(siteRoot), app, version);

  let copied = false;
  if (await exists(directory)) {
    // A published version is immutable (served with a one-year cache): same content or refuse.
    const published = await folderHash(directory).catch(() => null);
    if (published !== build.contentHash) {
      throw new DeployError(
        `${app} ${version} is already deployed with different content: choose a new --version`,
      );
    }
  } else {
    await mkdir(path.dirname(directory), { recursive: true });
    // Copy next to the target, then rename: a half-copied version is never visible.
    const staging = `${directory}.${randomBytes(4).toString('hex')}.staging`;
    try {
      await cp(distDir, staging, { recursive: true });
      await rename(staging, directory);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    copied = true;
  }

  const manifestUrl = `/remotes/${app}/${version}/mf-manifest.json`;
  const update = manifestQueue.then(async () => {
    await mkdir(deployRoot(siteRoot), { recursive: true });
    const manifest = await readRemotesManifest(siteRoot);
    manifest[build.name] = manifestUrl;
    await writeRemotesManifest(siteRoot, manifest);
  });
  manifestQueue = update.catch(() => undefined);
  await update;
  return { app, name: build.name, version, manifestUrl, directory, copied };
}

export interface StartDeployResult {
  deployed: DeployResult[];
  skipped: { app: string; reason: string }[];
}

/**
 * What `start` does for every remote of the repository: deploy it when its build is not in the manifest yet,
 * or when the manifest points at an older content-hash version that `start` itself published (so a rebuilt
 * remote is served after a restart). Explicitly versioned deployments (`--version 1.4.0`) are left alone.
 */
export async function deployBuiltRemotes(
  siteRoot: string,
  apps: readonly string[] = REMOTE_APPS,
): Promise<StartDeployResult> {
  const result: StartDeployResult = { deployed: [], skipped: [] };
  for (const app of apps) {
    const distDir = path.join(siteRoot, app, 'dist');
    if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
      result.skipped.push({ app, reason: 'not built' });
      continue;
    }
    const build = await inspectBuild(distDir);
    const current = (await readRemotesManifest(siteRoot))[build.name];
    const currentVersion = current?.match(/^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1];
    if (
      current !== undefined &&
      (currentVersion === build.contentVersion || !CONTENT_VERSION.test(currentVersion ?? ''))
    ) {
      result.skipped.push({ app, reason: `already deployed (${current})` });
      continue;
    }
    result.deployed.push(await deployRemote({ siteRoot, app }));
  }
  return result;
}
