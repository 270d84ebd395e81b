/** @jest-environment node */
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sites } from '../db/schema.js';
import { deployRemote } from '../deploy/remotes.js';
import { BUILT_SHELL_INDEX, createSiteFixture, type SiteFixture } from '../testing/site-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const SHELL_ROUTES = {
  remote: 'shell',
  namespace: 'shell',
  pages: [
    { name: 'index', path: '/', layout: 'default', title: 'titles.index' },
    { name: 'pages-faq', path: '/pages/faq', layout: 'default', title: 'titles.pages-faq' },
  ],
};

const LANDERS_REGISTRATION = {
  remote: 'mf_landers',
  namespace: 'mf-landers',
  pages: [
    { name: 'signup', path: '/signup', layout: 'empty', title: 'titles.signup' },
    {
      name: 'members-id-landing2-slug',
      path: '/members/:id/landing2/:slug?',
      layout: 'lander',
      title: 'titles.lander',
    },
    {
      name: 'members-id-landing3-slug',
      path: '/members/:id/landing3/:slug?',
      layout: 'lander',
      title: 'titles.lander',
    },
  ],
  messages: {
    en: { 'titles.signup': 'Sign up', 'titles.lander': 'Meet someone tonight' },
    de: { 'titles.signup': 'Registrieren', 'titles.lander': 'Triff heute noch jemanden' },
  },
};

const FLIRTMOMENT = {
  host: 'flirtmoment.test',
  name: 'Flirtmoment',
  indexTitle: 'Flirtmoment – chat, flirt and meet people near you',
  description: 'Flirtmoment is a relaxed place to chat, flirt and meet new people near you.',
};
const HERZKLOPFEN = {
  host: 'herzklopfen.test',
  name: 'Herzklopfen',
  indexTitle: 'Herzklopfen – flirten, chatten und neue Leute kennenlernen',
  description: 'Herzklopfen ist der Ort für ehrliche Gespräche',
};

/** The parts of a document the tests look at (the document is ours: simple patterns read it). */
function readDocument(html: string) {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = (attribute: 'name' | 'property', key: string): string | null => {
    const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
    return found ? unescape(found[1] ?? '') : null;
  };
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1] ?? ''));
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    titles,
    title: titles[0] ?? null,
    description: meta('name', 'description'),
    themeColor: meta('name', 'theme-color'),
    robots: meta('name', 'robots'),
    icon: /<link rel="icon" type="image\/svg\+xml" href="([^"]*)">/.exec(html)?.[1] ?? null,
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="og:([a-z_]+)" content="([^"]*)">/g)].map((match) => [
        match[1] ?? '',
        unescape(match[2] ?? ''),
      ]),
    ),
  };
}

