import { BRAND_FONT_FAMILY, brandFontFacesTag, siteRootAsset } from './brandFont';
import { theme } from '../theme/theme';

describe('the brand font of a page drawn without the shell', () => {
  it('is the family the theme paints the body in', () => {
    expect(theme.fonts.body.startsWith(`'${BRAND_FONT_FAMILY}'`)).toBe(true);
  });

  it('names the files the shell serves at the site root, whatever folder the lander’s build put before them', () => {
    expect(siteRootAsset('/remotes/mf-landers/1a2b/assets/nunito-latin-wght-normal.bc532dda.woff2')).toBe(
      '/assets/nunito-latin-wght-normal.bc532dda.woff2',
    );
    expect(siteRootAsset('assets/nunito-latin-wght-normal.bc532dda.woff2')).toBe(
      '/assets/nunito-latin-wght-normal.bc532dda.woff2',
    );
  });

  it('declares both subsets in their own style element, never hiding text nor moving it once painted', () => {
    const tag = brandFontFacesTag({ latin: 'assets/latin.1.woff2', latinExt: 'assets/latin-ext.2.woff2' });
    expect(tag).toMatch(/^<style id="brand-font-faces">.*<\/style>$/);
    expect(tag.match(/@font-face/g)).toHaveLength(2);
    expect(tag).toContain("url('/assets/latin.1.woff2')");
    expect(tag).toContain("url('/assets/latin-ext.2.woff2')");
    expect(tag.match(/font-display:optional/g)).toHaveLength(2);
  });
});
