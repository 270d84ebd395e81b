import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('uses a brand colour that already reads on white and light grey as it is', () => {
    const site = createSiteTheme('#AD1457');
    expect(site.colors.brandPrimary).toBe('#ad1457');
    expect(site.colors.primary).toBe('#ad1457');
    expect(site.colors.link).toBe('#ad1457');
    expect(site.tones.primary.solid).toBe('#ad1457');
    expect(site.colors.secondary).toBe(defaultTheme.colors.secondary);
  });

  it('darkens a brand colour too light for white text until it reaches AA, keeping its hue', () => {
    const site = createSiteTheme('#ffeb3b');
    expect(site.colors.brandPrimary).toBe('#ffeb3b');
    expect(contrastRatio('#ffffff', '#ffeb3b')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(site.colors.onPrimary, site.colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    // The smallest darkening that reaches AA on the sunken grey: one percent less would not.
    expect(contrastRatio(defaultTheme.colors.surfaceSunken, site.colors.primary)).toBeLessThan(AA_TEXT + 0.3);
    expect(parseToHsla(site.colors.primary)[0]).toBeCloseTo(parseToHsla('#ffeb3b')[0], -1);
  });

  it('darkens a brand colour that carries white text but not grey-on-grey text, by the least step', () => {
    // #d81b60 reaches 4.95:1 on white but only 4.33:1 on the sunken grey behind filters and placeholders.
    const site = createSiteTheme('#d81b60');
    expect(site.colors.brandPrimary).toBe('#d81b60');
    expect(contrastRatio(site.colors.link, defaultTheme.colors.surfaceSunken)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(contrastRatio(site.colors.link, defaultTheme.colors.surfaceSunken)).toBeLessThan(AA_TEXT + 0.2);
  });

  it('ignores the alpha of a translucent brand colour', () => {
    expect(createSiteTheme('rgba(173, 20, 87, 0.4)').colors.primary).toBe('#ad1457');
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

/**
 * The brand colours the seeded sites ship with (api-mock's site seed), read from the seed itself so a
 * colour changed there is checked here: `primaryColor: '#rrggbb'` or `null` for the default theme.
 */
function seededBrandColours(): { site: string; colour: string | null }[] {
  const seed = readFileSync(path.join(__dirname, '../../../api-mock/src/db/seed/sites.ts'), 'utf8');
  const sites = [...seed.matchAll(/\n {4}name: '([^']+)',[\s\S]*?primaryColor: (null|'[^']*')/g)];
  return sites.map(([, site, value]) => ({
    site: site ?? '',
    colour: value === 'null' ? null : (value ?? '').slice(1, -1),
  }));
}

describe('the seeded sites', () => {
  const sites = seededBrandColours();

  it('are both found in the seed', () => {
    expect(sites.map(({ site }) => site)).toEqual(expect.arrayContaining(['Flirtmoment', 'Herzklopfen']));
  });

  it.each(sites.map(({ site, colour }) => [site, colour] as const))(
    "%s's theme reaches AA on every text pairing",
    (_site, colour) => {
      const failures = textPairs(createSiteTheme(colour))
        .map(({ name, text, background }) => ({ name, ratio: contrastRatio(text, background) }))
        .filter(({ ratio }) => ratio < AA_TEXT)
        .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}:1`);
      expect(failures).toEqual([]);
    },
  );
});

describe('SiteThemeProvider', () => {
  it("paints the primary button in the site's colour, and in the default colour without one", () => {
    const { rerender } = render(
      <SiteThemeProvider brandColor="#ad1457">
        <Button>Sign up</Button>
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveStyle({ backgroundColor: '#ad1457' });

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
