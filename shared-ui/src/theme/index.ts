// The DefaultTheme augmentation must reach every program that imports shared-ui, not only this one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts cannot be imported
/// <reference path="./styled.d.ts" />
export { theme, type Theme, type ThemeColors, type Tone, type ToneColors } from './theme';
export { AA_TEXT_CONTRAST, createSiteTheme } from './siteTheme';
export { SiteThemeProvider, type SiteThemeProviderProps } from './SiteThemeProvider';
export { media, mediaBelow, type Breakpoint, type MediaHelper } from './media';
export { useReducedMotion } from './useReducedMotion';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio, relativeLuminance } from './contrast';
