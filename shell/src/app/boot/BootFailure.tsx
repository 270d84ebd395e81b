import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Container, GlobalStyle, theme, UnavailablePanel } from 'shared-ui';

/** When the site's settings cannot be loaded nothing else can render; the visitor can try again. */
export function BootFailure() {
  const { t } = useTranslation('shell');
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Container size="narrow">
        <UnavailablePanel
          title={t('common:unavailable.title')}
          message={t('boot.failed')}
          retryLabel={t('boot.reload')}
          onRetry={() => window.location.reload()}
        />
      </Container>
    </ThemeProvider>
  );
}
