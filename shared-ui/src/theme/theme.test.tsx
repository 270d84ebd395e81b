import { render, screen } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { BREAKPOINTS } from '../ui-constants';
import { contrastRatio } from './contrast';
import { media, mediaBelow } from './media';
import { textPairs } from './textPairs';
import { theme } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('theme colours', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('white', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
    expect(() => contrastRatio('not a colour', '#fff')).toThrow(/not a colour/);
  });

  it('keeps the brand red-orange and amber', () => {
    expect(theme.colors.brandPrimary).toBe('#e8461e');
    expect(theme.colors.secondary).toBe('#ffb300');
  });

  it.each(textPairs(theme).map((pair) => [pair.name, pair] as const))(
    '%s passes AA (4.5:1)',
    (_name, { text, background }) => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('draws form borders and the focus ring at 3:1 or more (WCAG 1.4.11)', () => {
    expect(contrastRatio(theme.colors.borderStrong, theme.colors.background)).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
    expect(contrastRatio(theme.focusRing.color, theme.colors.background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('breakpoints and media helpers', () => {
  it('uses the product breakpoints 576 / 768 / 992 / 1200', () => {
    expect(theme.breakpoints).toEqual(BREAKPOINTS);
    expect([BREAKPOINTS.sm, BREAKPOINTS.md, BREAKPOINTS.lg, BREAKPOINTS.xl]).toEqual([576, 768, 992, 1200]);
  });

  it('gives min-width queries, and max-width ones just below each breakpoint', () => {
    expect(`${media.sm}`).toBe('@media (min-width: 576px)');
    expect(media.md.query).toBe('@media (min-width: 768px)');
    expect(media.lg.condition).toBe('(min-width: 992px)');
    expect(String(media.xl)).toBe('@media (min-width: 1200px)');
    expect(mediaBelow.sm.condition).toBe('(max-width: 575.98px)');
  });

  it('works both as a selector and as a block wrapper inside styled components', () => {
    const AsSelector = styled.div`
      ${media.md} {
        color: red;
      }
    `;
    const AsBlock = styled.div`
      ${media.lg`color: blue;`}
    `;
    render(
      <ThemeProvider theme={theme}>
        <AsSelector>a</AsSelector>
        <AsBlock>b</AsBlock>
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{color:red;\}\}/);
    expect(css).toMatch(/@media \(min-width: 992px\)\{\.[\w-]+\{color:blue;\}\}/);
    expect(screen.getByText('a')).toBeInTheDocument();
  });
});
