/** @jest-environment node */
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from 'contract';
import { members } from '../db/schema.js';
import { deployRemote } from '../deploy/remotes.js';
import { signup } from '../testing/accounts.js';
import { captureLogs } from '../testing/log-capture.js';
import { createSiteFixture, type SiteFixture } from '../testing/site-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { cacheControlFor } from './site.js';

/** A Content-Security-Policy header as directive -> sources. */
const directives = (header: string): Record<string, string[]> =>
  Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** The fixture's index.html (SHELL_INDEX) carrying the default site (site-document.test.ts has the rest). */
const SHELL_DOCUMENT =
  /^<!doctype html><html lang="en"><head><title>Flirtmoment[^<]*<\/title><meta name="description"[\s\S]*<\/head><body><div id="root"><\/div><\/body><\/html>$/;

describe('site serving', () => {
  let site: SiteFixture;
  let t: TestApp;

  beforeAll(async () => {
    site = await createSiteFixture();
    await site.writeShell([{ path: '/' }, { path: '/members/:id' }, { path: '/landers/video/:slug?' }]);
    t = await createTestApp({ siteRoot: site.root });
  });
  afterAll(async () => {
    await t.close();
    await site.remove();
  });

  describe('page navigations', () => {
    it.each(['/', '/members/42', '/members/42/', '/landers/video', '/landers/video/summer'])(
      'answers %s (a route of the shell) with the page and 200',
      async (url) => {
        const response = await t.app.inject({ url, headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toMatch(SHELL_DOCUMENT);
      },
    );

    it('answers unknown paths with the same page and 404', async () => {
      for (const url of ['/no/such/page', '/members', '/members/42/photos']) {
        const response = await t.app.inject({ url, headers: HTML });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toMatch(SHELL_DOCUMENT);
      }
    });

    it('answers /<invite code> with 200 only for the code of a member of the site', async () => {
      const routes = path.join(site.root, 'shell/dist/routes.json');
      await writeFile(routes, JSON.stringify([{ path: '/' }, { path: '/:token', verify: 'invite' }]));
      const later = new Date(Date.now() + 10_000);
      await utimes(routes, later, later);
      try {
        const { user } = await signup(t.app);
        const code: string = user.invite_code;
        expect((await t.app.inject({ url: `/${code}`, headers: HTML })).statusCode).toBe(200);
        for (const url of ['/0000000000000000', '/whatever', `/${user.profile.id}`]) {
          expect((await t.app.inject({ url, headers: HTML })).statusCode).toBe(404);
        }
        const otherSite = await t.app.inject({
          url: `/${code}`,
          headers: { ...HTML, host: 'herzklopfen.test' },
        });
        expect(otherSite.statusCode).toBe(404);
      } finally {
        await site.writeShell([{ path: '/' }, { path: '/members/:id' }, { path: '/landers/video/:slug?' }]);
        const evenLater = new Date(Date.now() + 20_000);
        await utimes(routes, evenLater, evenLater);
      }
    });

    it('answers /members/<id> with 200 only for a member the viewer may see on the site, else 404', async () => {
      const routes = path.join(site.root, 'shell/dist/routes.json');
      await writeFile(routes, JSON.stringify([{ path: '/' }, { path: '/members/:id', verify: 'member' }]));
      const later = new Date(Date.now() + 10_000);
      await utimes(routes, later, later);
      const page = async (url: string, headers: Record<string, string> = {}) =>
        (await t.app.inject({ url, headers: { ...HTML, ...headers } })).statusCode;
      try {
        const shown = await signup(t.app);
        const viewer = await signup(t.app);
        const elsewhere = await signup(t.app, {}, 'herzklopfen.test');
        const id: number = shown.user.profile.id;
        const elsewhereId: number = elsewhere.user.profile.id;
        // A profile is hidden until its address is confirmed.
        expect(await page(`/members/${id}`)).toBe(404);
        for (const member of [id, elsewhereId]) {
          await t.db.handle.db
            .update(members)
            .set({ status: 'confirmed', profileStatus: 'active' })
            .where(eq(members.id, member));
        }
        expect(await page(`/members/${id}`)).toBe(200);
        expect(await page(`/members/${id}/`, { cookie: `${SESSION_COOKIE}=${viewer.token}` })).toBe(200);
        for (const url of ['/members/999999', '/members/abc', '/members/0', '/members/-1', '/members/1e3']) {
          expect({ url, status: await page(url) }).toEqual({ url, status: 404 });
        }
        expect(await page('/members/99999999999999999999')).toBe(404);
        // Another site's member, whoever asks, and a session of one site used on another.
        expect(await page(`/members/${id}`, { host: 'herzklopfen.test' })).toBe(404);
        expect(await page(`/members/${elsewhereId}`)).toBe(404);
        expect(
          await page(`/members/${elsewhereId}`, { cookie: `${SESSION_COOKIE}=${elsewhere.token}` }),
        ).toBe(404);
        expect(await page(`/members/${elsewhereId}`, { host: 'herzklopfen.test' })).toBe(200);

        // Invisible: only for themselves (and members in contact); deleted or pending deletion: for nobody.
        await t.db.handle.db.update(members).set({ invisible: true }).where(eq(members.id, id));
        expect(await page(`/members/${id}`)).toBe(404);
        expect(await page(`/members/${id}`, { cookie: `${SESSION_COOKIE}=${viewer.token}` })).toBe(404);
        expect(await page(`/members/${id}`, { cookie: `${SESSION_COOKIE}=${shown.token}` })).toBe(200);
        await t.db.handle.db
          .update(members)
          .set({ invisible: false, deletedAt: new Date() })
          .where(eq(members.id, id));
        expect(await page(`/members/${id}`)).toBe(404);
        // The JSON 404 for clients that take no HTML, as for any path that is no page.
        const json = await t.app.inject({ url: '/members/999999', headers: { accept: 'application/json' } });
        expect(json.statusCode).toBe(404);
      } finally {
        await site.writeShell([{ path: '/' }, { path: '/members/:id' }, { path: '/landers/video/:slug?' }]);
        const evenLater = new Date(Date.now() + 20_000);
        await utimes(routes, evenLater, evenLater);
      }
    });

    it('answers HEAD like GET, without a body', async () => {
      const response = await t.app.inject({ method: 'HEAD', url: '/members/42', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });

    it('answers a page whatever the Accept header says, and the JSON 404 elsewhere to clients without HTML', async () => {
      for (const accept of ['application/json', '*/*', undefined]) {
        const page = await t.app.inject({ url: '/members/42', headers: accept ? { accept } : {} });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
      }
      const json = await t.app.inject({ url: '/members', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toMatchObject({ error: 'not_found' });
      const missingFile = await t.app.inject({ url: '/assets/missing.0a0a0a0a.js', headers: HTML });
      expect(missingFile.statusCode).toBe(404);
      expect(missingFile.headers['content-type']).toMatch(/^application\/json/);
      const post = await t.app.inject({ method: 'POST', url: '/members/42', headers: HTML });
      expect(post.statusCode).toBe(404);
      expect(post.headers['content-type']).toMatch(/^application\/json/);
      const remotes = await t.app.inject({ url: '/remotes/mf-chat/1/', headers: HTML });
      expect(remotes.statusCode).toBe(404);
      expect(remotes.headers['content-type']).toMatch(/^application\/json/);
    });

    it('follows a rebuilt route table without a restart', async () => {
      expect((await t.app.inject({ url: '/pricing', headers: HTML })).statusCode).toBe(404);
      const routes = path.join(site.root, 'shell/dist/routes.json');
      await writeFile(routes, JSON.stringify([{ path: '/' }, { path: '/pricing' }]));
      const later = new Date(Date.now() + 5000);
      await utimes(routes, later, later);
      expect((await t.app.inject({ url: '/pricing', headers: HTML })).statusCode).toBe(200);
    });
  });

  describe('files of the shell', () => {
    it('caches content-hashed files for a year and revalidates entry files', async () => {
      const chunk = await t.app.inject({ url: '/main.1a2b3c4d.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/index.html', '/remoteEntry.js', '/robots.txt', '/routes.json']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('classifies file names the way webpack names them', () => {
      expect(cacheControlFor('main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('assets/logo.0f9e8d7c.svg')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('main.1a2b3c4d.js.map')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
      expect(cacheControlFor('remotes.json')).toBe('no-cache');
      expect(cacheControlFor('favicon.ico')).toBe('no-cache');
      // The push service worker: a new deploy reaches every browser's next update check.
      expect(cacheControlFor('sw.js')).toBe('no-cache');
    });

    it('gives every page a strict Content-Security-Policy, with the deployed remotes as script sources', async () => {
      const policyOf = async (url: string) => {
        const page = await t.app.inject({ url, headers: HTML });
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        return directives(String(page.headers['content-security-policy']));
      };
      for (const url of ['/', '/members/42', '/no/such/page']) {
        const policy = await policyOf(url);
        expect(policy['script-src']).toEqual(["'self'"]);
        expect(policy['object-src']).toEqual(["'none'"]);
        expect(policy['base-uri']).toEqual(["'none'"]);
        expect(policy['frame-ancestors']).toEqual(["'none'"]);
        expect(policy['default-src']).toEqual(["'self'"]);
      }

      const manifestFile = path.join(site.root, '.deploy/remotes.json');
      await writeFile(
        manifestFile,
        JSON.stringify({
          mf_chat: 'https://cdn.example.com/remotes/mf-chat/2.0.0/mf-manifest.json',
          mf_members: '/remotes/mf-members/1.0.0/mf-manifest.json',
        }),
      );
      try {
        const policy = await policyOf('/');
        expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
        expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      } finally {
        await writeFile(manifestFile, '{}');
      }

      const page = await t.app.inject({ url: '/', headers: HTML });
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Files are not documents: the page policy is for HTML only; the API keeps its own.
      const api = await t.app.inject({ url: '/api/settings.php' });
      expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    });
  });

  describe('remotes', () => {
    it('serves /remotes.json fresh on every request and the deployed files under /remotes', async () => {
      expect((await t.app.inject({ url: '/remotes.json' })).json()).toEqual({});
      await site.buildRemote('mf-chat', 'mf_chat', 'one');
      const deployed = await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1.0.0' });
      const manifest = await t.app.inject({ url: '/remotes.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.json()).toEqual({ mf_chat: '/remotes/mf-chat/1.0.0/mf-manifest.json' });

      const entry = await t.app.inject({ url: '/remotes/mf-chat/1.0.0/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('/* mf_chat one */');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await t.app.inject({ url: '/remotes/mf-chat/1.0.0/feature.0a1b2c3d.js' });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const remoteManifest = await t.app.inject({ url: deployed.manifestUrl });
      expect(remoteManifest.json()).toMatchObject({ name: 'mf_chat' });

      // The deployment owns the file: an edit is visible on the next request.
      await writeFile(
        path.join(site.root, '.deploy/remotes.json'),
        JSON.stringify({ mf_chat: '/elsewhere.json' }),
      );
      expect((await t.app.inject({ url: '/remotes.json' })).json()).toEqual({ mf_chat: '/elsewhere.json' });
    });

    it('serves nothing outside the deployment folder', async () => {
      for (const url of [
        '/remotes/../shell/dist/index.html',
        '/remotes/%2e%2e/.deploy/remotes.json',
        '/remotes/nothing.js',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
      }
    });
  });
  describe('pages registered by the deployed remotes', () => {
    const status = async (url: string) => (await t.app.inject({ url, headers: HTML })).statusCode;

    it('answers 200 for the pages of the deployed version from the first request, and 404 after a rollback', async () => {
      await site.buildRemote('mf-payments', 'mf_payments', 'one', [{ path: '/credits' }]);
      const first = await deployRemote({ siteRoot: site.root, app: 'mf-payments', version: 'pages-1' });
      expect(await status('/credits')).toBe(200);
      expect(await status('/wallet')).toBe(404);

      await site.buildRemote('mf-payments', 'mf_payments', 'two', [
        { path: '/credits' },
        { path: '/wallet/:id?' },
      ]);
      await deployRemote({ siteRoot: site.root, app: 'mf-payments', version: 'pages-2' });
      expect(await status('/wallet')).toBe(200);
      expect(await status('/wallet/7')).toBe(200);

      // Rolling back is rewriting the manifest line: the page the newer version added is gone.
      await writeFile(
        path.join(site.root, '.deploy/remotes.json'),
        JSON.stringify({ mf_payments: first.manifestUrl }),
      );
      expect(await status('/wallet')).toBe(404);
      expect(await status('/credits')).toBe(200);
    });

    it('takes nothing from a remote the manifest does not name, or from a broken registration', async () => {
      await site.buildRemote('mf-account', 'mf_account', 'one', [{ path: '/profile' }]);
      const account = await deployRemote({ siteRoot: site.root, app: 'mf-account', version: 'pages-1' });
      expect(await status('/profile')).toBe(200);
      await writeFile(path.join(site.root, '.deploy/remotes.json'), JSON.stringify({}));
      expect(await status('/profile')).toBe(404);
      expect((await t.app.inject({ url: '/registrations.json' })).json()).toEqual({});

      await writeFile(path.join(account.directory, 'registration.json'), '{ not json');
      await writeFile(
        path.join(site.root, '.deploy/remotes.json'),
        JSON.stringify({
          mf_account: account.manifestUrl,
          mf_elsewhere: 'https://cdn.test/x/mf-manifest.json',
        }),
      );
      expect(await status('/profile')).toBe(404);
      // The shell's own pages still answer.
      expect(await status('/')).toBe(200);
    });

    it('serves the registrations of the deployed versions, fresh on every request', async () => {
      await site.buildRemote('mf-chat', 'mf_chat', 'pages', [{ path: '/chats' }]);
      const chat = await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: 'pages-1' });
      await writeFile(
        path.join(site.root, '.deploy/remotes.json'),
        JSON.stringify({ mf_chat: chat.manifestUrl }),
      );
      const response = await t.app.inject({ url: '/registrations.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        mf_chat: { remote: 'mf_chat', namespace: 'mf-chat', pages: [{ path: '/chats' }] },
      });
    });
  });
});

describe('site serving without a shell build', () => {
  it('starts with the API only and says so', async () => {
    const logs = captureLogs('warn');
    const t = await createTestApp({ logger: logs.logger });
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const page = await t.app.inject({ url: '/', headers: HTML });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: 'not_found' });
      expect(logs.lines().some((line) => String(line.msg).startsWith('the shell is not built'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
