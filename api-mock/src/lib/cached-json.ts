/**
 * An answer serialized once and served many times, with its compressed forms made on first use:
 * compressing the same few kilobytes on every request would cost more than everything else the request does.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

export class CachedJson {
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  /** The UTF-8 bytes: sending a buffer spares encoding and measuring the text on every request. */
  private readonly identity: Buffer;

  constructor(readonly json: string) {
    this.identity = Buffer.from(json, 'utf8');
  }

  body(encoding: ContentEncoding | null): Buffer {
    if (encoding === null) return this.identity;
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      buffer =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 11,
              },
            })
          : gzipSync(this.json, { level: 9 });
      this.encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

/** Answers for the Accept-Encoding values seen: browsers send a handful of distinct ones. */
const encodingOf = new Map<string, ContentEncoding | null>();
const MAX_ENCODINGS_KEPT = 64;
/** Longer values are parsed each time, so the memo stays small whatever clients send. */
const MAX_KEPT_LENGTH = 200;

/** The best encoding the client accepts (Accept-Encoding, honouring q=0), or null for identity. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  if (typeof acceptEncoding !== 'string' || acceptEncoding.length > MAX_KEPT_LENGTH) {
    return parseEncoding(acceptEncoding);
  }
  let encoding = encodingOf.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseEncoding(acceptEncoding);
    // Anything beyond a handful of values is unusual clients: start over rather than grow.
    if (encodingOf.size >= MAX_ENCODINGS_KEPT) encodingOf.clear();
    encodingOf.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseEncoding(acceptEncoding: string | string[]): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}
