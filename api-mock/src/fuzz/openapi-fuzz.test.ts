/**
 * @jest-environment node
 *
 * Property-based fuzzing of the whole API, generated from its own OpenAPI document: every operation gets
 * malformed requests (wrong types, out-of-range and non-finite numbers, NUL and other control characters,
 * huge strings, missing and extra fields, invalid JSON, wrong content types, broken query strings), as a
 * visitor, as a logged-in member and with broken sessions. The rule under test: no input of any shape gets
 * a 5xx, and every error answer has the API's error shape `{ error, message, statusCode }`.
 * Fixed seed and a bounded number of runs, so CI sees the same requests every time.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  LOCALE_COOKIE,
  PROFILE_VALUE_LISTS,
  SESSION_COOKIE,
} from 'contract';
import { createDiscoveryTestApp, createMember, type TestMember } from '../testing/members.js';
import type { TestApp } from '../testing/test-app.js';

/** Change only on purpose: a fixed seed makes every CI run send the same requests. */
const SEED = 0x5eed_2026;
/** Runs per operation (each run is one request); about 40 operations. */
const RUNS_PER_OPERATION = 80;
// About 3,300 requests: 15 to 45 s on PGlite depending on the machine's load.
jest.setTimeout(180_000);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RequestBody {
  content?: Record<string, { schema?: JsonSchema }>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the document (the documentation's own route left out), $refs resolved. */
function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
          .map((parameter) => ({ ...parameter, schema: resolve(parameter.schema) })),
        body: resolve(content['application/json']?.schema) ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------------
// Values

const HUGE = 'x'.repeat(100_000);
const OVER_BODY_LIMIT = 'y'.repeat(1_100_000);
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085'];
const TRICKY = [
  ...CONTROL,
  '\n',
  '\r\n',
  '\t',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\uffff',
  'e\u0301\u0301\u0301',
  '😀',
  '%00',
  '%',
  "'; DROP TABLE members; --",
  '<script>',
  '../../etc/passwd',
];

const interestingNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32 + 1,
  -(2 ** 31) - 1,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

const trickyString = fc.oneof(
  fc.constantFrom(
    ...TRICKY,
    '',
    ' ',
    HUGE,
    '9'.repeat(400),
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    'true',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...TRICKY, 'a', '1', ',', ' '), maxLength: 12 }),
);

/** A value of any JSON type, mostly awkward ones. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  trickyString,
  interestingNumbers,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Puts one awkward character somewhere into a valid text. */
const withTrick = (valid: string) =>
  fc
    .tuple(fc.constantFrom(...TRICKY), fc.nat({ max: valid.length }))
    .map(([trick, at]) => valid.slice(0, at) + trick + valid.slice(at));

interface Known {
  member: TestMember;
  other: TestMember;
  domain: string;
}

let emails = 0;

/** Values that pass the shape and field checks, so mutated variants get past validation into the services. */
function plausible(name: string, schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const lists = PROFILE_VALUE_LISTS as Record<string, readonly string[]>;
  if (lists[name]) return fc.constantFrom(...lists[name]);
  switch (name) {
    case 'email':
    case 'to':
      // Mostly new addresses, so signups get past "address taken" to the insert.
      return fc.oneof(
        fc.constant('fuzz@example.com'),
        fc.constant(null).map(() => `fuzz${(emails += 1)}@example.com`),
      );
    case 'name':
      return fc.constantFrom('Fuzzy Bear', 'Zoë', 'Łucja');
    case 'password':
    case 'password_repeat':
    case 'old_password':
      return fc.constant('another fine password');
    case 'date_of_birth':
      return fc.constantFrom('1990-05-17', '2001-02-30');
    case 'token':
      return fc.constant('a'.repeat(43));
    case 'ids':
      return fc.constantFrom(`${known.other.id}`, `${known.member.id},${known.other.id}`);
    case 'country':
      return fc.constantFrom('GB', 'de', 'ZZ');
    case 'region':
      return fc.constantFrom('London', 'Bavaria');
    case 'city':
      return fc.constantFrom('London', 'Zürich');
    case 'forced_domain':
      return fc.constantFrom(known.domain, 'unknown.example');
    case 'language':
      return fc.constantFrom('en', 'pl');
    case 'interests':
      return fc.constantFrom('sports', 'music');
    case 'about_me':
    case 'signup_message':
      return fc.constantFrom('Hello there', 'Two\nlines');
    default:
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
        : fc.constantFrom('text', 'fuzz');
  }
}

