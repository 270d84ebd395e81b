/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedJson, preferredEncoding } from './cached-json.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
  ])('%j -> %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('CachedJson', () => {
  it('serves the text and compressed forms that decode to it, each made once', () => {
    const answer = new CachedJson(JSON.stringify({ settings: { name: 'Flirtmoment'.repeat(50) } }));
    expect(answer.body(null).toString('utf8')).toBe(answer.json);
    const br = answer.body('br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(answer.json);
    expect(answer.body('br')).toBe(br);
    expect(gunzipSync(answer.body('gzip')).toString('utf8')).toBe(answer.json);
  });
});
