import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Button, Card, Container, media } from 'shared-ui';
import { hasRoute, request, settingsAtom, pathTo, usePageState } from 'shared-ui/kernel';
import { FacePlaceholders, FictionalFacesWarning, HomeFaces } from './HomeFaces';
import { HOME_FACES, HOME_PAGE, peopleIn } from './home-people';
import {
  loggedOutSearchVisible,
  signupsAllowed,
  useSignupLink,
  useTrafficSourceNetwork,
} from './visitorRules';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.xxl}px;
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
    padding: 72px 0;

    h1 {
      font-size: 2.5rem;
    }
  }
`;

/**
 * Photo first, as a dating app's home: on a phone the faces open the page above the headline; where there
 * is room, the copy and the call to action stand beside them.
 */
const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;

  ${media.md} {
    gap: ${({ theme }) => theme.space.xl}px;

    &[data-faces] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
      align-items: center;
      text-align: start;

      p {
        margin-inline: 0;
      }
    }
  }
`;

const Copy = styled.div`
  order: 1;

  ${media.md} {
    order: -1;
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

/**
 * The faces of the home page: those the server drew the page with (its state), else asked for once. They
 * do not change while the visitor stays: a face never swaps under the reader's eyes.
 */
function useHomePeople() {
  const drawn = usePageState(HOME_PAGE);
  return useQuery({
    queryKey: ['home-faces'],
    queryFn: async () =>
      peopleIn(await request('GET /api/lander-members.php', { query: { limit: HOME_FACES } })),
    initialData: drawn === undefined ? undefined : peopleIn(drawn),
    staleTime: Infinity,
  });
}

/** The visitors' home page (logged-in users are redirected to the members area before it renders). */
export function HomePage() {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const signupLink = useSignupLink();
  const network = useTrafficSourceNetwork();
  const people = useHomePeople();
  if (!settings) return null;
  const canSignUp = signupsAllowed(settings, network);

  return (
    <>
      <Hero>
        <Container>
          <HeroGrid data-faces={people.isPending || (people.data ?? []).length > 0 || undefined}>
            {people.isPending ? (
              <FacePlaceholders />
            ) : (
              <HomeFaces people={people.data ?? []} link={canSignUp ? signupLink : null} />
            )}
            <Copy>
              <h1>{settings.index_title}</h1>
              <Lead>{settings.description}</Lead>
              {canSignUp && (
                <Button as="a" size="lg" {...signupLink}>
                  {t('home.signup')}
                </Button>
              )}
              {hasRoute('login') && (
                <LoginHint>
                  {t('home.haveAccount')} <Link to={pathTo('login')}>{t('home.login')}</Link>
                </LoginHint>
              )}
              <FictionalFacesWarning people={people.data ?? []} />
            </Copy>
          </HeroGrid>
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
