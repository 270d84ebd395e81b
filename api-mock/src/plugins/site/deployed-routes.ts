/**
 * The site's page table as deployed: the shell's own pages (`shell/dist/routes.json`) plus the pages each
 * remote named in the remotes manifest registers (`registration.json` next to that version's
 * `mf-manifest.json`). Files are re-read only when they change on disk, so a deploy or a rollback (one
 * manifest line) changes the answers of the next request, without a restart.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readRemotesManifest, remotesDir } from '../../deploy/remotes.js';
import { landerPages as composeLanderPages, type LanderPage } from './lander-render.js';
import { remotePages as listRemotePages, type RemotePage } from './page-render.js';
import { compilePageTitles, type PageTitles } from './page-titles.js';
import { createPathMatcher, createVerifiedMatcher, type PathMatcher } from './route-patterns.js';

export interface PageEntry {
  path: string;
  verify: string | null;
}

export interface RouteTable {
  /** Routes that exist for every path they match. */
  plain: PathMatcher;
  /** The checks of the routes that exist only for some values. */
  verified: (pathname: string) => string[];
}

/** Re-reads a small file only when it changed on disk; null when it does not exist. */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; size: number; value: T } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    cached = { mtimeMs: info.mtimeMs, size: info.size, value };
    return value;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The pages of a page list: an array of `{ path, verify? }`, or a registration's `{ pages: [...] }`. */
export function parsePageEntries(raw: unknown): PageEntry[] {
  const pages = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.pages) ? raw.pages : null;
  if (!pages) throw new Error('a page table must be a list of { path } or a registration with pages');
  return pages
    .filter(
      (page): page is { path: string; verify?: unknown } => isRecord(page) && typeof page.path === 'string',
    )
    .map((page) => ({ path: page.path, verify: typeof page.verify === 'string' ? page.verify : null }));
}

export function compileRouteTable(entries: readonly PageEntry[]): RouteTable {
  return {
    plain: createPathMatcher(entries.filter((route) => route.verify === null).map((route) => route.path)),
    verified: createVerifiedMatcher(
      entries.flatMap((route) => (route.verify === null ? [] : [{ path: route.path, verify: route.verify }])),
    ),
  };
}

/**
 * The folder of a deployed version from its manifest line (`/remotes/<app>/<version>/mf-manifest.json`);
 * null for a remote served from elsewhere, whose registration this server cannot read.
 */
export function deployedFolder(siteRoot: string, manifestUrl: string): string | null {
  if (!manifestUrl.startsWith('/remotes/')) return null;
  const base = remotesDir(siteRoot);
  let relative: string;
  try {
    relative = decodeURIComponent(manifestUrl.slice('/remotes/'.length));
  } catch {
    return null;
  }
  const folder = path.resolve(base, path.posix.dirname(relative));
  return folder.startsWith(base + path.sep) ? folder : null;
}

/** Whether two memo keys hold the same objects in the same order. */
const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A deployed remote version with a registration. */
export interface Deployment {
  /** Federation name (the manifest line's key). */
  name: string;
  /** The version's folder on disk. */
  folder: string;
  /** The manifest line's value, e.g. '/remotes/mf-landers/1a2b3c4d5e/mf-manifest.json'. */
  manifestUrl: string;
  registration: unknown;
}

export interface DeployedRoutes {
  /** The raw registration of every deployed remote that has one, by federation name, in manifest order. */
  registrations(): Promise<Record<string, unknown>>;
  /** The same, with where each version lives, in manifest order. */
  deployments(): Promise<Deployment[]>;
  /** The composed table; throws when the shell's table cannot be read, null when it is missing. */
  table(): Promise<RouteTable | null>;
  /** The pages' titles from the same data; throws and is null like table(). */
  titles(): Promise<PageTitles | null>;
  /** The lander pages of the deployed remotes, each path with the remote that takes it (lander-render). */
  landerPages(): Promise<LanderPage[]>;
  /** The shell's own pages with the page module each shows (`home`); empty without the shell's table. */
  shellPages(): Promise<ShellPage[]>;
  /** The deployed remotes' pages whose server entry may draw them (page-render). */
  remotePages(): Promise<RemotePage[]>;
  /** The shell's own registration (`shell/dist/routes.json`), null when missing. */
  shellRegistration(): Promise<unknown>;
}

