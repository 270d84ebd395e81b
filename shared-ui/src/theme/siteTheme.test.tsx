import { render, screen } from '@testing-library/react';
import { parseToHsla } from 'color2k';
import fc from 'fast-check';
import { Button } from '../components/Button/Button';
import { contrastRatio } from './contrast';
import { createSiteTheme } from './siteTheme';
import { SiteThemeProvider } from './SiteThemeProvider';
import { textPairs } from './textPairs';
import { theme as defaultTheme } from './theme';

const AA_TEXT = 4.5;
const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('a site theme from its brand colour', () => {
  it.each([null, undefined, '', '   ', 'not a colour'])('gives the default theme for %p', (brand) => {
    expect(createSiteTheme(brand)).toBe(defaultTheme);
  });

  it('uses a brand colour that already carries white text as it is', () => {
    const site = createSiteTheme('#D81B60');
    expect(site.colors.brandPrimary).toBe('#d81b60');
    expect(site.colors.primary).toBe('#d81b60');
    expect(site.colors.link).toBe('#d81b60');
    expect(site.tones.primary.solid).toBe('#d81b60');
    expect(site.colors.secondary).toBe(defaultTheme.colors.secondary);
  });

  it('darkens a brand colour too light for white text until it reaches AA, keeping its hue', () => {
    const site = createSiteTheme('#ffeb3b');
    expect(site.colors.brandPrimary).toBe('#ffeb3b');
    expect(contrastRatio('#ffffff', '#ffeb3b')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(site.colors.onPrimary, site.colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    // The smallest darkening that reaches AA: one percent less would not.
    expect(contrastRatio('#ffffff', site.colors.primary)).toBeLessThan(AA_TEXT + 0.3);
    expect(parseToHsla(site.colors.primary)[0]).toBeCloseTo(parseToHsla('#ffeb3b')[0], -1);
  });

  it('ignores the alpha of a translucent brand colour', () => {
    expect(createSiteTheme('rgba(216, 27, 96, 0.4)').colors.primary).toBe('#d81b60');
  });

  it('makes hover and pressed shades darker than the button colour', () => {
    const { colors } = createSiteTheme('#1e88e5');
    expect(contrastRatio('#ffffff', colors.primaryHover)).toBeGreaterThan(
      contrastRatio('#ffffff', colors.primary),
    );
    expect(contrastRatio('#ffffff', colors.primaryActive)).toBeGreaterThan(
      contrastRatio('#ffffff', colors.primaryHover),
    );
  });

  it('meets AA (4.5:1) on every text pairing for any brand colour', () => {
    fc.assert(
      fc.property(hexColour, (brand) => {
        for (const { name, text, background } of textPairs(createSiteTheme(brand))) {
          const ratio = contrastRatio(text, background);
          if (ratio < AA_TEXT) throw new Error(`${name}: ${text} on ${background} is ${ratio.toFixed(2)}:1`);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('SiteThemeProvider', () => {
  it("paints the primary button in the site's colour, and in the default colour without one", () => {
    const { rerender } = render(
      <SiteThemeProvider brandColor="#d81b60">
        <Button>Sign up</Button>
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveStyle({ backgroundColor: '#d81b60' });

    rerender(
      <SiteThemeProvider brandColor={null}>
        <Button>Sign up</Button>
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveStyle({
      backgroundColor: defaultTheme.colors.primary,
    });
  });
});
