import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { ThemeProvider } from 'styled-components';
import { LANGUAGES, type Language } from 'contract/constants';
import { BREAKPOINTS } from '../src/ui-constants';
import { i18n, initI18n } from '../src/kernel/i18n/i18n';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { theme } from '../src/theme/theme';

// The components take their own words (close, loading...) from the page language.
void initI18n('en');

const withTheme: Decorator = (Story) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <Story />
  </ThemeProvider>
);

function LanguageSync({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [language]);
  return children;
}

const withLanguage: Decorator = (Story, context) => (
  <LanguageSync language={context.globals.language as Language}>
    <Story />
  </LanguageSync>
);

/** The product's breakpoints as viewports, plus a small phone. */
const viewports = {
  phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' } },
  ...Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, width]) => [
      name,
      { name: `${name} (${width} px)`, styles: { width: `${width}px`, height: '800px' } },
    ]),
  ),
};

const preview: Preview = {
  decorators: [withLanguage, withTheme],
  globalTypes: {
    language: {
      description: 'Page language of the components’ own texts',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
  },
};

export default preview;
