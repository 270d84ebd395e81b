/**
 * Serves the composed site: the local stand-in for the CDN and the deployment.
 * - `/` and its files: the shell's build (`shell/dist`). Content-hashed files are cached for a year; entry
 *   files (index.html, remoteEntry.js, mf-manifest.json, remotes.json, routes.json) are revalidated, and so
 *   is the push service worker `/sw.js` (the shell builds it; registered with scope '/' from the root).
 * - `/remotes/*`: the deployed remote versions (`.deploy/remotes/`).
 * - `/remotes.json`: the deployment's remotes manifest, read per request (a deploy may change it any time).
 * - `/registrations.json`: the registrations (pages, navigation, slots) of the deployed remote versions the
 *   manifest names, by federation name: the shell composes the site from them at boot.
 * - `/favicon.svg`: the icon of the site the domain chose (site/favicon.ts); `/favicon.ico` redirects to it.
 * - `/manifest.webmanifest`, `/icons/*.png`, `/offline.html`: the installed app of that site (site/web-app.ts).
 * - GET and HEAD of any other path outside /api and /remotes that is a page of the deployed site (the
 *   shell's own pages in `shell/dist/routes.json` plus those registered by the deployed remotes) get the
 *   page's document with 200, whatever the Accept header says (crawlers often name no type or any type): the shell's
 *   index.html carrying the site the domain chose and the visitor's language (site/document.ts). Other
 *   paths get the same document with 404 (the shell renders 'This page could not be found') when the client
 *   takes HTML, else the JSON 404. A route marked `"verify"` (the invite link `/:token`) exists only when
 *   the named check of `pathVerifiers` says so. Documents differ per site and language: `no-cache`, an ETag,
 *   and `Vary: Cookie, Accept-Language` (the host is part of the URL).
 * For a visitor, a lander page is answered with its lander remote's server render (site/lander-render.ts),
 * and the home and the member signup with their first drawing by the shell's server entry, which the
 * shell's scripts take over (site/page-render.ts).
 * Without a shell build the API still starts, with a warning.
 */
import { createHash } from 'node:crypto';
import { stat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ENTRY_WARNING_COOKIE,
  serializeLanderState,
  type Language,
  type Settings,
  type SettingsResponse,
} from 'contract';
import { readRemotesManifest, remotesDir } from '../deploy/remotes.js';
import { isApiRequest } from './errors.js';
import { contentSecurityPolicy } from './site/content-security-policy.js';
import { deployedRoutes, watchedFile, type RouteTable } from './site/deployed-routes.js';
import {
  documentHead,
  documentLanguage,
  localeCookie,
  parseShellTemplate,
  type DocumentSite,
  type LanderBody,
  type PageBody,
  type ShellTemplate,
} from './site/document.js';
import { faviconCache } from './site/favicon.js';
import { assetBaseOf, renderLander, scriptUrl } from './site/lander-render.js';
import { drawPage, remotePageEntry, shellServerEntry } from './site/page-render.js';
import { findPage } from './site/route-patterns.js';
import { webAppRoutes } from './site/web-app.js';

/** A logged-out GET of the site's API as the requesting visitor: the parsed JSON, or a throw. */
type VisitorApi = (apiPath: string) => Promise<unknown>;

/** The API's answer to a visitor's GET was no success. */
class VisitorApiError extends Error {
  constructor(
    apiPath: string,
    readonly status: number,
  ) {
    // The path without its query: a visitor's parameters may be long, and logs need only the endpoint.
    super(`GET ${apiPath.split('?')[0]} answered ${status}`);
  }
}

/** A check for routes marked `"verify": "<name>"` in a page table: does this path exist? */
export type PathVerifier = (pathname: string, request: FastifyRequest) => Promise<boolean>;

