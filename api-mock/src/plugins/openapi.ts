/**
 * The OpenAPI document, generated from the same TypeBox schemas the routes validate and serialize with:
 * GET /api/openapi.json always, and a human-readable page at /api/docs outside production.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { AUTH_COOKIE_PREFIX } from 'contract';
import { QUERY_VARIANT } from '../lib/query-variant.js';
import { isApiPath } from './errors.js';

export interface OpenApiPluginOptions {
  /** Serve the interactive page at /api/docs. */
  ui: boolean;
  version: string;
}

export const openapiPlugin = fp<OpenApiPluginOptions>(
  async (app, { ui, version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Dating platform API',
          version,
          description:
            'The /api contract of the white-label dating platform. Every state-changing request needs the header ' +
            '`X-Request-Type: client`. Errors answer `{ error, message, statusCode, fields? }`; `error` is a stable ' +
            'machine code (authentication_required, client_header_required, validation_failed, not_found, ...).',
        },
        tags: [
          { name: 'site', description: 'Per-site settings, chosen by domain' },
          { name: 'catalog', description: 'Shared value lists' },
          { name: 'user', description: 'The logged-in user (session cookie)' },
          {
            name: 'members',
            description:
              'Search, profiles, likes and matches, match finder, swipe game, blocking, invisible mode',
          },
          {
            name: 'chat',
            description:
              'Conversations, messages, gifts and photos; real-time events on the chat socket (GET /api/chat-socket)',
          },
          { name: 'credits', description: 'The credit balance and its ledger' },
          { name: 'operations', description: 'Health and monitoring' },
        ],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: `${AUTH_COOKIE_PREFIX}token` },
          },
        },
      },
      // Shared schemas keep their contract names ($id) as component names.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) =>
          typeof json.$id === 'string' ? json.$id : `def-${index}`,
      },
      // Only the API belongs in the document, not the site's pages and files. A query variant of a path
      // (lib/query-variant.ts) is listed under the path with its query, as the contract names the route.
      transform: ({ schema, url, route }) => {
        const variant: unknown = route.constraints?.[QUERY_VARIANT];
        return {
          schema: isApiPath(url) ? schema : { ...schema, hide: true },
          url: typeof variant === 'string' ? `${url}?${variant}` : url,
        };
      },
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    if (ui) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
  { name: 'openapi', fastify: '5.x' },
);
