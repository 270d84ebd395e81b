/**
 * Typed calls to the API: `request('GET /api/member.php', { query: { id } })` takes the query and body the
 * contract's route map declares for that endpoint and resolves to its answer's type. Only types come from
 * the contract; the schemas themselves stay out of the browser bundle.
 */
import type { KyInstance, Options, RetryOptions } from 'ky';
import type { ApiRoute, RouteAnswer, RouteBody, RouteIsMultipart, RouteQuery } from 'contract';
import { api } from './client';

/** What every call may add: cancellation, extra headers, and a retry policy of its own (FIRST_PAINT_RETRY). */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  retry?: Pick<RetryOptions, 'limit' | 'maxRetryAfter'>;
}

/** No query, an optional one (every parameter optional), or a required one. */
type QueryPart<R extends ApiRoute> = [RouteQuery<R>] extends [never]
  ? object
  : object extends RouteQuery<R>
    ? { query?: RouteQuery<R> }
    : { query: RouteQuery<R> };
type BodyPart<R extends ApiRoute> = [RouteBody<R>] extends [never] ? object : { json: RouteBody<R> };
type FormPart<R extends ApiRoute> = RouteIsMultipart<R> extends true ? { form: FormData } : object;

/** The options of one endpoint: its query, its JSON body or its multipart form, as the contract says. */
export type RequestOptions<R extends ApiRoute> = CallOptions & QueryPart<R> & BodyPart<R> & FormPart<R>;

/** Options can be left out when the endpoint needs no body, no form and no query parameter. */
type OptionsArgument<R extends ApiRoute> = [RouteBody<R>] extends [never]
  ? RouteIsMultipart<R> extends true
    ? [options: RequestOptions<R>]
    : object extends QueryPart<R>
      ? [options?: RequestOptions<R>]
      : [options: RequestOptions<R>]
  : [options: RequestOptions<R>];

type QueryValue = string | number | boolean | null | undefined;

/**
 * Query parameters as the server reads them. Absent ones (undefined, null) are left out, and so are blank
 * ones: no endpoint takes an empty parameter, so a cleared filter field means "no filter".
 */
export function toSearchParams(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** 'GET /api/user.php' -> ['get', 'user.php'] (the client's prefix is /api). */
function splitRoute(route: ApiRoute): { method: string; path: string } {
  const [method = 'GET', path = ''] = route.split(' ');
  return { method: method.toLowerCase(), path: path.replace(/^\/api\//, '') };
}

export type ApiRequest = <R extends ApiRoute>(
  route: R,
  ...options: OptionsArgument<R>
) => Promise<RouteAnswer<R>>;

/** What the implementation reads from any endpoint's options. */
interface AnyRequestOptions extends CallOptions {
  query?: Readonly<Record<string, QueryValue>>;
  json?: unknown;
  form?: FormData;
}

/** The overload above has checked the options against the endpoint; here they are only read. */
function isOptions(options: unknown): options is AnyRequestOptions {
  return typeof options === 'object' && options !== null;
}

/** A typed request function on top of a ky client (the kernel's own `api`, or one made for a test). */
export function createRequest(client: KyInstance): ApiRequest {
  function send<R extends ApiRoute>(route: R, ...options: OptionsArgument<R>): Promise<RouteAnswer<R>>;
  async function send(route: ApiRoute, options?: unknown): Promise<unknown> {
    const { method, path } = splitRoute(route);
    const { query, json, form, signal, headers, retry } = isOptions(options) ? options : {};
    // Only what the call sets: an undefined `headers` would drop the client header of the kernel's client.
    const kyOptions: Options = { method };
    if (signal) kyOptions.signal = signal;
    if (headers) kyOptions.headers = headers;
    // Merged into the client's policy: the methods, status codes and delays stay the client's.
    if (retry) kyOptions.retry = retry;
    if (query) kyOptions.searchParams = toSearchParams(query);
    if (json !== undefined) kyOptions.json = json;
    if (form) kyOptions.body = form;
    return client(path, kyOptions).json();
  }
  return send;
}

/** Typed calls through the kernel's one client. */
export const request: ApiRequest = createRequest(api);
