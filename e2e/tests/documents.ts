import http from 'node:http';
import type { Page } from '@playwright/test';
import { logInThroughApi, signUpMember } from './members';

/** The port of this worker's server (set by the siteServer fixture in fixtures.ts before any test runs). */
export function sitePort(): number {
  return Number(process.env.E2E_PORT);
}

export interface FetchedDocument {
  status: number;
  contentType: string;
  html: string;
}

/**
 * A page's HTML as a crawler or a link preview fetches it: no JavaScript, `Accept: *\/*`, the site chosen by
 * the Host header (the other demo site's name resolves to this machine only inside the browser).
 */
export function fetchDocument(
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<FetchedDocument> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: sitePort(),
        path: pathname,
        headers: { host: `${host}:${sitePort()}`, accept: '*/*', ...headers },
      },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type']),
            html,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Layout shifts of the page so far, as Lighthouse sums them (shifts right after input do not count). */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);

/** A page's HTML as a logged-in member's browser gets it: a new member, logged in through the API in `page`. */
export async function fetchDocumentAsMember(page: Page, label: string, pathname: string) {
  const member = await signUpMember(page.request, label);
  await logInThroughApi(page.request, member.email, member.password);
  return fetchDocument('127.0.0.1', pathname, {
    cookie: (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
  });
}

/**
 * The console errors of the page from now on, less the one the browser logs for the policy header on plain
 * HTTP and those `expected` names (e.g. the 403 of a logged-out visitor's session check).
 */
export function consoleErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || /Cross-Origin-Opener-Policy/.test(text)) return;
    if (!expected?.test(text)) errors.push(text);
  });
  return errors;
}
