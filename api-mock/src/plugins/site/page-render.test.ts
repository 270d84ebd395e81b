/** @jest-environment node */
import { deployRemote } from '../../deploy/remotes.js';
import { signup, withSession } from '../../testing/accounts.js';
import { BUILT_SHELL_INDEX, createSiteFixture, type SiteFixture } from '../../testing/site-fixture.js';
import { captureLogs } from '../../testing/log-capture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const SHELL_ROUTES = {
  remote: 'shell',
  namespace: 'shell',
  pages: [
    { name: 'index', path: '/', layout: 'default', page: 'home' },
    { name: 'pages-faq', path: '/pages/faq', layout: 'default' },
  ],
};

/**
 * A stand-in for the shell's build: it draws `home` and tells what it was given (the markup is escaped by
 * the real entry; this one only writes plain words).
 */
const ENTRY = `
exports.drawnPages = ['home'];
exports.renderPage = async (input) => {
  // Never asked for a page it does not name: the server skips those altogether.
  if (input.page !== 'home' && !input.content) throw new Error('asked for ' + input.page);
  if (input.content) {
    return { html: '<div data-layout="empty"><main>' + input.content.html + '</main></div>', head: '<style data-styled="true">main{}</style>' };
  }
  if (input.page !== 'home') return null;
  if (input.settings.name === 'Herzklopfen' && input.locale === 'fr') throw new Error('no French today');
  const remotes = Object.keys(input.registrations).join(',');
  return {
    html: '<main><h1>' + input.settings.index_title + '</h1><p>' + input.locale + ' ' + input.pathname + ' ' + remotes + '</p></main>',
    head: '<style data-styled="true">h1{color:red}</style>',
    state: { faces: ['Clara'] },
  };
};
`;

/** A remote's entry drawing its member signup: it knows the member from the API, and the shell's pages. */
const REMOTE_ENTRY = `
exports.render = async () => null;
exports.drawnPages = ['members-id-signup'];
exports.renderPage = async (input) => {
  if (input.page !== 'members-id-signup') throw new Error('asked for ' + input.page);
  if (input.params.id === '13') throw new Error('unlucky');
  const { member } = await input.api('/api/lander-member.php?id=' + input.params.id);
  const shellPages = input.registrations.shell.pages.map((page) => page.name).join(',');
  return {
    html: '<h1>Sign up</h1><p>' + (member ? member.name : 'nobody') + ' ' + shellPages + ' ' + input.assetBase + '</p><p>&lt;/script&gt;</p>',
    head: '<style data-styled="true">h1{}</style>',
    state: { memberId: Number(input.params.id), member, note: '</script><script>alert(1)</script>' },
  };
};
`;

const REMOTE_PAGES = [
  { name: 'members-id-signup', path: '/members/:id/signup', layout: 'empty' },
  { name: 'signup', path: '/signup', layout: 'empty' },
];

