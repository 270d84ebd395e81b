// The jsdom environment of every app's tests. jsdom has no Fetch API and no TextEncoder, which ky (the
// kernel's API client) and react-router need, so the page borrows Node's own implementations; tests then
// stub only `fetch`, the network edge, and the real client builds real Requests and reads real Responses.
// AbortController/AbortSignal come along: Node's Request only accepts Node's signals.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of NODE_GLOBALS) page[name] = globalThis[name];
    // As in a browser, relative URLs ('/api/user.php') resolve against the page's address.
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href) : input;
    const NodeRequest = globalThis.Request;
    page.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
    // jsdom has no PointerEvent: without one, a test's pointer events lose their coordinates and pointer id.
    if (!page.PointerEvent) {
      page.PointerEvent = class PointerEvent extends page.MouseEvent {
        constructor(type, init = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
          this.pointerType = init.pointerType ?? 'mouse';
          this.isPrimary = init.isPrimary ?? true;
        }
      };
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
