/**
 * Server-rendered first paint of the shell's own pages: the shell's build ships a server entry
 * (`shell/dist/server/entry.cjs`, the contract's PageServerEntry) that draws a page as the shell would. The
 * document keeps the shell's scripts, which take the page over once loaded. A rebuilt shell is picked up on
 * the next page (the file is read again when it changed); a missing, broken or slow entry leaves the page
 * to the browser, as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { PageRenderInput, PageRenderResult, PageServerEntry } from 'contract';
import type { Deployment } from './deployed-routes.js';
import { LANDER_RENDER_TIMEOUT_MS, requireServerEntry, withinTime } from './lander-render.js';

/**
 * Evaluates a CommonJS file afresh, as Node's loader would, without its module cache: the shell's entry keeps
 * its name across builds, and each build must replace the last one.
 */
function loadCommonJs(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** A module's exports as a page server entry: `renderPage` and the list of the pages it draws. */
function asPageServerEntry(exports: unknown): PageServerEntry | null {
  if (typeof exports !== 'object' || exports === null) return null;
  const module = exports as Partial<PageServerEntry> & { default?: Partial<PageServerEntry> };
  const entry = typeof module.renderPage === 'function' ? module : module.default;
  if (typeof entry?.renderPage !== 'function') return null;
  const pages = entry.drawnPages;
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string')) return null;
  return entry as PageServerEntry;
}

/** The shell's server entry as it is on disk now: null when the build has none or it cannot be loaded. */
export function shellServerEntry(
  shellDist: string,
  onError: (error: unknown) => void,
): () => PageServerEntry | null {
  const file = path.join(shellDist, 'server', 'entry.cjs');
  // A file that failed to load is not tried again until it changes.
  let loaded: { mtimeMs: number; size: number; entry: PageServerEntry | null } | null = null;
  return () => {
    let info;
    try {
      info = statSync(file);
    } catch {
      return null;
    }
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded.entry;
    let entry: PageServerEntry | null = null;
    try {
      entry = asPageServerEntry(loadCommonJs(file));
      if (!entry) throw new Error('the shell server entry exports no renderPage and drawnPages');
    } catch (error) {
      onError(error);
    }
    loaded = { mtimeMs: info.mtimeMs, size: info.size, entry };
    return entry;
  };
}

/**
 * A page's drawing by a server entry, or null (it drew nothing, failed, answered something malformed or
 * took longer than the limit; the error is reported and the page renders in the browser).
 */
export async function drawPage(
  entry: PageServerEntry,
  input: PageRenderInput,
  what: string,
  onError: (error: unknown) => void,
  timeoutMs = LANDER_RENDER_TIMEOUT_MS,
): Promise<PageRenderResult | null> {
  try {
    const result = await withinTime(entry.renderPage(input), timeoutMs, `${what} drawing ${input.page}`);
    if (result === null) return null;
    if (typeof result?.html !== 'string' || typeof result.head !== 'string') {
      throw new Error(`${what} answered a malformed drawing of ${input.page}`);
    }
    return result;
  } catch (error) {
    onError(error);
    return null;
  }
}

/** A page of a deployed remote whose server entry may draw its content (not a lander: those are apart). */
export interface RemotePage {
  remote: string;
  /** The page module (`members-id-signup`). */
  page: string;
  pattern: string;
  folder: string;
  manifestUrl: string;
  server: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The pages of the deployed remotes that name a server entry, in manifest order. */
export function remotePages(deployments: readonly Deployment[]): RemotePage[] {
  return deployments.flatMap((deployment) => {
    const registration = deployment.registration;
    if (!isRecord(registration) || typeof registration.server !== 'string') return [];
    const server = registration.server;
    const pages = Array.isArray(registration.pages) ? registration.pages : [];
    return pages.flatMap((page: unknown) =>
      isRecord(page) && typeof page.path === 'string' && typeof page.name === 'string' && !page.parcel
        ? [
            {
              remote: deployment.name,
              page: typeof page.page === 'string' ? page.page : page.name,
              pattern: page.path,
              folder: deployment.folder,
              manifestUrl: deployment.manifestUrl,
              server,
            },
          ]
        : [],
    );
  });
}

/** The page server entry of a remote page's deployed version, or null when it has none. */
export function remotePageEntry(page: RemotePage, onError: (error: unknown) => void): PageServerEntry | null {
  try {
    return asPageServerEntry(requireServerEntry(page.folder, page.server));
  } catch (error) {
    onError(error);
    return null;
  }
}
