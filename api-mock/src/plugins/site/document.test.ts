import { landingSlugLanguage } from 'contract';
import {
  acceptedLanguages,
  documentHead,
  documentLanguage,
  documentTitle,
  escapeHtml,
  localeCookie,
  openGraphLocale,
  parseShellTemplate,
  themeColor,
  type DocumentSite,
} from './document.js';
import { faviconSvg, letterColor, siteInitial } from './favicon.js';
import { compilePageTitles } from './page-titles.js';
import { routeScore } from './route-patterns.js';

const SITE: DocumentSite = {
  name: 'Herzklopfen',
  domainLanguage: 'de_DE',
  description: 'Flirten & chatten',
  indexTitle: 'Herzklopfen – flirten',
  primaryColor: '#d81b60',
  origin: 'https://herzklopfen.test',
};

describe('the document of a page', () => {
  it('escapes text for text nodes and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('decides the language as the shell does: slug, cookie, site, browser, English', () => {
    const base = { pathname: '/', cookie: null, domainLanguage: 'de_DE', acceptLanguage: 'fr-FR,fr;q=0.9' };
    expect(documentLanguage(base)).toBe('de');
    expect(documentLanguage({ ...base, cookie: 'pl' })).toBe('pl');
    expect(documentLanguage({ ...base, cookie: 'pt' })).toBe('de');
    expect(documentLanguage({ ...base, cookie: 'pl', pathname: '/members/3/landing2/eng' })).toBe('en');
    expect(documentLanguage({ ...base, domainLanguage: 'pt_BR' })).toBe('fr');
    expect(documentLanguage({ ...base, domainLanguage: '', acceptLanguage: 'ja, pt;q=0.5' })).toBe('en');
  });

  it("reads a member lander's slug as a language only where it names one", () => {
    expect(landingSlugLanguage('/members/3/landing2/eng')).toBe('en');
    expect(landingSlugLanguage('/members/3/landing3/NL/')).toBe('nl');
    expect(landingSlugLanguage('/members/3/landing2/en')).toBeNull();
    expect(landingSlugLanguage('/members/3/landing2/summer')).toBeNull();
    expect(landingSlugLanguage('/members/3/landing2')).toBeNull();
    expect(landingSlugLanguage('/members/3/landing/de')).toBeNull();
    expect(landingSlugLanguage('/landers/video/de')).toBe('de');
    expect(landingSlugLanguage('/landers/video/summer-nights')).toBeNull();
    expect(landingSlugLanguage('/members/3/landing2/%E0%A4%A')).toBeNull();
  });

  it('reads the locale cookie and Accept-Language', () => {
    expect(localeCookie('a=1; i18n_redirected=de; b=2')).toBe('de');
    expect(localeCookie('a=1')).toBeNull();
    expect(localeCookie(undefined)).toBeNull();
    expect(localeCookie('i18n_redirected=%E0%A4%A')).toBeNull();
    expect(acceptedLanguages('fr;q=0.5, de-CH, *;q=0.1, en;q=0')).toEqual(['de-CH', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("names og:locale after the site's own territory when the language is the site's", () => {
    expect(openGraphLocale('de', 'de_AT')).toBe('de_AT');
    expect(openGraphLocale('en', 'de_AT')).toBe('en_GB');
    expect(openGraphLocale('nl', 'nl-be')).toBe('nl_BE');
    expect(openGraphLocale('fr', 'garbage')).toBe('fr_FR');
  });

  it('takes the primary colour only when it is a plain CSS colour', () => {
    expect(themeColor('#d81b60')).toBe('#d81b60');
    expect(themeColor(' rebeccapurple ')).toBe('rebeccapurple');
    expect(themeColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(themeColor(null)).toBe('#e8461e');
    expect(themeColor('red" onload="x')).toBe('#e8461e');
    expect(themeColor('url(https://evil.test/x)')).toBe('#e8461e');
  });

  it('titles / with index_title, other pages "<page> | <site>", unknown ones with the site name', () => {
    const input = { site: SITE, pathname: '/', pageTitle: null, found: true };
    expect(documentTitle(input)).toBe('Herzklopfen – flirten');
    expect(documentTitle({ ...input, pathname: '/signup', pageTitle: 'Registrieren' })).toBe(
      'Registrieren | Herzklopfen',
    );
    expect(documentTitle({ ...input, pathname: '/pages/faq' })).toBe('Herzklopfen');
    expect(documentTitle({ ...input, pathname: '/nope', pageTitle: 'x', found: false })).toBe('Herzklopfen');
    expect(documentTitle({ ...input, site: { ...SITE, indexTitle: ' ' } })).toBe('Herzklopfen');
  });

  it('carries the head elements, og:url only for a page that exists', () => {
    const head = documentHead({
      site: SITE,
      language: 'de',
      pathname: '/signup',
      pageTitle: 'Registrieren',
      found: true,
      iconHref: '/favicon.svg',
    });
    expect(head).toBe(
      '<title>Registrieren | Herzklopfen</title>' +
        '<meta name="description" content="Flirten &amp; chatten">' +
        '<meta name="theme-color" content="#d81b60">' +
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
        '<link rel="manifest" href="/manifest.webmanifest">' +
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">' +
        '<meta property="og:type" content="website">' +
        '<meta property="og:site_name" content="Herzklopfen">' +
        '<meta property="og:title" content="Registrieren | Herzklopfen">' +
        '<meta property="og:description" content="Flirten &amp; chatten">' +
        '<meta property="og:url" content="https://herzklopfen.test/signup">' +
        '<meta property="og:locale" content="de_DE">',
    );
    const missing = documentHead({
      site: SITE,
      language: 'de',
      pathname: '/nope',
      pageTitle: null,
      found: false,
      iconHref: '/favicon.svg',
    });
    expect(missing).not.toContain('og:url');
    expect(missing).toContain('<meta name="robots" content="noindex">');
  });

  it("replaces the build's own title, colour, description, icon and lang, and keeps everything else", () => {
    const template = parseShellTemplate(
      '<!doctype html><html lang=en class=x><head><meta charset=utf-8><meta name=description>' +
        '<meta name="theme-color" content="#000"><title>shell</title><link rel=icon href=/a.ico>' +
        '<meta property="og:title" content="old"><script defer src=/main.js></script></head><body></body></html>',
    );
    expect(template.render('de', '<title>T</title>')).toBe(
      '<!doctype html><html lang="de" class=x><head><meta charset=utf-8><title>T</title>' +
        '<script defer src=/main.js></script></head><body></body></html>',
    );
    expect(parseShellTemplate('<html><head></head></html>').render('fr', '<title>T</title>')).toBe(
      '<html lang="fr"><head><title>T</title></head></html>',
    );
  });
});

describe('the documents of server-drawn pages', () => {
  const template = parseShellTemplate(
    '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.js></script></head>' +
      '<body><div id="root"></div></body></html>',
  );

  it("puts a shell page's markup into #root and keeps the shell's scripts, which take it over", () => {
    expect(
      template.renderPage('de', '<title>T</title>', {
        page: 'home',
        html: '<main>Hallo</main>',
        state: null,
      }),
    ).toBe(
      '<!doctype html><html lang="de"><head><meta charset=utf-8><title>T</title>' +
        '<script defer src=/main.js></script></head>' +
        '<body><div id="root" data-ssr-page="home"><main>Hallo</main></div></body></html>',
    );
  });

  it("carries a drawn page's state in a JSON script after #root", () => {
    expect(
      template.renderPage('en', '', { page: 'members-id-signup', html: '<p>Hi</p>', state: '{"page":"x"}' }),
    ).toContain(
      '<div id="root" data-ssr-page="members-id-signup"><p>Hi</p></div>' +
        '<script type="application/json" id="page-state">{"page":"x"}</script></body>',
    );
  });

  it("replaces the shell's scripts with a lander's own, and carries its state", () => {
    const html = template.renderLander('en', '', {
      parcel: 'video',
      html: '<p>Hi</p>',
      state: '{"a":1}',
      scripts: ['/remotes/mf-landers/v1/ssr/client.js'],
    });
    expect(html).not.toContain('/main.js');
    expect(html).toContain('<div id="root" data-ssr-lander="video"><p>Hi</p></div>');
    expect(html).toContain(
      '<script type="application/json" id="lander-state">{"a":1}</script>' +
        '<script defer src="/remotes/mf-landers/v1/ssr/client.js"></script></body>',
    );
  });
});

describe('page titles from the registrations', () => {
  const titles = compilePageTitles([
    { remote: 'shell', pages: [{ name: 'index', path: '/', title: 'titles.index' }] },
    {
      remote: 'mf_landers',
      pages: [
        { name: 'invite', path: '/:token', title: 'titles.invite' },
        { name: 'signup', path: '/signup', title: 'titles.signup' },
        { name: 'lander', path: '/landers/video/:slug?', title: 'titles.lander' },
      ],
      messages: {
        en: { 'titles.invite': 'Your invitation', 'titles.signup': 'Sign up', 'titles.lander': 'Meet' },
        de: { 'titles.signup': 'Registrieren' },
      },
    },
    {
      remote: 'mf_other',
      // A name or path already taken stays with the first registrant.
      pages: [
        { name: 'signup', path: '/register', title: 'titles.x' },
        { name: 'other', path: '/signup', title: 'titles.x' },
        { name: 'nested', path: '/nested', title: 'titles.nested' },
      ],
      messages: { en: { 'titles.x': 'Taken over', titles: { nested: 'Nested text' } } },
    },
    { remote: 'broken', pages: 'nope' },
    null,
  ]);

  it('finds the most specific page and its text in the language, else in English', () => {
    expect(titles('/signup', 'de')).toBe('Registrieren');
    expect(titles('/SIGNUP/', 'en')).toBe('Sign up');
    expect(titles('/abc123', 'de')).toBe('Your invitation');
    expect(titles('/landers/video/summer', 'en')).toBe('Meet');
    expect(titles('/landers/video', 'en')).toBe('Meet');
    expect(titles('/nested', 'en')).toBe('Nested text');
  });

  it('knows no title for a page without texts or a path of no page', () => {
    expect(titles('/', 'en')).toBeNull();
    // Only the invite route matches there: the page taken by the first registrant is not another's.
    expect(titles('/register', 'en')).toBe('Your invitation');
    expect(titles('/a/b/c', 'en')).toBeNull();
  });

  it('ranks static segments over parameters over splats', () => {
    expect(routeScore('/signup')).toBeGreaterThan(routeScore('/:token'));
    expect(routeScore('/members/:id')).toBeGreaterThan(routeScore('/members/*'));
  });
});

describe('the site icon', () => {
  it("draws the site's initial on its colour, readable", () => {
    expect(siteInitial('herzklopfen')).toBe('H');
    expect(siteInitial('  élan')).toBe('É');
    expect(siteInitial('"42 dates"')).toBe('4');
    expect(siteInitial('***')).toBe('');
    expect(letterColor('#d81b60')).toBe('#ffffff');
    expect(letterColor('#ffeb3b')).toBe('#1a1a1a');
    expect(letterColor('rebeccapurple')).toBe('#ffffff');
    const svg = faviconSvg('<Tom>', '#fe0');
    expect(svg).toContain('fill="#fe0"');
    expect(svg).toMatch(/fill="#1a1a1a">T<\/text><path [^>]*fill="#1a1a1a"\/><\/svg>$/);
    // Without a letter the mark is a heart alone.
    expect(faviconSvg('!!', null)).not.toContain('<text');
    expect(faviconSvg('!!', null)).toMatch(
      /<path transform="translate\(32 33\) [^>]*fill="#1a1a1a"\/><\/svg>$/,
    );
  });
});
