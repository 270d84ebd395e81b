/** @jest-environment node */
import { createSiteFixture, type SiteFixture } from '../testing/site-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const HTML = { accept: 'text/html' };

/** `{ feature: allowlist }` from a Permissions-Policy header. */
const features = (header: string) =>
  Object.fromEntries(
    header.split(',').map((part) => {
      const [name = '', allowlist = ''] = part.trim().split('=');
      return [name, allowlist];
    }),
  );

describe('Permissions-Policy', () => {
  let site: SiteFixture;
  let t: TestApp;
  beforeAll(async () => {
    site = await createSiteFixture();
    await site.writeShell([{ path: '/' }, { path: '/members/:id' }]);
    t = await createTestApp({ siteRoot: site.root });
  });
  afterAll(async () => {
    await t.close();
    await site.remove();
  });

  it('goes with every HTML page and allows only what the site uses', async () => {
    for (const url of ['/', '/members/42', '/no/such/page']) {
      const page = await t.app.inject({ url, headers: HTML });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const policy = features(String(page.headers['permissions-policy']));
      // The location settings ask for the position; the invite link is copied; the lander's hero video plays.
      expect(policy).toMatchObject({
        geolocation: '(self)',
        'clipboard-write': '(self)',
        autoplay: '(self)',
      });
      for (const unused of ['camera', 'microphone', 'payment', 'usb', 'display-capture', 'fullscreen']) {
        expect({ unused, allowlist: policy[unused] }).toEqual({ unused, allowlist: '()' });
      }
      const allowed = Object.entries(policy).filter(([, allowlist]) => allowlist !== '()');
      expect(allowed.map(([name]) => name).sort()).toEqual(['autoplay', 'clipboard-write', 'geolocation']);
    }
  });
});
