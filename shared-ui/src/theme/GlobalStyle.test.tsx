/** @jest-environment node */
// Global styles are read from a server render: the Node build of styled-components only emits them there.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  const css = globalCss();

  it('uses border-box sizing everywhere', () => {
    expect(css).toContain('*,*::before,*::after{box-sizing:border-box;}');
  });

  it('sets the brand font, the system font behind it, and the theme text colour on the body', () => {
    expect(css).toMatch(/body\{[^}]*font-family:'Nunito Variable',system-ui/);
    expect(css).toMatch(new RegExp(`body\\{[^}]*color:${theme.colors.text}`));
    expect(css).toMatch(/body\{[^}]*overflow-wrap:break-word/);
  });

  it('draws a visible outline for keyboard focus', () => {
    expect(css).toContain(`:focus-visible{outline:3px solid ${theme.focusRing.color};outline-offset:2px;}`);
  });

  it('turns animations and transitions off for people who ask for reduced motion', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{[^@]*animation-duration:0\.01ms ?!important/,
    );
    expect(css).toMatch(/transition-duration:0\.01ms ?!important/);
  });
});
