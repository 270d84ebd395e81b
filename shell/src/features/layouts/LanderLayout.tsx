import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'shared-ui/router';
import styled from 'styled-components';
import { Button, Container } from 'shared-ui';
import { hasRoute, isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { Disclaimer } from '../footer/Disclaimer';
import { Footer } from '../footer/Footer';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { ENTRY_WARNING_LIMITED_COUNTRIES } from 'shared-ui/lander-page';
import { SiteEntryWarning } from '../site-entry-warning';
import { LanguageDropdown } from '../navigation/LanguageDropdown';
import { Main, Page, SkipLink } from './LayoutParts';
import { SiteLogo } from './SiteLogo';

const LogoBar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.xs}px 0;
`;

const LogoRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Log in, for visitors: a lander's visitors who already have an account go straight to it. */
function LoginLink() {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (loggedIn || !hasRoute('login')) return null;
  return (
    <Button as={Link} to={pathTo('login')} variant="outline" size="sm">
      {t('nav.login')}
    </Button>
  );
}

/**
 * Landing pages: logo bar (with Log in for visitors), the lander, footer, disclaimer, the entry warning for
 * NL and DE. The
 * signup modal is hosted here too, because landers open the signup through their openSignup prop.
 */
export function LanderLayout() {
  return (
    <Page data-layout="lander">
      <SkipLink />
      <LogoBar>
        <LogoRow>
          <SiteLogo />
          <Tools>
            <LanguageDropdown />
            <LoginLink />
          </Tools>
        </LogoRow>
      </LogoBar>
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <Disclaimer />
      <SiteEntryWarning limitTo={ENTRY_WARNING_LIMITED_COUNTRIES} />
      <SignupModalHost />
    </Page>
  );
}
