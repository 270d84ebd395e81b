/**
 * Serves the composed site: the local stand-in for the CDN and the deployment.
 * - `/` and its files: the shell's build (`shell/dist`). Content-hashed files are cached for a year; entry
 *   files (index.html, remoteEntry.js, mf-manifest.json, remotes.json, routes.json) are revalidated.
 * - `/remotes/*`: the deployed remote versions (`.deploy/remotes/`).
 * - `/remotes.json`: the deployment's remotes manifest, read per request (a deploy may change it any time).
 * - `/registrations.json`: the registrations (pages, navigation, slots) of the deployed remote versions the
 *   manifest names, by federation name: the shell composes the site from them at boot.
 * - Page navigations (GET, accepting text/html) to any other path outside /api and /remotes get the shell's
 *   index.html: status 200 when the path is a page of the deployed site (the shell's own pages in
 *   `shell/dist/routes.json` plus those registered by the deployed remotes), else 404 (the shell renders
 *   'This page could not be found'). A route marked `"verify"` (the invite link `/:token`) exists only when
 *   the named check of `pathVerifiers` says so.
 * Without a shell build the API still starts, with a warning.
 */
import { stat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readRemotesManifest, remotesDir } from '../deploy/remotes.js';
import { isApiRequest } from './errors.js';
import { contentSecurityPolicy } from './site/content-security-policy.js';
import { deployedRoutes, watchedFile, type RouteTable } from './site/deployed-routes.js';

/** A check for routes marked `"verify": "<name>"` in a page table: does this path exist? */
export type PathVerifier = (pathname: string, request: FastifyRequest) => Promise<boolean>;

export interface SitePluginOptions {
  siteRoot: string;
  /** By name; a route whose check is missing here never exists. */
  pathVerifiers?: Record<string, PathVerifier>;
  /** URLs the request's site loads images from besides itself (its cdn_prefix); none by default. */
  imageSources?: (request: FastifyRequest) => Promise<string[]>;
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

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

export const sitePlugin = fp<SitePluginOptions>(
  async (app, { siteRoot, pathVerifiers = {}, imageSources = async () => [] }) => {
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
      // Directories never answer with a listing or a redirect; the page fallback decides.
      redirect: false,
      index: ['index.html'],
    });

    const readIndex = watchedFile(indexFile, (text) => text);

    app.pageFallback = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/remotes' || pathname.startsWith('/remotes/') || FILE_LIKE.test(pathname))
        return false;
      if (!acceptsHtml(request)) return false;
      const html = await readIndex();
      if (html === null) return false;
      let table: RouteTable | null = null;
      try {
        table = await deployed.table();
      } catch (error) {
        request.log.error({ err: error }, 'shell/dist/routes.json cannot be read: every page answers 404');
      }
      if (table === null) request.log.warn('shell/dist/routes.json is missing: every page answers 404');
      const known = table ? await pathExists(table, pathname, request, pathVerifiers) : false;
      await reply
        .code(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(html);
      return true;
    };
  },
  { name: 'site', dependencies: ['errors'], fastify: '5.x' },
);
