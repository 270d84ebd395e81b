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
import { LANDER_RENDER_TIMEOUT_MS, assetBaseOf, requireServerEntry, withinTime } from './lander-render.js';
import { routeScore } from './page-titles.js';
import { matchRouteParams } from './route-patterns.js';

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
      const module = loadCommonJs(file) as Partial<PageServerEntry> & { default?: Partial<PageServerEntry> };
      const exported = typeof module.renderPage === 'function' ? module : module.default;
      if (typeof exported?.renderPage !== 'function') {
        throw new Error('the shell server entry exports no renderPage');
      }
      entry = exported as PageServerEntry;
    } catch (error) {
      onError(error);
    }
    loaded = { mtimeMs: info.mtimeMs, size: info.size, entry };
    return entry;
  };
}

/** The page's first paint, or null (no entry, not a page it draws, an error or too slow). */
export async function renderShellPage(
  entry: () => PageServerEntry | null,
  input: PageRenderInput,
  onError: (error: unknown) => void,
  timeoutMs = LANDER_RENDER_TIMEOUT_MS,
): Promise<PageRenderResult | null> {
  try {
    const loaded = entry();
    if (!loaded) return null;
    const result = await withinTime(loaded.renderPage(input), timeoutMs, `the shell rendering ${input.page}`);
    if (result === null) return null;
    if (typeof result?.html !== 'string' || typeof result.head !== 'string') {
      throw new Error('the shell answered a malformed page render');
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

/** The remote page a path shows (the most specific pattern, as the router picks), with its parameters. */
export function findRemotePage(
  pages: readonly RemotePage[],
  pathname: string,
): { page: RemotePage; params: Record<string, string | undefined> } | null {
  let best: { page: RemotePage; params: Record<string, string | undefined>; score: number } | null = null;
  for (const page of pages) {
    const params = matchRouteParams(page.pattern, pathname);
    const score = routeScore(page.pattern);
    if (params && (!best || score > best.score)) best = { page, params, score };
  }
  return best && { page: best.page, params: best.params };
}

/** The content a remote's server entry draws for its page, or null (no `renderPage`, null, an error or too slow). */
export async function renderRemotePage(
  page: RemotePage,
  input: Omit<PageRenderInput, 'page' | 'assetBase' | 'content'>,
  onError: (error: unknown) => void,
  timeoutMs = LANDER_RENDER_TIMEOUT_MS,
): Promise<PageRenderResult | null> {
  try {
    const entry = requireServerEntry(page.folder, page.server);
    if (!entry || typeof entry.renderPage !== 'function') return null;
    const result = (await withinTime(
      (entry as unknown as PageServerEntry).renderPage({
        ...input,
        page: page.page,
        assetBase: assetBaseOf(page.manifestUrl),
      }),
      timeoutMs,
      `${page.remote} drawing ${page.page}`,
    )) as PageRenderResult | null;
    if (result === null) return null;
    if (typeof result?.html !== 'string' || typeof result.head !== 'string') {
      throw new Error(`${page.remote} answered a malformed page render`);
    }
    return result;
  } catch (error) {
    onError(error);
    return null;
  }
}
