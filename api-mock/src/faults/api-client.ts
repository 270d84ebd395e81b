/**
 * The fault tests' HTTP client of the API: a member's calls (session cookie, the site's Host, the client
 * header) with a bounded wait, and a tally of every answer, so "5xx other than 503" counts whatever a
 * client saw during a fault.
 */
import { Agent, request } from 'node:http';
import { SESSION_COOKIE } from 'contract';

/** The seeded site the fault tests' members belong to (the site is chosen by Host). */
export const FAULTS_SITE_HOST = 'flirtmoment.test';
const REQUEST_TIMEOUT_MS = 10_000;

export interface Answer {
  /** 0: no answer (connection refused or reset, time-out). */
  status: number;
  body: unknown;
  retryAfterS: number | null;
}

/** Answers seen, by status; `unexpected5xx` are the 5xx other than 503. */
export class AnswerTally {
  readonly byStatus = new Map<number, number>();
  unexpected5xx = 0;
  /** A few of the unexpected answers, for the report. */
  readonly samples: string[] = [];

  record(status: number, what: string, body?: unknown): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (status >= 500 && status !== 503) {
      this.unexpected5xx += 1;
      if (this.samples.length < 5)
        this.samples.push(`${status} ${what} ${JSON.stringify(body ?? '').slice(0, 160)}`);
    }
  }
}

export interface ApiClientOptions {
  origin: string;
  tally: AnswerTally;
}

export class ApiClient {
  readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  constructor(readonly options: ApiClientOptions) {}

  call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    {
      token,
      body,
      form,
      origin,
    }: { token?: string; body?: unknown; form?: Record<string, string>; origin?: string } = {},
  ): Promise<Answer> {
    const url = new URL(pathAndQuery, origin ?? this.options.origin);
    const payload =
      form !== undefined
        ? new URLSearchParams(form).toString()
        : body !== undefined
          ? JSON.stringify(body)
          : null;
    const headers: Record<string, string | number> = { host: FAULTS_SITE_HOST };
    if (token !== undefined) {
      headers.cookie = `${SESSION_COOKIE}=${token}`;
      headers['x-request-type'] = 'client';
    }
    if (payload !== null) {
      headers['content-type'] = form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise<Answer>((resolve) => {
      const outgoing = request(
        {
          agent: this.agent,
          host: url.hostname,
          port: url.port,
          method,
          path: url.pathname + url.search,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON (an HTML page, HAProxy's own error page): kept as text.
            }
            const status = response.statusCode ?? 0;
            this.options.tally.record(status, `${method} ${url.pathname}`, parsed);
            const retryAfter = Number(response.headers['retry-after']);
            resolve({ status, body: parsed, retryAfterS: Number.isFinite(retryAfter) ? retryAfter : null });
          });
          response.on('error', () => resolve({ status: 0, body: null, retryAfterS: null }));
        },
      );
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => resolve({ status: 0, body: null, retryAfterS: null }));
      outgoing.end(payload ?? undefined);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
