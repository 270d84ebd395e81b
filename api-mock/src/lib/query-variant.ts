/**
 * Routes that share a method and path and differ by a query flag (the contract's `POST /api/user.php?push=1`
 * next to the login `POST /api/user.php`). Fastify matches one route per method and path, so the flag is a
 * route constraint: a route with `constraints: { [QUERY_VARIANT]: 'push=1' }` takes the requests whose query
 * has `push=1`; the route without the constraint takes the others. The OpenAPI document lists such a route
 * under its path with the variant appended (plugins/openapi.ts), as the contract names it.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteStore = ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>;

export const QUERY_VARIANT = 'queryVariant';

/** The query parameters that select a variant; any other parameter is the handler's business. */
const VARIANT_PARAMETERS = ['push'] as const;

/** The variant a request asks for (`name=value` of the first variant parameter), or undefined. */
export function queryVariantOf(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (start < 0 || url === undefined) return undefined;
  // Derived for every request the router sees: a query that cannot name a variant parameter, even
  // percent-encoded, is not parsed.
  if (!VARIANT_PARAMETERS.some((name) => url.includes(name, start)) && !url.includes('%', start))
    return undefined;
  const query = new URLSearchParams(url.slice(start + 1));
  for (const name of VARIANT_PARAMETERS) {
    const value = query.get(name);
    if (value !== null) return `${name}=${value}`;
  }
  return undefined;
}

/** The find-my-way constraint strategy (Fastify's addConstraintStrategy). */
export const queryVariantStrategy: ConstraintStrategy = {
  name: QUERY_VARIANT,
  storage() {
    const handlers = new Map<unknown, RouteStore>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, store) => void handlers.set(value, store),
    };
  },
  deriveConstraint: (request: IncomingMessage) => queryVariantOf(request.url),
  // A request with an unknown variant (`push=0`) falls through to the route without one.
  mustMatchWhenDerived: false,
};
