import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Button, Card, Container, media } from 'shared-ui';
import { hasRoute, settingsAtom, pathTo } from 'shared-ui/kernel';
import {
  loggedOutSearchVisible,
  signupsAllowed,
  useSignupLink,
  useTrafficSourceNetwork,
} from './visitorRules';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xxl}px 0;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySubtle} 0%,
    ${({ theme }) => theme.tones.warning.subtle} 100%
  );
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  ${media.md} {
    padding: 96px 0;
    h1 {
      font-size: 2.5rem;
    }
  }
`;

const Lead = styled.p`
  max-width: 40em;
  margin: 0 auto ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const LoginHint = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl}px 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-align: center;
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Preview = styled(Section)`
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;

const FEATURES = ['Profile', 'Search', 'Chat'] as const;

/** The visitors' home page (logged-in users are redirected to the members area before it renders). */
export function HomePage() {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const signupLink = useSignupLink();
  const network = useTrafficSourceNetwork();
  if (!settings) return null;

  return (
    <>
      <Hero>
        <Container size="narrow">
          <h1>{settings.index_title}</h1>
          <Lead>{settings.description}</Lead>
          {signupsAllowed(settings, network) && (
            <Button as="a" size="lg" {...signupLink}>
              {t('home.signup')}
            </Button>
          )}
          {hasRoute('login') && (
            <LoginHint>
              {t('home.haveAccount')} <Link to={pathTo('login')}>{t('home.login')}</Link>
            </LoginHint>
          )}
        </Container>
      </Hero>
      <Section aria-labelledby="home-features">
        <Container>
          <h2 id="home-features">{t('home.featuresTitle')}</h2>
          <Features>
            {FEATURES.map((feature) => (
              <li key={feature}>
                <Card>
                  <h3>{t(`home.feature${feature}Title`)}</h3>
                  <p>{t(`home.feature${feature}Text`)}</p>
                </Card>
              </li>
            ))}
          </Features>
        </Container>
      </Section>
      {loggedOutSearchVisible(settings, network) && hasRoute('members') && (
        <Preview aria-labelledby="home-preview">
          <Container size="narrow">
            <h2 id="home-preview">{t('home.previewTitle')}</h2>
            <p>{t('home.previewText', { siteName: settings.name })}</p>
            <Button as={Link} to={pathTo('members')} variant="outline">
              {t('home.previewLink')}
            </Button>
          </Container>
        </Preview>
      )}
    </>
  );
}
