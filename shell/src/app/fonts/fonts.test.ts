import { fromSiteRoot } from './fonts';

describe('the brand font files', () => {
  it("are fetched from the site's root whatever page asks, as the server render names them relatively", () => {
    expect(fromSiteRoot('assets/nunito-latin-wght-normal.1a2b3c4d.woff2')).toBe(
      '/assets/nunito-latin-wght-normal.1a2b3c4d.woff2',
    );
    expect(fromSiteRoot('/assets/x.woff2')).toBe('/assets/x.woff2');
    expect(fromSiteRoot('https://site.test/assets/x.woff2')).toBe('https://site.test/assets/x.woff2');
  });
});