function integerArb(name: string, schema: JsonSchema, known: Known): fc.Arbitrary<number> {
  if (name === 'id' || name === 'member_id') return fc.constantFrom(known.other.id, known.member.id);
  return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
}

/** A value the schema accepts (as far as the generator can tell). */
function validValue(schema: JsonSchema, known: Known, name = ''): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validValue(branch, known, name)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), known, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(properties.map(([key, child]) => [key, validValue(child, known, key)])),
        { requiredKeys: schema.required ?? [] },
      );
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known, name), { maxLength: 3 });
    case 'integer':
    case 'number':
      return integerArb(name, schema, known);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausible(name, schema, known);
    case 'null':
      return fc.constant(null);
    default:
      return anyValue;
  }
}

/** A wrong value in place of a valid one: another type, a bound crossed, a control character inserted. */
function mutantOf(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    anyValue,
    interestingNumbers,
    trickyString,
    validValue(schema, known, name).chain((valid) =>
      typeof valid === 'string'
        ? withTrick(valid)
        : Array.isArray(valid)
          ? fc.constant(Array.from({ length: 150 }, () => valid[0] ?? 'x'))
          : anyValue,
    ),
  );
}

/** A valid object with one member wrong or missing, or with an unknown member added. */
function oneMutation(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return mutantOf(schema, known, '');
  return fc
    .tuple(validValue(schema, known), fc.constantFrom(...keys), fc.nat({ max: 9 }))
    .chain(([valid, key, how]) => {
      const object = { ...(valid as Record<string, unknown>) };
      if (how === 0) {
        delete object[key];
        return fc.constant(object);
      }
      if (how === 1) return anyValue.map((extra) => ({ ...object, extra, __proto__x: extra }));
      return mutantOf(schema.properties?.[key] ?? {}, known, key).map((mutant) => ({
        ...object,
        [key]: mutant,
      }));
    });
}

/** Anything from almost valid to random, for one schema. */
function valueFor(schema: JsonSchema, known: Known, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: oneMutation(schema, known), weight: 6 },
    { arbitrary: validValue(schema, known, name), weight: 1 },
    { arbitrary: mutantOf(schema, known, name), weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included, which encodeURIComponent refuses). */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const queryText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function queryArb(operation: Operation, known: Known): fc.Arbitrary<string> {
  const params = operation.query.filter((parameter) => parameter.in === 'query');
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(params.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: params.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  const structured = fc
    .tuple(
      fc.oneof(
        { arbitrary: oneMutation(schema, known), weight: 4 },
        { arbitrary: validValue(schema, known), weight: 1 },
      ),
      fc.option(
        fc.tuple(
          fc.constantFrom(...params.map((parameter) => parameter.name), 'x'),
          fc.array(trickyString, { minLength: 2, maxLength: 3 }),
        ),
      ),
    )
    .map(([values, repeated]) => {
      const parts: string[] = [];
      const entries: [string, unknown][] =
        typeof values === 'object' && values !== null ? Object.entries(values) : [['q', values]];
      for (const [key, value] of entries) parts.push(`${encode(key)}=${encode(queryText(value))}`);
      // The same parameter more than once (Fastify's parser makes an array of it).
      if (repeated) for (const value of repeated[1]) parts.push(`${encode(repeated[0])}=${encode(value)}`);
      return parts.join('&');
    });
  const names = params.map((parameter) => parameter.name);
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '%C0%80',
    '%FF%FE',
    '&&&=&=',
    'a[b][c][d]=1',
    '__proto__[x]=1',
    ...names.flatMap((name) => [name, `${name}=`, `${name}=%`, `${name}=%FF`, `${name}=%00`, `${name}[]=1`]),
  );
  return fc.oneof({ arbitrary: structured, weight: 6 }, { arbitrary: raw, weight: 1 });
}

