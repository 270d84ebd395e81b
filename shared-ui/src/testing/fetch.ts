/**
 * Stubs for the network edge (global fetch): the real API client builds real Requests and reads real
 * Responses; only the server's answer is made up by the test. Every request is recorded twice: as the
 * Request itself (`calls`, unread clones a test can read) and as what was sent (`sent`: method, path,
 * headers and the parsed JSON body, read at the moment fetch receives it). The real fetch comes back
 * after each test.
 */
export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** A JSON answer (status 200 unless told), or a Response the test builds itself. */
export type FetchAnswer = { status?: number; body: unknown } | (() => Response);

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // Not JSON (a form post, plain text): recorded as sent.
  }
}

function installFetch(respond: (request: Request) => Response) {
  const calls: Request[] = [];
  const sent: SentRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request.clone());
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: parseBody(await request.text()),
    });
    return respond(request);
  });
  globalThis.fetch = mock as typeof fetch;
  return { mock, calls, sent };
}

/** Answers every request with the same JSON body and status. */
export function answerFetch(status: number, body: unknown) {
  return installFetch(() => jsonResponse(status, body));
}

/**
 * Answers by route: a key is 'METHOD /path' or just '/path' (any method); a request no key matches
 * gets the API's 404 not_found.
 */
export function stubFetch(answers: Record<string, FetchAnswer>) {
  const stub = installFetch((request) => {
    const { pathname } = new URL(request.url);
    const answer = answers[`${request.method} ${pathname}`] ?? answers[pathname];
    if (!answer) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    if (typeof answer === 'function') return answer();
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  return { ...stub, fetchStub: stub.mock };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * jsdom's FormData and File cannot travel in the Fetch API the test environment borrows from Node,
 * so a multipart upload uses Node's own (the browser has matching ones). Node's FormData class is
 * reached through a Response, its File through node:buffer.
 */
export async function withNodeMultipart<T>(run: (NodeFile: typeof File) => Promise<T>): Promise<T> {
  const jsdomFormData = globalThis.FormData;
  const form = new Response('a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const nodeFormData = (await form.formData()).constructor;
  const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');
  globalThis.FormData = nodeFormData as typeof FormData;
  try {
    return await run(NodeFile);
  } finally {
    globalThis.FormData = jsdomFormData;
  }
}
