/** @jest-environment node */
import { API_ROUTES, type ApiRoute } from 'contract';
import { createTestApp, type TestApp } from './testing/test-app.js';

/** The parts of the OpenAPI document compared here. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/**
 * Endpoints that are not calls for the clients: browser navigations (activation, reactivation, the return from
 * the payment provider), a chat photo's image (the browser loads it by the url in its message), the data
 * export's ZIP (a download link), and the payment provider's signed webhook.
 */
const NOT_CLIENT_CALLS = new Set([
  'GET /api/activate.php',
  'GET /api/chat-attachment.php',
  'GET /api/data-export-download.php',
  'GET /api/mail-confirm.php',
  'POST /api/mail-events.php',
  // The site operators' report (OPERATOR_SECRET), not a call of the site's client.
  'GET /api/page-bounces.php',
  // The operators' report handling (OPERATOR_SECRET), the same.
  'GET /api/operator-reports.php',
  'POST /api/operator-report-decision.php',
  'POST /api/operator-reinstatement.php',
  // The operators' metrics scraper (OPERATOR_SECRET), the same.
  'GET /api/metrics',
  'GET /api/payment-return.php',
  'POST /api/payment-webhook.php',
  'GET /api/unsubscribe.php',
  'GET /api/reactivate.php',
]);

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
});

afterAll(async () => {
  await t.close();
});

/** A schema's property names (of each alternative of a union), following references to named components. */
function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const resolved = schema.$ref
    ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
    : schema;
  if (resolved?.anyOf) return [...new Set(resolved.anyOf.flatMap(propertyNames))].sort();
  return Object.keys(resolved?.properties ?? {}).sort();
}

function operationOf(route: ApiRoute): Operation | undefined {
  const [method = '', path = ''] = route.split(' ');
  return doc.paths[path]?.[method.toLowerCase()];
}

describe('the route map and the served API', () => {
  it('lists every endpoint the API serves to clients', () => {
    const served = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const clientCalls = served.filter((route) => !NOT_CLIENT_CALLS.has(route) && !route.includes('/outbox'));
    expect(clientCalls.sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it.each(Object.keys(API_ROUTES) as ApiRoute[])('%s validates and answers with its schemas', (route) => {
    const definition: { query?: JsonSchema; body?: JsonSchema; response: JsonSchema; status?: number } =
      API_ROUTES[route];
    const operation = operationOf(route);
    expect(operation).toBeDefined();

    const success = operation!.responses[String(definition.status ?? 200)];
    expect(propertyNames(success?.content?.['application/json']?.schema)).toEqual(
      propertyNames(definition.response),
    );
    const queryNames = (operation!.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name)
      .sort();
    expect(queryNames).toEqual(definition.query ? propertyNames(definition.query) : []);
    const body = operation!.requestBody?.content['application/json']?.schema;
    expect(propertyNames(body)).toEqual(definition.body ? propertyNames(definition.body) : []);
  });
});