describe('the documents of the pages, per site', () => {
  let site: SiteFixture;
  let t: TestApp;

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, accept: 'text/html', ...headers } });

  beforeAll(async () => {
    site = await createSiteFixture();
    await site.writeShell([]);
    await site.write('shell/dist/index.html', BUILT_SHELL_INDEX);
    await site.write('shell/dist/routes.json', JSON.stringify(SHELL_ROUTES));
    await site.buildRemote('mf-landers', 'mf_landers', 'one', []);
    await site.write('mf-landers/dist/registration.json', JSON.stringify(LANDERS_REGISTRATION));
    await deployRemote({ siteRoot: site.root, app: 'mf-landers', version: '1.0.0' });
    t = await createTestApp({ siteRoot: site.root, env: { SITE_URL_TEMPLATE: 'https://{domain}' } });
  });
  afterAll(async () => {
    await t.close();
    await site.remove();
  });

  it("gives / the English site's language, index title, description, colour, icon and Open Graph tags", async () => {
    const response = await get('/', FLIRTMOMENT.host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const document = readDocument(response.body);
    expect(document.lang).toBe('en');
    expect(document.titles).toEqual([FLIRTMOMENT.indexTitle]);
    expect(document.description).toMatch(new RegExp(`^${FLIRTMOMENT.description}`));
    // No primary_color: the default theme's brand colour.
    expect(document.themeColor).toBe('#e8461e');
    expect(document.icon).toBe('/favicon.svg');
    expect(document.robots).toBeNull();
    expect(document.og).toEqual({
      type: 'website',
      site_name: FLIRTMOMENT.name,
      title: FLIRTMOMENT.indexTitle,
      description: document.description,
      url: 'https://flirtmoment.test/',
      locale: 'en_GB',
    });
    // The build's own elements are replaced, the rest of it is kept, the charset stays first in <head>.
    expect(response.body).not.toContain('<title>shell</title>');
    expect(response.body.match(/theme-color/g)).toHaveLength(1);
    expect(response.body).toMatch(/^<!doctype html><html lang="en"><head><meta charset=utf-8><title>/);
    expect(response.body).toContain('<script defer src=/main.21533022.js></script></head>');
    expect(response.body).toContain('<div id=root></div>');
  });

  it("gives the German site's pages its language, colour and texts, with the page title of a lander", async () => {
    const home = readDocument((await get('/', HERZKLOPFEN.host)).body);
    expect(home.lang).toBe('de');
    expect(home.title).toBe(HERZKLOPFEN.indexTitle);
    expect(home.description).toMatch(new RegExp(`^${HERZKLOPFEN.description}`));
    expect(home.themeColor).toBe('#d81b60');
    expect(home.og).toMatchObject({
      site_name: HERZKLOPFEN.name,
      url: 'https://herzklopfen.test/',
      locale: 'de_DE',
    });

    const lander = await get('/members/42/landing2', HERZKLOPFEN.host);
    expect(lander.statusCode).toBe(200);
    const document = readDocument(lander.body);
    expect(document.title).toBe('Triff heute noch jemanden | Herzklopfen');
    expect(document.og).toMatchObject({
      title: 'Triff heute noch jemanden | Herzklopfen',
      url: 'https://herzklopfen.test/members/42/landing2',
    });
    // A page whose title the server does not know carries the site's name.
    expect(readDocument((await get('/pages/faq', HERZKLOPFEN.host)).body).title).toBe('Herzklopfen');
    // The Host header chooses the site and nothing else: og:url is the configured one.
    const aliased = readDocument((await get('/signup', 'localhost:4173')).body);
    expect(aliased.og.url).toBe('https://flirtmoment.test/signup');
    expect(aliased.title).toBe('Sign up | Flirtmoment');
  });

  it('speaks the language of the locale cookie when the site offers it, else the site default', async () => {
    const german = readDocument(
      (await get('/members/42/landing3', FLIRTMOMENT.host, { cookie: 'a=1; i18n_redirected=de' })).body,
    );
    expect(german.lang).toBe('de');
    expect(german.title).toBe('Triff heute noch jemanden | Flirtmoment');
    expect(german.og.locale).toBe('de_DE');
    const english = readDocument((await get('/', HERZKLOPFEN.host, { cookie: 'i18n_redirected=en' })).body);
    expect(english.lang).toBe('en');
    expect(english.og.locale).toBe('en_GB');
    // Not a language of the site: its domain language, as the shell decides.
    const unknown = readDocument((await get('/', HERZKLOPFEN.host, { cookie: 'i18n_redirected=pt' })).body);
    expect(unknown.lang).toBe('de');
    // The browser's language does not outweigh the site's own.
    const browser = readDocument((await get('/', HERZKLOPFEN.host, { 'accept-language': 'fr-FR' })).body);
    expect(browser.lang).toBe('de');
  });

  it("takes a member lander's language slug ('eng' for English) over the cookie; other slugs change nothing", async () => {
    const english = await get('/members/42/landing3/eng', HERZKLOPFEN.host);
    expect(english.statusCode).toBe(200);
    expect(readDocument(english.body)).toMatchObject({
      lang: 'en',
      title: 'Meet someone tonight | Herzklopfen',
      og: expect.objectContaining({ locale: 'en_GB' }) as unknown,
    });
    const german = readDocument(
      (await get('/members/42/landing2/de', FLIRTMOMENT.host, { cookie: 'i18n_redirected=fr' })).body,
    );
    expect(german.lang).toBe('de');
    expect(german.title).toBe('Triff heute noch jemanden | Flirtmoment');
    for (const slug of ['summer-nights', 'en', 'xx', 'de-de']) {
      const response = await get(`/members/42/landing2/${slug}`, HERZKLOPFEN.host);
      expect(response.statusCode).toBe(200);
      expect(readDocument(response.body).lang).toBe('de');
    }
  });

  it('answers a page with its document whatever the Accept header says; only unknown paths are 404', async () => {
    for (const url of ['/', '/members/42/landing2/eng', '/signup']) {
      for (const accept of ['*/*', undefined, 'application/json', 'image/webp']) {
        const response = await t.app.inject({
          url,
          headers: accept === undefined ? { host: HERZKLOPFEN.host } : { host: HERZKLOPFEN.host, accept },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(readDocument(response.body).og.site_name).toBe('Herzklopfen');
      }
    }
    for (const accept of ['*/*', undefined, 'text/html']) {
      const response = await t.app.inject({
        url: '/no/such/page',
        headers: accept === undefined ? { host: HERZKLOPFEN.host } : { host: HERZKLOPFEN.host, accept },
      });
      expect(response.statusCode).toBe(404);
      const document = readDocument(response.body);
      expect(document).toMatchObject({ lang: 'de', title: 'Herzklopfen', robots: 'noindex' });
      expect(document.og.url).toBeUndefined();
    }
    const json = await t.app.inject({
      url: '/no/such/page',
      headers: { host: HERZKLOPFEN.host, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: 'not_found' });
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: HERZKLOPFEN.host } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('is revalidated: no-cache, an ETag per variant, Vary on cookie and language, and the page policy', async () => {
    const first = await get('/', HERZKLOPFEN.host);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/Cookie/);
    expect(String(first.headers.vary)).toMatch(/Accept-Language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', HERZKLOPFEN.host, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await get('/', HERZKLOPFEN.host, { 'if-none-match': etag, cookie: 'i18n_redirected=en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    expect((await get('/', FLIRTMOMENT.host)).headers.etag).not.toBe(etag);

    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Nothing inline that the policy would have to allow.
    expect(first.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(first.body).not.toMatch(/<style\b/);
  });

  it("serves each site's icon: its initial on its primary colour, cached and revalidated", async () => {
    const herzklopfen = await t.app.inject({ url: '/favicon.svg', headers: { host: HERZKLOPFEN.host } });
    expect(herzklopfen.statusCode).toBe(200);
    expect(herzklopfen.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(herzklopfen.headers['cache-control']).toBe('public, max-age=3600');
    expect(herzklopfen.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(herzklopfen.body).toContain('fill="#d81b60"');
    expect(herzklopfen.body).toMatch(/>H<\/text>/);
    expect(herzklopfen.body).not.toMatch(/href|<script|url\(/);

    const flirtmoment = await t.app.inject({ url: '/favicon.svg', headers: { host: FLIRTMOMENT.host } });
    expect(flirtmoment.body).toContain('fill="#e8461e"');
    expect(flirtmoment.body).toMatch(/>F<\/text>/);
    expect(flirtmoment.headers.etag).not.toBe(herzklopfen.headers.etag);

    const revalidated = await t.app.inject({
      url: '/favicon.svg',
      headers: { host: HERZKLOPFEN.host, 'if-none-match': String(herzklopfen.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const ico = await t.app.inject({ url: '/favicon.ico', headers: { host: HERZKLOPFEN.host } });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('escapes every value of the site', async () => {
    const [stored] = await t.db.handle.db.select().from(sites).where(eq(sites.domain, HERZKLOPFEN.host));
    if (!stored) throw new Error('the seeded site is missing');
    await t.db.handle.db
      .update(sites)
      .set({
        name: `Ärger & "Söhne" <b>'s`,
        description: '</title><script>alert(1)</script>',
        indexTitle: 'Love <3 & "more"',
        primaryColor: '#fff" onload="alert(1)',
      })
      .where(eq(sites.domain, HERZKLOPFEN.host));
    t.app.services.siteDirectory.invalidate();
    try {
      const response = await get('/', HERZKLOPFEN.host);
      expect(response.body).toContain('<title>Love &lt;3 &amp; &quot;more&quot;</title>');
      expect(response.body).toContain(
        '<meta property="og:site_name" content="Ärger &amp; &quot;Söhne&quot; &lt;b&gt;&#39;s">',
      );
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).not.toContain('onload');
      const document = readDocument(response.body);
      expect(document.description).toBe('</title><script>alert(1)</script>');
      // Not a plain colour: the default one.
      expect(document.themeColor).toBe('#e8461e');
      const lander = readDocument((await get('/members/1/landing2', HERZKLOPFEN.host)).body);
      expect(lander.title).toBe(`Triff heute noch jemanden | Ärger & "Söhne" <b>'s`);

      const icon = await t.app.inject({ url: '/favicon.svg', headers: { host: HERZKLOPFEN.host } });
      expect(icon.body).toMatch(/>Ä<\/text>/);
      expect(icon.body).not.toContain('onload');
    } finally {
      await t.db.handle.db
        .update(sites)
        .set({
          name: stored.name,
          description: stored.description,
          indexTitle: stored.indexTitle,
          primaryColor: stored.primaryColor,
        })
        .where(eq(sites.domain, HERZKLOPFEN.host));
      t.app.services.siteDirectory.invalidate();
    }
  });

  it('follows a rebuilt index.html without a restart', async () => {
    await writeFile(
      path.join(site.root, 'shell/dist/index.html'),
      '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="utf-8" />\n    <title>x</title>\n    <link rel="icon" href="/old.ico" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    );
    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(site.root, 'shell/dist/index.html'), later, later);
    const response = await get('/', HERZKLOPFEN.host);
    expect(response.body).toMatch(
      /^<!doctype html>\n<html lang="de" dir="ltr">\n {2}<head>\n {4}<meta charset="utf-8" \/><title>/,
    );
    expect(response.body).not.toContain('/old.ico');
    expect(readDocument(response.body).titles).toEqual([HERZKLOPFEN.indexTitle]);
  });
});
