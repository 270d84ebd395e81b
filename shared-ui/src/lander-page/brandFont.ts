/**
 * The brand font (Nunito, variable) for a page drawn without the shell: the @font-face rules naming the
 * files the shell serves at the site root, the same files the site's document preloads, so a lander paints
 * in the font the app paints in, without a second download.
 */

/** The family the theme's body font asks for first. */
export const BRAND_FONT_FAMILY = 'Nunito Variable';

/** The ranges of fontsource's latin and latin-ext subsets: the browser fetches a file only when a page needs it. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/**
 * A built asset's URL at the site root. Every build of the site names a file by its content
 * (`assets/<name>.<hash>.woff2`), so the shell's copy, which the document preloads, has the same name as
 * the one a lander's build knows; whatever folder the lander's build would put before it is dropped.
 */
export function siteRootAsset(url: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return `/assets/${file}`;
}

const face = (url: string, range: string) =>
  `@font-face{font-family:'${BRAND_FONT_FAMILY}';font-style:normal;` +
  // Preloaded with the document, so it is there for the first paint; should it come late, the page keeps
  // the system font rather than reflowing under the reader's eyes (no layout shift). Never invisible text.
  `font-display:optional;font-weight:200 1000;` +
  `src:url('${url}') format('woff2-variations'),url('${url}') format('woff2');unicode-range:${range}}`;

/** The id of the faces' own style element: outside styled-components, which replaces its own tags. */
export const BRAND_FONT_FACES_ID = 'brand-font-faces';

/** The faces as a `<style>` element for the document's head, from the URLs of the two subset files. */
export function brandFontFacesTag(files: { latin: string; latinExt: string }): string {
  const css =
    face(siteRootAsset(files.latinExt), LATIN_EXT_RANGE) + face(siteRootAsset(files.latin), LATIN_RANGE);
  return `<style id="${BRAND_FONT_FACES_ID}">${css}</style>`;
}
