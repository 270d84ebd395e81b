// jsdom has no fetch. The shell's tests stub fetch (the network edge) and let the real API client (ky)
// build real Requests and read real Responses, so the environment lends jsdom Node's own Fetch API.
// AbortController/AbortSignal come along: Node's Request only accepts Node's signals.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const FETCH_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    for (const name of FETCH_GLOBALS) window[name] = globalThis[name];
    // As in a browser, relative URLs ('/api/user.php') resolve against the page's address.
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL
        ? new URL(String(input), window.location.href)
        : input;
    const NodeRequest = globalThis.Request;
    window.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    window.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetchEnvironment;