interface BodyCase {
  payload?: string | Buffer;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

function bodyArb(operation: Operation, known: Known): fc.Arbitrary<BodyCase> {
  const json = (value: unknown): BodyCase => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: JSON_TYPE,
  });
  const shaped = operation.body ? valueFor(operation.body, known).map(json) : anyValue.map(json);
  const invalidJson = fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,]',
      'nul',
      '\u0000',
      '{"id":1}garbage',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '['.repeat(20_000) + ']'.repeat(20_000),
      '"' + '\\u0000'.repeat(10) + '"',
      '{"id":1e999}',
      '\ufeff{}',
    )
    .map((payload): BodyCase => ({ payload, contentType: JSON_TYPE }));
  const wrongType = fc
    .tuple(
      shaped,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=----fuzz',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        'image/png',
        ';;;',
      ),
    )
    .map(([body, contentType]): BodyCase => ({ payload: body.payload, contentType }));
  const odd = fc.constantFrom<BodyCase>(
    { payload: '', contentType: JSON_TYPE },
    { payload: undefined, contentType: JSON_TYPE },
    { payload: JSON.stringify({ filler: OVER_BODY_LIMIT }), contentType: JSON_TYPE },
    { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]), contentType: JSON_TYPE },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      contentType: 'multipart/form-data',
    },
    {
      payload:
        '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      contentType: 'multipart/form-data; boundary=----fuzz',
    },
  );
  return fc.oneof(
    { arbitrary: shaped, weight: 10 },
    { arbitrary: invalidJson, weight: 2 },
    { arbitrary: wrongType, weight: 2 },
    { arbitrary: odd, weight: 1 },
  );
}

type SessionKind = 'visitor' | 'member' | 'garbage' | 'ended';

interface FuzzRequest {
  session: SessionKind;
  clientHeader: boolean;
  locale: string | null;
  /** Host and edge country headers: they choose the site and the visitor's country. */
  host: string | null;
  country: string | null;
  query: string;
  body: BodyCase | null;
}

const sessionArb = fc.oneof(
  { arbitrary: fc.constant<SessionKind>('member'), weight: 5 },
  { arbitrary: fc.constant<SessionKind>('visitor'), weight: 3 },
  { arbitrary: fc.constant<SessionKind>('garbage'), weight: 1 },
  { arbitrary: fc.constant<SessionKind>('ended'), weight: 1 },
);

