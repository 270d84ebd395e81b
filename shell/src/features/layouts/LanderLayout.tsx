import { Outlet } from 'shared-ui/router';
import styled from 'styled-components';
import { Container } from 'shared-ui';
import { Disclaimer } from '../footer/Disclaimer';
import { Footer } from '../footer/Footer';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { ENTRY_WARNING_LIMITED_COUNTRIES } from '../site-entry-warning/siteEntryRules';
import { SiteEntryWarning } from '../site-entry-warning/SiteEntryWarning';
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

/**
 * Landing pages: logo bar, the lander, footer, disclaimer, the entry warning for NL and DE. The
 * signup modal is hosted here too, because landers open the signup through their openSignup prop.
 */
export function LanderLayout() {
  return (
    <Page data-layout="lander">
      <SkipLink />
      <LogoBar>
        <LogoRow>
          <SiteLogo />
          <LanguageDropdown />
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
