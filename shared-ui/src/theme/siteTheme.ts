import { darken, lighten, mix, parseToRgba, rgba, toHex } from 'color2k';
import { contrastRatio } from './contrast';
import { theme as defaultTheme, type Theme } from './theme';

/** WCAG AA for body text: every text colour laid on a brand fill, and brand text on white or grey, reaches it. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
/** Lightness moves in steps of 1 %: close to the configured colour, and black or white is always reached. */
const STEPS = 100;

/** The colour as opaque #rrggbb, or null when it is not a CSS colour. */
function opaqueHex(color: string): string | null {
  try {
    const [red, green, blue] = parseToRgba(color);
    return toHex(rgba(red, green, blue, 1));
  } catch {
    return null;
  }
}

/**
 * The colour, darkened (or lightened) by the smallest whole percent of lightness that makes it reach AA
 * against `other`. A colour that already reaches it is returned unchanged.
 */
export function readableAgainst(color: string, other: string, shift: 'darken' | 'lighten'): string {
  for (let step = 0; step <= STEPS; step += 1) {
    const amount = step / STEPS;
    // Step 0 is the colour itself: the trip through HSL would round its channels.
    const shifted = step === 0 ? color : shift === 'darken' ? darken(color, amount) : lighten(color, amount);
    const candidate = toHex(shifted);
    if (contrastRatio(candidate, other) >= AA_TEXT_CONTRAST) return candidate;
  }
  return shift === 'darken' ? '#000000' : WHITE;
}

/**
 * The theme of a site whose brand colour is `brandColor` (the settings' primary_color). The brand
 * colour itself is kept for decoration (loading bar, accents); buttons, links and the primary tone use
 * it as a fill under white text and as text on white and the page's light greys, so a configured colour
 * too light for that at 4.5:1 is darkened until it reaches it: a pale yellow brand becomes a deep olive on buttons rather
 * than unreadable ones. Hover and pressed shades are darker still, and the pale tint behind outline
 * buttons and primary alerts gets a text shade darkened until it reads on that tint.
 *
 * No brand colour, or one that is not a CSS colour, gives the product's default theme.
 */
export function createSiteTheme(brandColor: string | null | undefined): Theme {
  const brand = brandColor ? opaqueHex(brandColor.trim()) : null;
  if (!brand) return defaultTheme;

  // Readable on the darkest light surface it is drawn on (sunken grey), hence on white and muted grey too.
  const primary = readableAgainst(brand, defaultTheme.colors.surfaceSunken, 'darken');
  const primaryHover = toHex(darken(primary, 0.07));
  const primaryActive = toHex(darken(primary, 0.12));
  const primarySubtle = toHex(mix(primary, WHITE, 0.9));
  const onPrimarySubtle = readableAgainst(primaryActive, primarySubtle, 'darken');

  return {
    ...defaultTheme,
    colors: {
      ...defaultTheme.colors,
      brandPrimary: brand,
      primary,
      primaryHover,
      primaryActive: onPrimarySubtle,
      onPrimary: WHITE,
      primarySubtle,
      link: primary,
      linkHover: onPrimarySubtle,
    },
    tones: {
      ...defaultTheme.tones,
      primary: {
        solid: primary,
        onSolid: WHITE,
        subtle: primarySubtle,
        onSubtle: onPrimarySubtle,
        border: primary,
      },
    },
  };
}
