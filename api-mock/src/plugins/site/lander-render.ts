/**
 * Server rendering of landers: which deployed remote renders a path, loading its server entry from the
 * version the remotes manifest names, and calling it within a time limit.
 *
 * - A lander page is a registered page with a `parcel`. Like the shell's composition, a remote later in the
 *   manifest that registers a lander page for the same path takes it over (marketing swaps lander remotes
 *   by adding or removing one manifest line).
 * - A remote's registration names its server entry (`"server": "server/entry.cjs"`), a CommonJS file inside
 *   the deployed version's folder exporting `render` (the contract's LanderServerEntry). Every version lives
 *   in its own folder, so a newly deployed version is a new file: it is loaded on its first page, without
 *   a restart. A remote without one is rendered in the browser only.
 * - A render that throws, answers null or takes longer than the limit gives the page the shell's document,
 *   so a broken lander never takes the site down.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanderRenderInput, LanderRenderResult, LanderServerEntry } from 'contract';
import type { Deployment } from './deployed-routes.js';

export interface LanderPage {
  /** Federation name of the remote that renders it. */
  remote: string;
  parcel: string;
  /** The registered path pattern, e.g. '/members/:id/landing2/:slug?'. */
  pattern: string;
  folder: string;
  manifestUrl: string;
  /** The server entry's path inside the folder, when the registration names one. */
  server: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The lander pages of the deployment, after later remotes took over the paths they register. */
export function landerPages(deployments: readonly Deployment[]): LanderPage[] {
  const byPath = new Map<string, LanderPage>();
  for (const deployment of deployments) {
    const registration = deployment.registration;
    if (!isRecord(registration) || !Array.isArray(registration.pages)) continue;
    const server = typeof registration.server === 'string' ? registration.server : null;
    for (const page of registration.pages) {
      if (!isRecord(page) || typeof page.path !== 'string' || typeof page.parcel !== 'string') continue;
      byPath.set(page.path, {
        remote: deployment.name,
        parcel: page.parcel,
        pattern: page.path,
        folder: deployment.folder,
        manifestUrl: deployment.manifestUrl,
        server,
      });
    }
  }
  return [...byPath.values()];
}

/** The URL of the deployed version's folder, ending in '/'. */
export function assetBaseOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

const requireModule = createRequire(import.meta.url);
const SERVER_ENTRY_FILE = /\.(c?js)$/;

/**
 * The exports of a deployed version's server entry, or null when it names none that can be loaded. The
 * file must lie inside the version's folder. Node keeps a loaded file, and deployed versions never change,
 * so each version's entry is read once.
 */
export function requireServerEntry(folder: string, server: string | null): Record<string, unknown> | null {
  if (!server || !SERVER_ENTRY_FILE.test(server)) return null;
  const file = path.resolve(folder, server);
  if (!file.startsWith(folder + path.sep)) return null;
  const loaded = requireModule(file) as Record<string, unknown> & { default?: Record<string, unknown> };
  return typeof loaded.default === 'object' && loaded.default !== null
    ? { ...loaded.default, ...loaded }
    : loaded;
}

/** The lander server entry of a deployed version, or null when it has none. */
export function loadServerEntry(page: LanderPage): LanderServerEntry | null {
  const entry = requireServerEntry(page.folder, page.server);
  if (!entry) return null;
  if (typeof entry.render !== 'function') {
    throw new Error(`${page.server} of ${page.remote} exports no render function`);
  }
  return entry as unknown as LanderServerEntry;
}

/** How long a lander may take to render before the page is served without it. */
export const LANDER_RENDER_TIMEOUT_MS = 3_000;

/**
 * What `render` answers, or a rejection once `timeoutMs` have passed (the render itself cannot be stopped;
 * its late answer is ignored).
 */
export async function withinTime<T>(rendering: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The render of the page, or null (no server entry, nothing rendered, an error or too slow). */
export async function renderLander(
  page: LanderPage,
  input: Omit<LanderRenderInput, 'parcel' | 'assetBase'>,
  onError: (error: unknown) => void,
  timeoutMs = LANDER_RENDER_TIMEOUT_MS,
): Promise<LanderRenderResult | null> {
  try {
    const entry = loadServerEntry(page);
    if (!entry) return null;
    const result = await withinTime(
      entry.render({ ...input, parcel: page.parcel, assetBase: assetBaseOf(page.manifestUrl) }),
      timeoutMs,
      `${page.remote} rendering ${page.parcel}`,
    );
    if (result === null) return null;
    if (!isRenderResult(result)) throw new Error(`${page.remote} answered a malformed render result`);
    return result;
  } catch (error) {
    onError(error);
    return null;
  }
}

function isRenderResult(value: unknown): value is LanderRenderResult {
  return (
    isRecord(value) &&
    typeof value.html === 'string' &&
    typeof value.head === 'string' &&
    Array.isArray(value.scripts) &&
    value.scripts.every((script) => typeof script === 'string')
  );
}

/** A script of the render as a URL of the version's folder; null for anything that would leave it. */
export function scriptUrl(assetBase: string, script: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*\.m?js$/.test(script) || script.split('/').includes('..')) return null;
  return assetBase + script;
}
