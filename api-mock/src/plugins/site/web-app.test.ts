/** @jest-environment node */
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The installed app of each site: its manifest, its icons (real PNGs of the sizes the manifest names) and
 * the offline page, per host. Flirtmoment (English, no primary colour: the default brand colour) and
 * Herzklopfen (German, #d81b60) are seeded.
 */
describe('the installed app, per site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } });
  const manifestOf = async (host: string) => {
    const answer = await get('/manifest.webmanifest', host);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    return answer.json() as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
  };

  it("serves each host its own site's manifest", async () => {
    const flirtmoment = await manifestOf('flirtmoment.test');
    expect(flirtmoment).toMatchObject({
      name: 'Flirtmoment',
      short_name: 'Flirtmoment',
      lang: 'en-GB',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: '#e8461e',
      background_color: '#e8461e',
    });
    expect(String(flirtmoment.description)).toMatch(/^Flirtmoment/);
    expect(flirtmoment.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    // localhost is Flirtmoment too.
    expect(await manifestOf('localhost')).toEqual(flirtmoment);

    const herzklopfen = await manifestOf('herzklopfen.test');
    expect(herzklopfen).toMatchObject({
      name: 'Herzklopfen',
      short_name: 'Herzklopfen',
      lang: 'de-DE',
      theme_color: '#d81b60',
      background_color: '#d81b60',
    });
  });

  it('revalidates the manifest by its ETag, apart per site', async () => {
    const first = await get('/manifest.webmanifest', 'herzklopfen.test');
    const etag = String(first.headers.etag);
    expect(
      (await get('/manifest.webmanifest', 'herzklopfen.test', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    expect(
      (await get('/manifest.webmanifest', 'flirtmoment.test', { 'if-none-match': etag })).statusCode,
    ).toBe(200);
  });

  it('draws real PNG icons of the sizes named, in the colour of the host’s site', async () => {
    const sizes: Record<string, number> = {
      '/icons/icon-192.png': 192,
      '/icons/icon-512.png': 512,
      '/icons/maskable-512.png': 512,
      '/icons/apple-touch-icon.png': 180,
    };
    const pixelAt = async (png: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    for (const [url, size] of Object.entries(sizes)) {
      const herzklopfen = await get(url, 'herzklopfen.test');
      expect(herzklopfen.statusCode).toBe(200);
      expect(herzklopfen.headers['content-type']).toBe('image/png');
      expect(herzklopfen.headers['cache-control']).toBe('public, max-age=3600');
      const meta = await sharp(herzklopfen.rawPayload).metadata();
      expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url,
        format: 'png',
        width: size,
        height: size,
      });
      const flirtmoment = await get(url, 'flirtmoment.test');
      expect(flirtmoment.headers.etag).not.toBe(herzklopfen.headers.etag);
      // Near the top left, inside the rounded corner of the `any` icons: the brand colour.
      const inside = Math.round(size * 0.2);
      expect(await pixelAt(herzklopfen.rawPayload, inside, inside)).toEqual([0xd8, 0x1b, 0x60]);
      expect(await pixelAt(flirtmoment.rawPayload, inside, inside)).toEqual([0xe8, 0x46, 0x1e]);
      const revalidated = await get(url, 'herzklopfen.test', {
        'if-none-match': String(herzklopfen.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    }
    // Maskable and Apple's icons fill the square to its corner; the `any` icon keeps its rounded corners.
    const maskable = (await get('/icons/maskable-512.png', 'herzklopfen.test')).rawPayload;
    expect(await pixelAt(maskable, 0, 0)).toEqual([0xd8, 0x1b, 0x60]);
    const any = (await get('/icons/icon-512.png', 'herzklopfen.test')).rawPayload;
    const { data } = await sharp(any).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('answers 404 for an icon it does not draw', async () => {
    for (const url of ['/icons/icon-64.png', '/icons/..%2Fpackage.json', '/icons/icon-192.png%00']) {
      expect((await get(url, 'flirtmoment.test', { accept: 'application/json' })).statusCode).toBe(404);
    }
  });

  it('serves the offline page in the site’s language with its name, styles inline and no script', async () => {
    const german = await get('/offline.html', 'herzklopfen.test');
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Du bist offline</h1>');
    expect(german.body).toContain('<a href="/">Erneut versuchen</a>');
    expect(german.body).toContain('alt="Herzklopfen"');
    expect(german.body).not.toMatch(/<script/);
    const policy = String(german.headers['content-security-policy']);
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(policy).toMatch(/img-src [^;]*data:/);

    const english = await get('/offline.html', 'flirtmoment.test');
    expect(english.body).toContain('<h1>You&#39;re offline</h1>');
    expect(english.body).toContain('<a href="/">Try again</a>');
    // The visitor's chosen language wins, as on every page.
    const polish = await get('/offline.html', 'flirtmoment.test', { cookie: 'i18n_redirected=pl' });
    expect(polish.body).toContain('<h1>Jesteś offline</h1>');
  });
});
