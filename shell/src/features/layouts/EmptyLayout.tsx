import { Outlet } from 'shared-ui/router';
import styled from 'styled-components';
import { LanguageDropdown } from '../navigation/LanguageDropdown';
import { OfflineBanner } from '../offline/OfflineBanner';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { SiteEntryWarning } from '../site-entry-warning';
import { Main, Page } from './LayoutParts';
import { SiteLogo } from './SiteLogo';

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px 0;
`;

/**
 * Content (the signup pages) under a bar with the site's logo, as the other layouts show it, so a visitor
 * knows where they are signing up, and the language choice; the entry warning and the signup modal.
 */
export function EmptyLayout() {
  return (
    <Page data-layout="empty">
      <TopBar>
        <SiteLogo />
        <LanguageDropdown />
      </TopBar>
      <OfflineBanner />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteEntryWarning />
      <SignupModalHost />
    </Page>
  );
}
