/** Shared value lists: GET /api/interests.php and GET /api/regions.php. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { CatalogService } from './catalog-service.js';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
}

/** Clients load these once per visit; browsers and CDNs may keep them for an hour. */
const CACHEABLE = 'public, max-age=3600';

export const catalogRoutes: FastifyPluginAsync<
  CatalogRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { catalog }) => {
  app.get(
    '/interests.php',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Interests a profile can pick, in display order',
        response: { 200: API_ROUTES['GET /api/interests.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return { interests: await catalog.interests() };
    },
  );

  app.get(
    '/regions.php',
    {
      schema: {
        tags: ['catalog'],
        summary: "A country's top-level regions (or every country's, without `country`)",
        description:
          'The label says what the country calls them: province, state, canton, region or voivodeship. ' +
          'An unknown but well-formed country answers 404 not_found.',
        querystring: API_ROUTES['GET /api/regions.php'].query,
        response: { 200: API_ROUTES['GET /api/regions.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const country = request.query.country?.toUpperCase();
      if (country === undefined) {
        reply.header('cache-control', CACHEABLE);
        return { countries: await catalog.allRegions() };
      }
      const entry = await catalog.regionsOf(country);
      if (!entry) throw notFound(`No regions are known for country ${country}.`);
      reply.header('cache-control', CACHEABLE);
      return entry;
    },
  );
};