export interface SitePluginOptions {
  siteRoot: string;
  /** By name; a route whose check is missing here never exists. */
  pathVerifiers?: Record<string, PathVerifier>;
  /** URLs the request's site loads images from besides itself (its cdn_prefix); none by default. */
  imageSources?: (request: FastifyRequest) => Promise<string[]>;
  /** The site the request's host name chose, as its documents and its icon show it. */
  documentSite: (request: FastifyRequest) => Promise<DocumentSite>;
  /** Whether the request comes from a logged-in member: landers are server-rendered for visitors only. */
  isMember?: (request: FastifyRequest) => Promise<boolean>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Entry points whose names never change: browsers must ask for the current one every time. */
const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
  'routes.json',
  'registration.json',
  'registrations.json',
  // The push service worker: browsers find it by its URL, and a deploy must reach every page at once.
  'sw.js',
]);
/** webpack's `[name].[contenthash:8]` (also in source maps and assets). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/** The last path segment looks like a file name: such requests never get the page. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string): void {
  res.setHeader('cache-control', cacheControlFor(file));
}

async function pathExists(
  table: RouteTable,
  pathname: string,
  request: FastifyRequest,
  verifiers: Record<string, PathVerifier>,
): Promise<boolean> {
  if (table.plain(pathname)) return true;
  for (const name of table.verified(pathname)) {
    const verify = verifiers[name];
    if (verify && (await verify(pathname, request))) return true;
  }
  return false;
}

/** Whether the client takes an HTML answer: no Accept header, or one naming HTML, any text or any type. */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept
    .split(',')
    .map((part) => part.split(';'))
    .some(([type = '', ...params]) => {
      const name = type.trim().toLowerCase();
      const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
      return !refused && (name === 'text/html' || name === 'text/*' || name === '*/*');
    });
}

/** Whether an If-None-Match header names the ETag (weak comparison, as for GET and HEAD). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

const weakEtag = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The documents' headers besides the status: they differ per host (the URL), cookie and language, and a
 * server-rendered lander by the visitor's country.
 */
const DOCUMENT_VARY = 'Cookie, Accept-Language, CF-IPCountry, X-Country-Code';
/** The icon is the site's: an hour in the browser, then revalidated by its ETag. */
const FAVICON_CACHE = 'public, max-age=3600';

