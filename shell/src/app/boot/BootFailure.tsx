import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Container, GlobalStyle, loadFailureText, theme, UnavailablePanel } from 'shared-ui';

/**
 * When the site's settings or the session cannot be loaded nothing else can render; the visitor can try
 * again. An outage (the API's 503, a balancer's 502/504, the browser offline) says so, and that nothing is lost.
 */
export function BootFailure({ reason }: { reason: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Container size="narrow">
        <UnavailablePanel
          title={t('common:unavailable.title')}
          message={loadFailureText(reason, t('boot.failed'))}
          retryLabel={t('boot.reload')}
          onRetry={() => window.location.reload()}
        />
      </Container>
    </ThemeProvider>
  );
}