describe("the first paint of the shell's own pages", () => {
  let site: SiteFixture;
  let t: TestApp;
  const logs = captureLogs('error');
  const drawingErrors = () =>
    logs
      .lines()
      .filter((line) => line.msg === 'a page could not be drawn on the server')
      .map((line) => line.page);
  const get = (url: string, host: string, headers: Record<string, string> = {}, cookies = {}) =>
    t.app.inject({ url, headers: { host, accept: 'text/html', ...headers }, cookies });

  beforeAll(async () => {
    site = await createSiteFixture();
    await site.writeShell([]);
    await site.write('shell/dist/index.html', BUILT_SHELL_INDEX);
    await site.write('shell/dist/routes.json', JSON.stringify(SHELL_ROUTES));
    await site.write('shell/dist/server/entry.cjs', ENTRY);
    await site.buildRemote('mf-landers', 'mf_landers', 'one', []);
    await site.write(
      'mf-landers/dist/registration.json',
      JSON.stringify({
        remote: 'mf_landers',
        namespace: 'landers',
        server: 'server/entry.cjs',
        pages: REMOTE_PAGES,
      }),
    );
    await site.write('mf-landers/dist/server/entry.cjs', REMOTE_ENTRY);
    await deployRemote({ siteRoot: site.root, app: 'mf-landers', version: '1.0.0' });
    t = await createTestApp({ siteRoot: site.root, logger: logs.logger });
  });
  afterAll(async () => {
    await t.close();
    await site.remove();
  });

  it("puts the page the shell's server entry drew into the document, and keeps the shell's scripts", async () => {
    const response = await get('/', 'herzklopfen.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<div id="root" data-ssr-page="home"><main><h1>Herzklopfen – [^<]+<\/h1><p>de \/ mf_landers<\/p><\/main><\/div>/,
    );
    expect(response.body).toContain('<style data-styled="true">h1{color:red}</style>');
    expect(response.body).toContain('<script defer src=/main.21533022.js></script>');
    // What the shell drew its own page with (the home's faces), for its drawing in the browser.
    expect(response.body).toContain(
      '<script type="application/json" id="page-state">{"page":"home","state":{"faces":["Clara"]}}</script>',
    );
  });

  it("draws the page for the site's default country when the visitor's country is refused, logging nothing", async () => {
    const before = logs.lines().length;
    for (const query of ['?country=%00', `?country=${'x'.repeat(3000)}`, '?country=ZZ']) {
      const response = await get(`/${query}`, 'flirtmoment.test');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root" data-ssr-page="home">');
    }
    expect(logs.lines().slice(before)).toEqual([]);
  });

  it('draws it for visitors only: a member gets the bare document the shell renders', async () => {
    const { token } = await signup(t.app, {}, 'flirtmoment.test');
    const response = await get('/', 'flirtmoment.test', {}, withSession(token));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).not.toContain('data-ssr-page');
  });

  it('leaves a page the entry does not draw, or one whose render fails, to the browser', async () => {
    const faq = await get('/pages/faq', 'flirtmoment.test');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<div id=root></div>');
    // Not a page the entry names: it is never asked (it would throw, and that would be logged).
    expect(drawingErrors()).toEqual([]);
    const failed = await get('/', 'herzklopfen.test', { cookie: 'i18n_redirected=fr' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id=root></div>');
    expect(failed.body).toMatch(/<html lang="fr"/);
    expect(drawingErrors()).toEqual(['home']);
  });

  it("frames a remote page's content, drawn by the remote's entry, and carries its state safely", async () => {
    const response = await get('/members/1/signup', 'flirtmoment.test');
    expect(response.statusCode).toBe(200);
    const root =
      /<div id="root" data-ssr-page="members-id-signup">(.*?)<\/div><script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(
        response.body,
      );
    expect(root).not.toBeNull();
    expect(root![1]).toMatch(
      /^<div data-layout="empty"><main><h1>Sign up<\/h1><p>\S+ index,pages-faq \/remotes\/mf-landers\/1\.0\.0\/<\/p>/,
    );
    // The state cannot close its script element.
    expect(root![2]).not.toContain('</script>');
    const state = JSON.parse(root![2]!) as { page: string; state: { memberId: number; note: string } };
    expect(state.page).toBe('members-id-signup');
    expect(state.state).toMatchObject({ memberId: 1, note: '</script><script>alert(1)</script>' });
    // Both drawings' CSS, and the shell's scripts to take the page over.
    expect(response.body).toContain(
      '<style data-styled="true">main{}</style><style data-styled="true">h1{}</style>',
    );
    expect(response.body).toContain('<script defer src=/main.21533022.js></script>');
  });

  it('leaves a remote page to the browser when its entry does not name it or fails', async () => {
    const before = drawingErrors().length;
    for (const path of ['/signup', '/members/13/signup']) {
      const response = await get(path, 'flirtmoment.test');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
    }
    // /signup is not among the pages it draws, so only the failed drawing is logged.
    expect(drawingErrors().slice(before)).toEqual(['members-id-signup']);
  });

  it('follows a rebuilt server entry without a restart', async () => {
    await site.write(
      'shell/dist/server/entry.cjs',
      "exports.drawnPages = ['home']; exports.renderPage = async () => ({ html: '<p>rebuilt entry</p>', head: '' });",
    );
    expect((await get('/', 'flirtmoment.test')).body).toContain(
      '<div id="root" data-ssr-page="home"><p>rebuilt entry</p></div>',
    );
    await site.write('shell/dist/server/entry.cjs', 'exports.nothing = 1;');
    expect((await get('/', 'flirtmoment.test')).body).toContain('<div id=root></div>');
  });
});
