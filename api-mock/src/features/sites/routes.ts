/** Per-site calls: GET /api/settings.php and GET /api/companyinfo.php. The site is chosen by domain. */
import type { FastifyPluginAsync, FastifyReply, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { preferredEncoding, type CachedJson } from '../../lib/cached-json.js';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import { geoipCountryFromHeaders, requestedHostname } from '../../lib/request-site.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import { SETTINGS_CONTENT_TYPE, settingsAnswerHeaders } from './settings-answer.js';
import type { SettingsService } from './settings-service.js';
import type { SiteDirectory } from './site-directory.js';

export interface SitesRoutesOptions {
  directory: SiteDirectory;
  settings: SettingsService;
}

export const sitesRoutes: FastifyPluginAsync<
  SitesRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { directory, settings }) => {
  app.get(
    '/settings.php',
    {
      // Answers are cached already serialized and compressed (see settings-service.ts): the compression
      // plugin would redo per request what is done once per variant here.
      compress: false,
      decompress: false,
      schema: {
        tags: ['site'],
        summary: 'Settings of the site the request is for',
        description:
          'The site is chosen by `forced_domain`, else by the Host header; unknown domains get the default site. ' +
          "`geoip_country` comes from the CF-IPCountry or X-Country-Code header (else the site's first country); " +
          '`geoip_selected_country` is the `country` parameter when the site serves that country, else `geoip_country`.',
        querystring: API_ROUTES['GET /api/settings.php'].query,
        response: { 200: API_ROUTES['GET /api/settings.php'].response, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      const answer = settings.serializedFor(
        {
          hostname: requestedHostname(request, request.query.forced_domain),
          geoipCountry: geoipCountryFromHeaders(request.headers),
          selectedCountry: request.query.country,
        },
        // The route's compiled serializer (fast-json-stringify) always yields text.
        (body) => reply.serialize(body) as string,
      );
      const send = (cached: CachedJson): void => {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.headers(settingsAnswerHeaders(encoding));
        // Already serialized: Fastify sends text and buffers with a JSON content type as they are.
        void (reply as FastifyReply).type(SETTINGS_CONTENT_TYPE).send(cached.body(encoding));
      };
      // Called on every page load: answered in this turn of the event loop when the site is cached, without
      // the promises of an async handler.
      if (answer instanceof Promise) return answer.then(send);
      send(answer);
    },
  );

  app.get(
    '/companyinfo.php',
    {
      schema: {
        tags: ['site'],
        summary: 'The company operating the site the request is for (imprint, terms)',
        querystring: API_ROUTES['GET /api/companyinfo.php'].query,
        response: { 200: API_ROUTES['GET /api/companyinfo.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const site = await directory.resolve(requestedHostname(request, request.query.forced_domain));
      return { companyinfo: site.company };
    },
  );
};
