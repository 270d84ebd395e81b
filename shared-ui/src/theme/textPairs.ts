import type { Theme } from './theme';

/** A text colour and the background the components draw it on. */
export interface TextPair {
  name: string;
  text: string;
  background: string;
}

/**
 * Every text-on-background pairing the components draw from the theme's colours: each must reach WCAG
 * AA (4.5:1) in every site's theme, which the theme tests prove for the default and for derived themes.
 * Brand-coloured text (links, outline buttons, the logo's word mark) also sits on the light greys of
 * muted and sunken surfaces (footer, filters, placeholders), so those pairs are listed too.
 */
export function textPairs({ colors, tones }: Theme): TextPair[] {
  const pairs: TextPair[] = [
    { name: 'primary button text', text: colors.onPrimary, background: colors.primary },
    { name: 'primary button text on hover', text: colors.onPrimary, background: colors.primaryHover },
    { name: 'primary button text when pressed', text: colors.onPrimary, background: colors.primaryActive },
    { name: 'secondary button text', text: colors.onSecondary, background: colors.secondary },
    { name: 'secondary button text on hover', text: colors.onSecondary, background: colors.secondaryHover },
    { name: 'outline button text', text: colors.primary, background: colors.surface },
    { name: 'outline button text on hover', text: colors.primaryActive, background: colors.primarySubtle },
    { name: 'body text', text: colors.text, background: colors.background },
    { name: 'muted text', text: colors.textMuted, background: colors.background },
    { name: 'muted text on muted surface', text: colors.textMuted, background: colors.surfaceMuted },
    { name: 'outline button text on a muted surface', text: colors.primary, background: colors.surfaceMuted },
    {
      name: 'outline button text on a sunken surface',
      text: colors.primary,
      background: colors.surfaceSunken,
    },
    { name: 'body text on a sunken surface', text: colors.text, background: colors.surfaceSunken },
    { name: 'muted text on sunken surface', text: colors.textMuted, background: colors.surfaceSunken },
    { name: 'links', text: colors.link, background: colors.background },
    { name: 'links on a muted surface', text: colors.link, background: colors.surfaceMuted },
    { name: 'links on a sunken surface', text: colors.link, background: colors.surfaceSunken },
    { name: 'links on the primary tint', text: colors.linkHover, background: colors.primarySubtle },
    { name: 'links on hover', text: colors.linkHover, background: colors.background },
  ];
  for (const [tone, tint] of Object.entries(tones)) {
    pairs.push(
      { name: `${tone} tone on its fill`, text: tint.onSolid, background: tint.solid },
      { name: `${tone} tone on its tint`, text: tint.onSubtle, background: tint.subtle },
    );
  }
  return pairs;
}
