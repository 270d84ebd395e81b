import { createGlobalStyle } from 'styled-components';

/** Page-wide base: sizing model, brand font, visible keyboard focus, respect for reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* A long e-mail address or link in running text wraps instead of widening a 375 px page. */
    overflow-wrap: break-word;
  }

  /*
   * Long compound words (German "Benachrichtigungseinstellungen") are hyphenated by the page's language
   * (the lang attribute of <html>), and break anywhere as a last resort, so that a heading, a label or a
   * table heading never widens a 320 px page.
   */
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  legend,
  label,
  th {
    hyphens: auto;
    overflow-wrap: anywhere;
  }

  img,
  picture,
  video,
  svg {
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  /* Keyboard users always see where they are; mouse clicks do not draw the ring. */
  :focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
