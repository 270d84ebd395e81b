import { BRAND_FONT_STYLE_ID, brandFontStyleTag, fromSiteRoot, installBrandFonts } from './fonts';

describe('the brand font files', () => {
  it("are fetched from the site's root whatever page asks, as the server render names them relatively", () => {
    expect(fromSiteRoot('assets/nunito-latin-wght-normal.1a2b3c4d.woff2')).toBe(
      '/assets/nunito-latin-wght-normal.1a2b3c4d.woff2',
    );
    expect(fromSiteRoot('/assets/x.woff2')).toBe('/assets/x.woff2');
    expect(fromSiteRoot('https://site.test/assets/x.woff2')).toBe('https://site.test/assets/x.woff2');
  });
});

describe('the brand font faces', () => {
  afterEach(() => document.getElementById(BRAND_FONT_STYLE_ID)?.remove());

  it('are declared once in a page the server did not draw, however often boot asks', () => {
    installBrandFonts();
    installBrandFonts();
    const styles = document.head.querySelectorAll(`#${BRAND_FONT_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toMatch(/font-family: 'Nunito Variable'/);
    expect(styles[0]!.textContent!.match(/@font-face/g)).toHaveLength(2);
  });

  it("keep the server's element when the shell takes a drawn page over, so the faces are not loaded again", () => {
    document.head.insertAdjacentHTML('beforeend', brandFontStyleTag());
    const drawn = document.getElementById(BRAND_FONT_STYLE_ID);
    installBrandFonts();
    expect(document.head.querySelectorAll(`#${BRAND_FONT_STYLE_ID}`)).toHaveLength(1);
    expect(document.getElementById(BRAND_FONT_STYLE_ID)).toBe(drawn);
  });
});
