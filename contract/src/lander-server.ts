/**
 * How the API renders a lander on the server: the contract between the site's document and a lander
 * remote's server entry. Any lander remote may ship one (whatever framework it is written in): its
 * registration names the file (`"server": "server/entry.cjs"`, relative to the deployed version's folder),
 * and the API loads that file from the version the remotes manifest names, so publishing a new version
 * changes the server-rendered page without a restart. A remote without a server entry is rendered in the
 * browser only, as before.
 */
import type { Language } from './constants.js';
import type { Settings } from './settings.js';

/** The id of the element that holds the server-rendered page; the lander's scripts take it over. */
export const LANDER_ROOT_ID = 'root';
/** The id of the `<script type="application/json">` that carries the render's state to the browser. */
export const LANDER_STATE_ID = 'lander-state';
/** The attribute of the root element naming the parcel that was rendered (`data-ssr-lander`). */
export const LANDER_SSR_ATTRIBUTE = 'data-ssr-lander';

export interface LanderRenderInput {
  /** The parcel the registration names for the page, e.g. 'adultonly' or 'member-landing2'. */
  parcel: string;
  /** The requested path (no query). */
  pathname: string;
  /** The route's parameters by name (`id`, `slug`). */
  params: Record<string, string | undefined>;
  /** The request's site settings, as `GET /api/settings.php` answers them for this visitor. */
  settings: Settings;
  /** The visitor's language, decided as the shell decides it. */
  locale: Language;
  /** URL of this remote version's folder, ending in '/', e.g. '/remotes/mf-landers/1a2b3c4d5e/'. */
  assetBase: string;
  /**
   * A GET of the site's API as a logged-out visitor of this site would make it (`/api/...`), answering the
   * parsed JSON, or throwing for a status other than 2xx. Render only what a visitor may see.
   */
  api: (path: string) => Promise<unknown>;
}

export interface LanderRenderResult {
  /** The page's markup: goes inside `<div id="root">`. */
  html: string;
  /** Elements for `<head>`: the page's critical CSS, preloads of what the first paint shows. */
  head: string;
  /** Scripts that make the markup interactive, relative to assetBase, loaded in order (`defer`). */
  scripts: string[];
  /** JSON the scripts read back from `#lander-state` (the data the render used, so nothing is refetched). */
  state: unknown;
}

/**
 * What a server entry module exports. `render` answers null for a page it cannot render (the document then
 * boots the shell as for any other page); a throw is logged and treated the same way.
 */
export interface LanderServerEntry {
  render(input: LanderRenderInput): Promise<LanderRenderResult | null>;
}

/**
 * The render's state as the text of `<script type="application/json" id="lander-state">`: `<` is written as
 * `\u003c`, so no value can close the element, and U+2028/U+2029 escaped too.
 */
export function serializeLanderState(state: unknown): string {
  return JSON.stringify(state ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value: what every server-written page escapes with. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Server-rendered first paint of a page the shell shows (its own pages, such as the visitors' home): the
 * shell's server entry (`shell/dist/server/entry.cjs`) renders the page as the shell would, in its layout,
 * and the document keeps the shell's scripts, which take the page over once loaded (the same markup,
 * drawn again by the shell in one step, so nothing moves). The root element names the page that was
 * rendered with this attribute (`data-ssr-page`).
 */
export const PAGE_SSR_ATTRIBUTE = 'data-ssr-page';

/** The id of the `<script type="application/json">` carrying a drawn page's state (`{ page, state }`). */
export const PAGE_STATE_ID = 'page-state';

export interface PageRenderInput {
  /** The page module the route names (`home`, `members-id-signup`). */
  page: string;
  pathname: string;
  params: Record<string, string | undefined>;
  settings: Settings;
  locale: Language;
  /**
   * The registrations of the deployed remotes by federation name, in manifest order (the site's pages); a
   * remote's entry gets the shell's own first, under `shell`.
   */
  registrations: Record<string, unknown>;
  /** As for landers: a logged-out GET of the site's API. */
  api: (path: string) => Promise<unknown>;
  /** For a remote's entry: URL of its deployed version's folder, ending in '/' (as for landers). */
  assetBase?: string;
  /**
   * For the shell: the page's own markup, drawn by the server entry of the remote that owns the page, to
   * place where the shell mounts that remote's page.
   */
  content?: { remote: string; html: string };
  /**
   * The visitor entered past the site-entry warning before (the request carries ENTRY_WARNING_COOKIE): the
   * warning is not drawn, so a returning visitor never sees it flash before the page's code takes over.
   */
  siteEntryEntered?: boolean;
}

/**
 * The cookie the site-entry warning's Enter sets besides its localStorage time (the spec's record), so the
 * server knows whether to draw the warning into a page's first paint. Its value is the same unix time.
 */
export const ENTRY_WARNING_COOKIE = 'site_entry';

export interface PageRenderResult {
  /** The page's markup: goes inside `<div id="root">` (a remote's: inside the shell's slot for it). */
  html: string;
  /** Elements for `<head>`: the page's critical CSS. */
  head: string;
  /** What the page's code reads back in the browser (`#page-state`), so the shell's drawing matches. */
  state?: unknown;
}

/**
 * What a server entry exports to draw pages: the shell's (its own pages, and the frame around a remote's)
 * and a remote's (its pages' content, named in its registration's `"server"`). `drawnPages` names the
 * page modules it draws, so the server asks it only for those (the shell frames any remote page besides);
 * `renderPage` may still answer null, and the page then renders in the browser.
 */
export interface PageServerEntry {
  drawnPages: readonly string[];
  renderPage(input: PageRenderInput): Promise<PageRenderResult | null>;
}
