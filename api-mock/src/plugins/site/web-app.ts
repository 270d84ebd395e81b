/**
 * What makes each site an installable app, per site the host chose:
 * - `/manifest.webmanifest` (site/web-app-manifest.ts): revalidated every time (a brand change shows at once);
 * - `/icons/icon-192.png`, `/icons/icon-512.png`, `/icons/maskable-512.png`, `/icons/apple-touch-icon.png`
 *   (site/web-app-icons.ts): an hour in the browser, then revalidated by their ETag. The host is part of their
 *   URL, so each site's icons are cached apart;
 * - `/offline.html` (site/web-app-offline.ts): the page the service worker shows without a connection, in
 *   the visitor's language; revalidated.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documentLanguage, localeCookie, type DocumentSite } from './document.js';
import { isWebAppIconName, webAppIconCache } from './web-app-icons.js';
import { webAppManifest } from './web-app-manifest.js';
import { offlinePage } from './web-app-offline.js';

export interface WebAppRoutesOptions {
  documentSite: (request: FastifyRequest) => Promise<DocumentSite>;
  /** Whether an If-None-Match header names the ETag. */
  matchesEtag: (ifNoneMatch: string | undefined, etag: string) => boolean;
  /** A weak ETag of a text body. */
  etagOf: (body: string) => string;
}

const ICON_CACHE = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

export const webAppRoutes: FastifyPluginAsync<WebAppRoutesOptions> = async (
  app,
  { documentSite, matchesEtag, etagOf },
) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const body = JSON.stringify(webAppManifest(await documentSite(request)));
    const etag = etagOf(body);
    reply.header('cache-control', REVALIDATE).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });

  const icons = webAppIconCache();
  app.get<{ Params: { file: string } }>(
    '/icons/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!isWebAppIconName(file)) return reply.callNotFound();
      const site = await documentSite(request);
      const icon = await icons(site.name, site.primaryColor, file);
      reply.header('cache-control', ICON_CACHE).header('etag', icon.etag);
      if (matchesEtag(request.headers['if-none-match'], icon.etag)) return reply.code(304).send();
      return reply.type('image/png').send(icon.png);
    },
  );

  app.get('/offline.html', { schema: { hide: true } }, async (request, reply) => {
    const site = await documentSite(request);
    const language = documentLanguage({
      pathname: '/offline.html',
      cookie: localeCookie(request.headers.cookie),
      domainLanguage: site.domainLanguage,
      acceptLanguage: request.headers['accept-language'],
    });
    const html = offlinePage(site, language);
    const etag = etagOf(html);
    reply.header('cache-control', REVALIDATE).header('vary', 'Cookie, Accept-Language').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
