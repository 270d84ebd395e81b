import { BREAKPOINTS } from '../ui-constants';

/**
 * The design tokens of every site. Brand colours default to the product's (primary red-orange,
 * secondary amber); a site with its own primary colour gets a theme derived from it (siteTheme.ts).
 * Each fill colour comes with the text colour to put on it ("on..."), and theme.test.tsx proves every
 * such pair meets WCAG AA (4.5:1).
 */
const palette = {
  /** The brand's red-orange as drawn in the logo: decorative use only (bars, accents, large shapes). */
  brandRedOrange: '#e8461e',
  /**
   * A deeper red-orange for buttons and links: white text on it reaches 5.5:1, and as text it still reaches
   * AA on the lightest greys of the page (4.8:1 on grey100), where #d13b15 fell just short.
   */
  redOrange: '#c2370f',
  redOrangeDark: '#b5310f',
  redOrangeDarker: '#a62c0c',
  redOrangeSubtle: '#fdebe5',
  amber: '#ffb300',
  amberDark: '#e6a100',
  amberSubtle: '#fff8e1',
  amberText: '#6d4c00',
  green: '#2e7d32',
  greenSubtle: '#e8f5e9',
  greenText: '#1b5e20',
  red: '#c62828',
  redDark: '#a31f1f',
  redSubtle: '#fdecea',
  redText: '#8e1c1c',
  blue: '#1565c0',
  blueSubtle: '#e3f2fd',
  blueText: '#0d47a1',
  focusBlue: '#0b57d0',
  white: '#ffffff',
  grey50: '#f5f6f7',
  grey100: '#eef0f2',
  grey200: '#dde1e5',
  grey500: '#767c85',
  grey600: '#5f6368',
  grey700: '#4b5563',
  grey800: '#374151',
  grey900: '#1f1f1f',
} as const;

export type Tone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';

/** Per tone: a solid fill with its text colour, and a subtle tint with its text colour. */
export interface ToneColors {
  solid: string;
  onSolid: string;
  subtle: string;
  onSubtle: string;
  border: string;
}

const tones: Record<Tone, ToneColors> = {
  neutral: {
    solid: palette.grey700,
    onSolid: palette.white,
    subtle: palette.grey100,
    onSubtle: palette.grey800,
    border: palette.grey500,
  },
  primary: {
    solid: palette.redOrange,
    onSolid: palette.white,
    subtle: palette.redOrangeSubtle,
    onSubtle: palette.redOrangeDarker,
    border: palette.redOrange,
  },
  info: {
    solid: palette.blue,
    onSolid: palette.white,
    subtle: palette.blueSubtle,
    onSubtle: palette.blueText,
    border: palette.blue,
  },
  success: {
    solid: palette.green,
    onSolid: palette.white,
    subtle: palette.greenSubtle,
    onSubtle: palette.greenText,
    border: palette.green,
  },
  // Amber is light, so warning fills carry dark text rather than white.
  warning: {
    solid: palette.amber,
    onSolid: palette.grey900,
    subtle: palette.amberSubtle,
    onSubtle: palette.amberText,
    border: palette.amberDark,
  },
  danger: {
    solid: palette.red,
    onSolid: palette.white,
    subtle: palette.redSubtle,
    onSubtle: palette.redText,
    border: palette.red,
  },
};

export const theme = {
  colors: {
    brandPrimary: palette.brandRedOrange,
    primary: palette.redOrange,
    primaryHover: palette.redOrangeDark,
    primaryActive: palette.redOrangeDarker,
    onPrimary: palette.white,
    primarySubtle: palette.redOrangeSubtle,
    secondary: palette.amber,
    secondaryHover: palette.amberDark,
    onSecondary: palette.grey900,
    success: palette.green,
    warning: palette.amber,
    danger: palette.red,
    dangerHover: palette.redDark,
    info: palette.blue,
    background: palette.white,
    surface: palette.white,
    surfaceMuted: palette.grey50,
    surfaceSunken: palette.grey100,
    border: palette.grey200,
    /** Borders of form controls must reach 3:1 against the page (WCAG 1.4.11). */
    borderStrong: palette.grey500,
    text: palette.grey900,
    textMuted: palette.grey600,
    textInverse: palette.white,
    link: palette.redOrange,
    linkHover: palette.redOrangeDarker,
    focus: palette.focusBlue,
    overlay: 'rgba(17, 19, 23, 0.6)',
  },
  tones,
  breakpoints: BREAKPOINTS,
  /** Spacing scale in px, used as `${theme.space.md}px`. */
  space: { xxs: 2, xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48 },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  fonts: {
    /*
     * Nunito, self-hosted by the shell (its @font-face rules name the files it ships); until it loads, and
     * in a remote running on its own, the system font draws the same text.
     */
    body: "'Nunito Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(17, 19, 23, 0.08)',
    md: '0 4px 12px rgba(17, 19, 23, 0.12)',
    lg: '0 12px 32px rgba(17, 19, 23, 0.2)',
  },
  /** Stacking order of everything that floats: keep new layers in this one list. */
  zIndices: {
    base: 0,
    sticky: 100,
    dropdown: 1000,
    overlay: 1300,
    modal: 1400,
    toast: 1500,
    loadingBar: 1600,
  },
  /** A visible keyboard focus indicator (WCAG 2.4.7): 3 px blue outline, offset from the element. */
  focusRing: { width: '3px', offset: '2px', color: palette.focusBlue },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  /** Minimum size of touch targets (WCAG 2.5.5 AAA 44 px; 2.5.8 AA asks 24 px). */
  touchTarget: '44px',
} as const;

/** The colour roles every component reads; a site's theme fills them with its own values. */
export type ThemeColors = Record<keyof typeof theme.colors, string>;

/** The theme's shape: the default theme's tokens, with colours that differ from site to site. */
export type Theme = Omit<typeof theme, 'colors' | 'tones'> & {
  colors: ThemeColors;
  tones: Record<Tone, ToneColors>;
};
