import type { APIRequestContext } from '@playwright/test';

/** How often a read is sent again after its connection was reset before any answer. */
const READ_RETRIES = 2;

/**
 * Makes a context's API reads (page.request.get / head) retry a connection reset. Playwright's requests share
 * one keep-alive agent per process, which may hand a read a kept-alive connection in the moment the server
 * closes it as idle (the server's keep-alive time-out): the read then fails with "socket hang up" before the
 * server saw it. A browser sends such an idempotent request again on a new connection; Playwright does so
 * only when asked (maxRetries, which retries resets alone). Writes are left as they are: one the server has
 * seen must not be sent twice.
 */
export function retryReadsOnReset(request: APIRequestContext): void {
  const get = request.get.bind(request);
  const head = request.head.bind(request);
  request.get = (url, options) => get(url, { maxRetries: READ_RETRIES, ...options });
  request.head = (url, options) => head(url, { maxRetries: READ_RETRIES, ...options });
}