export const sitePlugin = fp<SitePluginOptions>(
  async (
    app,
    {
      siteRoot,
      pathVerifiers = {},
      imageSources = async () => [],
      documentSite,
      isMember = async () => false,
    },
  ) => {
    const shellDist = path.join(siteRoot, 'shell', 'dist');
    const deployedRemotes = remotesDir(siteRoot);
    await mkdir(deployedRemotes, { recursive: true });

    // Every HTML document of the site gets the page policy (the API's answers carry their own, stricter one).
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiRequest(request)) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
      const remotes = await readRemotesManifest(siteRoot).catch(() => ({}));
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({ remoteUrls: Object.values(remotes), imageUrls: await imageSources(request) }),
      );
      return payload;
    });

    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      let manifest;
      try {
        manifest = await readRemotesManifest(siteRoot);
      } catch (error) {
        request.log.error({ err: error }, 'the remotes manifest cannot be read');
        throw error;
      }
      return reply.header('cache-control', REVALIDATE).send(manifest);
    });

    const deployed = deployedRoutes(siteRoot, (error, file) =>
      app.log.error({ err: error, file }, 'a page table of the deployment cannot be read'),
    );
    app.get('/registrations.json', { schema: { hide: true } }, async (_request, reply) => {
      return reply.header('cache-control', REVALIDATE).send(await deployed.registrations());
    });

    const icons = faviconCache();
    app.get('/favicon.svg', { schema: { hide: true } }, async (request, reply) => {
      const site = await documentSite(request);
      const icon = icons(site.name, site.primaryColor);
      reply
        .header('cache-control', FAVICON_CACHE)
        .header('etag', icon.etag)
        // An SVG opened on its own is a document: this one needs nothing beyond its own attributes.
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      if (matchesEtag(request.headers['if-none-match'], icon.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(icon.svg);
    });

    // Tools and old browsers ask for /favicon.ico without reading the page: the same per-site icon.
    app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', FAVICON_CACHE).redirect('/favicon.svg', 301),
    );

    // The installed app's manifest, icons and offline page, per site (site/web-app.ts).
    await app.register(webAppRoutes, { documentSite, matchesEtag, etagOf: weakEtag });

    await app.register(fastifyStatic, {
      root: deployedRemotes,
      prefix: '/remotes/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      index: false,
    });

    const indexFile = path.join(shellDist, 'index.html');
    if (!(await stat(indexFile).catch(() => null))) {
      app.log.warn({ shellDist }, 'the shell is not built: serving the API only (run `npm run build`)');
      return;
    }

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // Directories (`/` too) never answer with a listing, a redirect or the bare index.html: the page
      // fallback answers them with the site's document.
      redirect: false,
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });

    const shellEntry = shellServerEntry(shellDist, (error) =>
      app.log.error(
        { err: error },
        'the shell server entry cannot be loaded: its pages render in the browser',
      ),
    );
    const readIndex = watchedFile(indexFile, (text) => ({ raw: text, template: parseShellTemplate(text) }));

    /** The page's document for the request's site and visitor; the bare build when the site is unknown. */
    async function renderDocument(
      request: FastifyRequest,
      index: { raw: string; template: ShellTemplate },
      pathname: string,
      found: boolean,
    ): Promise<string> {
      let site: DocumentSite;
      try {
        site = await documentSite(request);
      } catch (error) {
        request.log.error({ err: error }, "the request's site cannot be resolved: serving the bare document");
        return index.raw;
      }
      const language = documentLanguage({
        pathname,
        cookie: localeCookie(request.headers.cookie),
        domainLanguage: site.domainLanguage,
        acceptLanguage: request.headers['accept-language'],
      });
      let pageTitle: string | null = null;
      if (found) {
        const titles = await deployed.titles().catch(() => null);
        pageTitle = titles ? titles(pathname, language) : null;
      }
      const head = documentHead({ site, language, pathname, pageTitle, found, iconHref: '/favicon.svg' });
      const lander = found ? await serverRenderedLander(request, pathname, language) : null;
      if (lander) return index.template.renderLander(language, head + lander.head, lander.body);
      const page = found ? await serverRenderedPage(request, pathname, language) : null;
      if (page) return index.template.renderPage(language, head + page.head, page.body);
      return index.template.render(language, head);
    }

    /** The site's settings as the visitor's browser would read them (a `country` query chooses one). */
    async function visitorSettings(request: FastifyRequest, api: VisitorApi): Promise<Settings | null> {
      const country = new URLSearchParams(request.url.split('?')[1] ?? '').get('country');
      const read = async (query: string) =>
        ((await api(`/api/settings.php${query}`)) as SettingsResponse).settings;
      try {
        if (country) {
          try {
            return await read(`?country=${encodeURIComponent(country)}`);
          } catch (error) {
            // A country the API refuses is the visitor's mistake: the page is drawn for the site's default.
            if (!(error instanceof VisitorApiError && error.status < 500)) throw error;
          }
        }
        return await read('');
      } catch (error) {
        request.log.error({ err: error }, 'the settings for a server render cannot be read');
        return null;
      }
    }

    /** The lander's server render for a visitor, when the path is a lander whose remote has a server entry. */
    async function serverRenderedLander(
      request: FastifyRequest,
      pathname: string,
      language: Language,
    ): Promise<{ head: string; body: LanderBody } | null> {
      const match = findPage(await deployed.landerPages(), pathname);
      if (!match || !match.page.server) return null;
      if (await isMember(request)) return null;
      const api = visitorApi(request);
      const settings = await visitorSettings(request, api);
      if (!settings) return null;
      const result = await renderLander(
        match.page,
        { pathname, params: match.params, settings, locale: language, api },
        (error) =>
          request.log.error({ err: error, remote: match.page.remote }, 'a lander could not be rendered'),
      );
      if (!result) return null;
      const assetBase = assetBaseOf(match.page.manifestUrl);
      return {
        head: result.head,
        body: {
          parcel: match.page.parcel,
          html: result.html,
          state: serializeLanderState(result.state),
          scripts: result.scripts.flatMap((script) => scriptUrl(assetBase, script) ?? []),
        },
      };
    }

    /**
     * The first paint of a page for a visitor, drawn by the shell's server entry: one of its own pages, or
     * the frame around a remote's page whose content that remote's server entry drew.
     */
    async function serverRenderedPage(
      request: FastifyRequest,
      pathname: string,
      language: Language,
    ): Promise<{ head: string; body: PageBody } | null> {
      const logError = (page: string) => (error: unknown) =>
        request.log.error({ err: error, page }, 'a page could not be drawn on the server');
      // Only what the entries draw gets the visitor's session, settings and a render: other pages skip it all.
      const shell = shellEntry();
      if (!shell) return null;
      const shellPage = findPage(await deployed.shellPages(), pathname);
      const remote = shellPage ? null : findPage(await deployed.remotePages(), pathname);
      const page = shellPage?.page.page ?? remote?.page.page;
      const remoteEntry = remote ? remotePageEntry(remote.page, logError(remote.page.page)) : null;
      if (!page || !(remote ? remoteEntry : shell)?.drawnPages.includes(page)) return null;
      if (await isMember(request)) return null;
      const api = visitorApi(request);
      const settings = await visitorSettings(request, api);
      if (!settings) return null;
      const registrations = await deployed.registrations();
      const params = (shellPage ?? remote)!.params;
      // A visitor who entered before gets no warning in the first paint (the shell reads the same record).
      const siteEntryEntered = (request.headers.cookie ?? '')
        .split(';')
        .some((part) => part.trim().startsWith(`${ENTRY_WARNING_COOKIE}=`));
      const input = {
        page,
        pathname,
        params,
        settings,
        locale: language,
        registrations,
        api,
        siteEntryEntered,
      };
      let content: { remote: string; html: string; head: string; state?: unknown } | undefined;
      if (remote && remoteEntry) {
        // The remote composes the whole site for its links: the shell's pages first, as the shell does.
        const site = { shell: await deployed.shellRegistration(), ...registrations };
        const drawn = await drawPage(
          remoteEntry,
          { ...input, registrations: site, assetBase: assetBaseOf(remote.page.manifestUrl) },
          remote.page.remote,
          logError(page),
        );
        if (!drawn) return null;
        content = { remote: remote.page.remote, ...drawn };
      }
      const result = await drawPage(shell, { ...input, content }, 'the shell', logError(page));
      if (!result) return null;
      // The page's state: the remote's for a remote's page, the shell's for its own (the home's faces).
      const pageState = content ? content.state : result.state;
      return {
        head: result.head + (content?.head ?? ''),
        body: {
          page,
          html: result.html,
          state: pageState !== undefined ? serializeLanderState({ page, state: pageState }) : null,
        },
      };
    }

    /**
     * A GET of the site's own API as the requesting visitor, logged out: same host, language and country
     * headers and address, no cookies.
     */
    function visitorApi(request: FastifyRequest): VisitorApi {
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const name of ['host', 'accept-language', 'cf-ipcountry', 'x-country-code', 'x-forwarded-for']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return async (apiPath: string): Promise<unknown> => {
        if (!apiPath.startsWith('/api/')) throw new Error(`a lander may only ask the API, not ${apiPath}`);
        const response = await app.inject({
          method: 'GET',
          url: apiPath,
          headers,
          remoteAddress: request.ip,
        });
        if (response.statusCode < 200 || response.statusCode >= 300) {
          throw new VisitorApiError(apiPath, response.statusCode);
        }
        return response.json();
      };
    }

    app.pageFallback = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/remotes' || pathname.startsWith('/remotes/') || FILE_LIKE.test(pathname))
        return false;
      const index = await readIndex();
      if (index === null) return false;
      let table: RouteTable | null = null;
      try {
        table = await deployed.table();
      } catch (error) {
        request.log.error({ err: error }, 'shell/dist/routes.json cannot be read: every page answers 404');
      }
      if (table === null) request.log.warn('shell/dist/routes.json is missing: every page answers 404');
      const known = table ? await pathExists(table, pathname, request, pathVerifiers) : false;
      // A page is a document whatever the client says it accepts; only a client that takes no HTML gets the
      // JSON answer for a path that is no page.
      if (!known && !acceptsHtml(request.headers.accept)) return false;
      const html = await renderDocument(request, index, pathname, known);
      const etag = weakEtag(html);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', DOCUMENT_VARY)
        .header('etag', etag);
      if (known && matchesEtag(request.headers['if-none-match'], etag)) {
        await reply.code(304).send();
        return true;
      }
      await reply.code(known ? 200 : 404).send(html);
      return true;
    };
  },
  { name: 'site', dependencies: ['errors'], fastify: '5.x' },
);