function requestArb(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const hasBody = operation.method !== 'GET';
  return fc.record({
    session: sessionArb,
    clientHeader: fc.oneof(
      { arbitrary: fc.constant(true), weight: 9 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    locale: fc.option(fc.constantFrom('de', 'xx', '%00', '../en', '%FF'), { freq: 4 }),
    host: fc.option(
      fc.constantFrom(
        'herzklopfen.test',
        'WWW.FLIRTMOMENT.TEST.',
        'unknown.example:8080',
        '[::1]',
        'a'.repeat(300),
        '..',
      ),
      { freq: 4 },
    ),
    country: fc.option(fc.constantFrom('DE', 'xx', 'T1', 'ZZZ', '1', ''), { freq: 4 }),
    query: queryArb(operation, known),
    body: hasBody ? bodyArb(operation, known) : fc.constant(null),
  });
}

// ---------------------------------------------------------------------------------------------------------

const counts = { total: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number>;

function problemOf(response: LightMyRequestResponse, method: string): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400 || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `error answer ${status} is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { error, message, statusCode } = (body ?? {}) as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string' || statusCode !== status) {
    return `error answer ${status} lacks the API error shape: ${response.body.slice(0, 200)}`;
  }
  return null;
}

const CHAT_CLIENT_ID = '7a6f3b4e-2c1d-4e5f-9a8b-0c1d2e3f4a5b';

const validSignup = () => ({
  email: `bounds${Date.now()}@example.com`,
  name: 'Bounds',
  password: 'another fine password',
  date_of_birth: '1990-05-17',
});

describe('OpenAPI-driven fuzzing: no input gets a 5xx', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let known: Known;
  let endedToken: string;

  beforeAll(async () => {
    t = await createDiscoveryTestApp();
    app = t.app;
    const member = await createMember(t, { gender: 'male' });
    const other = await createMember(t, { gender: 'female' });
    const ended = await createMember(t);
    await app.inject({ url: '/api/logout.php', cookies: { [SESSION_COOKIE]: ended.token }, headers: CLIENT });
    endedToken = ended.token;
    const settings = await app.inject({ url: '/api/settings.php' });
    known = { member, other, domain: (settings.json() as { settings: { domain: string } }).settings.domain };
  });

  afterAll(async () => {
    await t?.close();
  });

  const CLIENT = { [CLIENT_HEADER.toLowerCase()]: CLIENT_HEADER_VALUE };

  /** A fresh session of a member of its own (logout ends the one it is given). */
  async function freshToken(): Promise<string> {
    // A new member rather than a new login: the fuzzed logins lock this client's IP out of logging in.
    return (await createMember(t)).token;
  }

  async function send(operation: Operation, request: FuzzRequest): Promise<string | null> {
    let token: string | null = null;
    if (request.session === 'member') {
      token = operation.path === '/api/logout.php' ? await freshToken() : known.member.token;
    } else if (request.session === 'garbage') token = 'not-a-token%00%FF';
    else if (request.session === 'ended') token = endedToken;
    const headers: Record<string, string> = {};
    if (request.clientHeader) Object.assign(headers, CLIENT);
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    if (request.host !== null) headers.host = request.host;
    if (request.country !== null) headers['cf-ipcountry'] = request.country;
    const cookies: Record<string, string> = {};
    if (token) cookies[SESSION_COOKIE] = token;
    if (request.locale) cookies[LOCALE_COOKIE] = request.locale;
    const path = operation.path.replace(/\{[^}]+\}/g, () => encode(request.query.slice(0, 20) || '%00'));
    const options: InjectOptions = {
      method: operation.method,
      url: request.query ? `${path}?${request.query}` : path,
      headers,
      cookies,
      ...(request.body?.payload !== undefined && request.body !== null
        ? { payload: request.body.payload }
        : {}),
    };
    const response = await app.inject(options);
    counts.total! += 1;
    const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
    counts[statusClass] = (counts[statusClass] ?? 0) + 1;
    const problem = problemOf(response, operation.method);
    return problem && `${operation.method} ${options.url as string}: ${problem}`;
  }

  type RefusalCase = [InjectOptions['method'], string, object | undefined, string];

  /** Each case, sent as the known member, answers 400 validation_failed with `message(field)` at its field. */
  async function expectRefusals(cases: RefusalCase[], message: (field: string) => unknown) {
    for (const [method, url, payload, field] of cases) {
      const response = await app.inject({
        method,
        url,
        headers: CLIENT,
        cookies: { [SESSION_COOKIE]: known.member.token },
        ...(payload ? { payload } : {}),
      });
      const body = response.json() as { error: string; fields?: Record<string, string> };
      expect({
        method,
        url,
        status: response.statusCode,
        error: body.error,
        field: body.fields?.[field],
      }).toEqual({ method, url, status: 400, error: 'validation_failed', field: message(field) });
    }
  }

  // The probe's findings, as fixed cases: each answered 500 before the request schemas had these bounds.
  it('refuses ids beyond 2^31 - 1 on every call that takes one, with 400 validation_failed', async () => {
    const big = 2 ** 31;
    const cases: RefusalCase[] = [
      ['GET', `/api/member.php?id=${big}`, undefined, 'id'],
      ['GET', '/api/profiles.php?ids=9999999999', undefined, 'ids'],
      ['GET', `/api/profiles.php?ids=1,${big}`, undefined, 'ids'],
      ['POST', '/api/like.php', { id: big }, 'id'],
      ['DELETE', `/api/like.php?id=${big}`, undefined, 'id'],
      ['PUT', '/api/likes.php', { id: big }, 'id'],
      ['POST', '/api/swipe.php', { id: big, like: true }, 'id'],
      ['POST', '/api/block.php', { id: 9007199254740992 }, 'id'],
      ['DELETE', `/api/block.php?id=${big}`, undefined, 'id'],
      ['PUT', '/api/photos.php', { id: big, private: true }, 'id'],
      ['DELETE', `/api/photos.php?id=${big}`, undefined, 'id'],
      ['POST', '/api/signup.php', { ...validSignup(), member_id: big }, 'member_id'],
      ['GET', `/api/conversation.php?member=${big}`, undefined, 'member'],
      ['GET', `/api/messages.php?conversation=${big}`, undefined, 'conversation'],
      ['GET', `/api/messages.php?conversation=1&before=${big}`, undefined, 'before'],
      ['DELETE', `/api/chat.php?id=${big}`, undefined, 'id'],
      ['POST', '/api/chat-read.php', { conversation: big }, 'conversation'],
      ['POST', '/api/messages.php', { client_id: CHAT_CLIENT_ID, member: big, text: 'hi' }, 'member'],
      ['GET', `/api/chat-attachment.php?id=${big}`, undefined, 'id'],
    ];
    await expectRefusals(cases, (field) =>
      field === 'ids'
        ? expect.stringMatching(/^must be a comma-separated list of 1 to 100 ids/)
        : 'must be <= 2147483647',
    );
  });

  it('refuses NUL characters in any text with 400 and says why', async () => {
    const nul = 'a\u0000b';
    const cases: RefusalCase[] = [
      ['POST', '/api/user.php', { email: nul, password: 'another fine password' }, 'email'],
      ['POST', '/api/signup.php', { ...validSignup(), name: nul }, 'name'],
      ['POST', '/api/password-reset.php', { email: nul }, 'email'],
      ['POST', '/api/password-reset-do.php', { token: nul, password: 'x', password_repeat: 'x' }, 'token'],
      ['GET', `/api/members.php?region=${encodeURIComponent(nul)}`, undefined, 'region'],
      ['GET', `/api/member.php?id=1&forced_domain=${encodeURIComponent(nul)}`, undefined, 'forced_domain'],
      ['GET', `/api/invite.php?code=${encodeURIComponent(nul)}`, undefined, 'code'],
      ['PUT', '/api/profile.php', { city: nul }, 'city'],
      ['PUT', '/api/profile.php', { about_me: nul }, 'about_me'],
    ];
    await expectRefusals(cases, () => expect.stringMatching(/^must not contain control characters/));
  });

  it('answers every malformed request to every operation with a 4xx (or success), never a 5xx', async () => {
    const doc = app.swagger() as unknown as OpenApiDocument;
    const operations: Operation[] = [
      ...operationsOf(doc),
      // Outside the document: the photo files and the outbox page.
      {
        method: 'GET',
        path: '/uploads/{file}',
        query: [{ name: 'file', in: 'path' }],
        body: null,
        multipart: false,
      },
      {
        method: 'GET',
        path: '/api/outbox',
        query: [{ name: 'to', in: 'query' }],
        body: null,
        multipart: false,
      },
    ];
    expect(operations.length).toBeGreaterThan(30);

    const failures: string[] = [];
    const started = performance.now();
    for (const [index, operation] of operations.entries()) {
      const details = await fc.check(
        fc.asyncProperty(requestArb(operation, known), async (request) => {
          const problem = await send(operation, request);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
      );
      if (details.failed)
        failures.push(
          `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  counterexample: ${fc.stringify(details.counterexample)}`,
        );
    }

    console.log(
      `openapi fuzz: ${counts.total} requests to ${operations.length} operations in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (seed ${SEED}): ` +
        ['2xx', '3xx', '4xx', '5xx'].map((key) => `${key} ${counts[key] ?? 0}`).join(', '),
    );
    expect(failures).toEqual([]);
  });
});
