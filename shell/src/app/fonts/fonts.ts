// The variable Nunito of @fontsource-variable/nunito, emitted into the shell's build as asset files (webpack
// asset modules): served by the site itself, no font service asked at run time. Latin and Latin Extended
// (Polish, Czech ...), upright only: the interface uses no italics worth a third download.
import latinUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2';

/** The family name theme.fonts.body asks for first. */
export const BRAND_FONT_FAMILY = 'Nunito Variable';

/**
 * The server render's build has no public path ('assets/x.woff2'); the shell owns the site root, so a
 * relative URL is made absolute there and the page's path never changes where the font is fetched from.
 */
export function fromSiteRoot(url: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(url) ? url : `/${url}`;
}

/** The ranges of fontsource's latin and latin-ext subsets: the browser fetches a file only when a page needs it. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const face = (url: string, range: string) => `
  @font-face {
    font-family: '${BRAND_FONT_FAMILY}';
    font-style: normal;
    /*
     * The file is preloaded with the page (shared-ui/build/index.html), so it is there for the first paint;
     * should it come late, the page keeps the system font rather than reflowing under the reader's eyes
     * (a swap moved the drawn home page by more than its layout-shift budget). Text is never invisible.
     */
    font-display: optional;
    font-weight: 200 1000;
    src: url('${fromSiteRoot(url)}') format('woff2-variations'), url('${fromSiteRoot(url)}') format('woff2');
    unicode-range: ${range};
  }
`;

/**
 * The faces live in a style element of their own, outside styled-components: that library replaces the
 * server's style tags when the shell takes a drawn page over, and a face declared again starts loading
 * again, so the new page would be laid out in the system font and moved once the file is read (a layout
 * shift on every takeover). One element, written by the server or at boot, keeps the faces' state.
 */
export const BRAND_FONT_STYLE_ID = 'brand-font-faces';

const FACES_CSS = `${face(latinExtUrl, LATIN_EXT_RANGE)}${face(latinUrl, LATIN_RANGE)}`;

/** The faces as the server writes them into the drawn page's head. */
export const brandFontStyleTag = (): string => `<style id="${BRAND_FONT_STYLE_ID}">${FACES_CSS}</style>`;

/** Declares the faces in a page that has none yet (one the server did not draw); never twice. */
export function installBrandFonts(doc: Document = document): void {
  if (doc.getElementById(BRAND_FONT_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = BRAND_FONT_STYLE_ID;
  style.textContent = FACES_CSS;
  doc.head.append(style);
}
