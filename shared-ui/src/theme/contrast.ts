import { getContrast, getLuminance } from 'color2k';

/**
 * WCAG 2.x contrast maths (color2k), used by the site themes to keep every text colour readable on its
 * background and by the tests that prove it: AA asks 4.5:1 for body text, 3:1 for large text and UI parts.
 * Both accept any CSS colour and throw on text that is not one.
 */

/** Relative luminance as defined by WCAG. */
export function relativeLuminance(color: string): number {
  return getLuminance(color);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  return getContrast(foreground, background);
}