export interface ShellPage {
  pattern: string;
  page: string;
}

export function deployedRoutes(
  siteRoot: string,
  onError: (error: unknown, file: string) => void,
): DeployedRoutes {
  const shellPages = watchedFile(path.join(siteRoot, 'shell', 'dist', 'routes.json'), (text) => {
    const raw = JSON.parse(text) as unknown;
    return { raw, entries: parsePageEntries(raw) };
  });
  const registrationFiles = new Map<string, () => Promise<unknown>>();
  const readRegistration = (file: string) => {
    let read = registrationFiles.get(file);
    if (!read) {
      read = watchedFile(file, (text) => JSON.parse(text) as unknown);
      registrationFiles.set(file, read);
    }
    return read();
  };

  async function deployments(): Promise<Deployment[]> {
    const manifest = await readRemotesManifest(siteRoot).catch((error: unknown) => {
      onError(error, 'remotes.json');
      return {};
    });
    const found: Deployment[] = [];
    for (const [name, manifestUrl] of Object.entries(manifest)) {
      const folder = deployedFolder(siteRoot, manifestUrl);
      if (!folder) continue;
      const file = path.join(folder, 'registration.json');
      const registration = await readRegistration(file).catch((error: unknown) => {
        // A broken registration leaves that remote's pages out; the rest of the site stays.
        onError(error, file);
        return null;
      });
      if (registration !== null) found.push({ name, folder, manifestUrl, registration });
    }
    return found;
  }

  async function registrations(): Promise<Record<string, unknown>> {
    return Object.fromEntries(
      (await deployments()).map((deployment) => [deployment.name, deployment.registration]),
    );
  }

  /** The same value as long as the shell's table and the deployed registrations are the same objects. */
  function memoized<T>(build: (shell: { raw: unknown; entries: PageEntry[] }, remotes: unknown[]) => T) {
    let memo: { key: unknown[]; value: T } | null = null;
    return async (): Promise<T | null> => {
      const shell = await shellPages();
      if (shell === null) return null;
      const remotes = Object.values(await registrations());
      const key = [shell, ...remotes];
      if (memo && sameItems(memo.key, key)) return memo.value;
      memo = { key, value: build(shell, remotes) };
      return memo.value;
    };
  }

  const table = memoized((shell, remotes) => {
    const remotePages = remotes.flatMap((registration) => {
      try {
        return parsePageEntries(registration);
      } catch {
        return [];
      }
    });
    return compileRouteTable([...shell.entries, ...remotePages]);
  });
  const titles = memoized((shell, remotes) => compilePageTitles([shell.raw, ...remotes]));

  /** Recomputed only when a deployed version or its registration changed (the same objects otherwise). */
  function perDeployment<T>(build: (found: Deployment[]) => T): () => Promise<T> {
    let memo: { key: unknown[]; value: T } | null = null;
    return async () => {
      const found = await deployments();
      const key = found.flatMap((deployment) => [deployment.manifestUrl, deployment.registration]);
      if (memo && sameItems(memo.key, key)) return memo.value;
      memo = { key, value: build(found) };
      return memo.value;
    };
  }
  const landerPages = perDeployment(composeLanderPages);
  const remotePages = perDeployment(listRemotePages);

  async function shellPageList(): Promise<ShellPage[]> {
    const shell = await shellPages();
    const pages = isRecord(shell?.raw) && Array.isArray(shell.raw.pages) ? shell.raw.pages : [];
    return pages.flatMap((page: unknown) =>
      isRecord(page) && typeof page.path === 'string' && typeof page.name === 'string'
        ? [{ pattern: page.path, page: typeof page.page === 'string' ? page.page : page.name }]
        : [],
    );
  }

  return {
    registrations,
    deployments,
    table,
    titles,
    landerPages,
    shellPages: shellPageList,
    remotePages,
    shellRegistration: async () => (await shellPages())?.raw ?? null,
  };
}
