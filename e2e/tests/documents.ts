import http from 'node:http';

/** The e2e site's port (e2e/scripts/serve.mjs). */
export const port = Number(process.env.E2E_PORT ?? 4173);

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
        port,
        path: pathname,
        headers: { host: `${host}:${port}`, accept: '*/*', ...headers },
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
