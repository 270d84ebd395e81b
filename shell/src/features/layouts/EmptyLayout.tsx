import { Outlet } from 'shared-ui/router';
import styled from 'styled-components';
import { LanguageDropdown } from '../navigation/LanguageDropdown';
import { OfflineBanner } from '../offline/OfflineBanner';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { SiteEntryWarning } from '../site-entry-warning/SiteEntryWarning';
import { Main, Page } from './LayoutParts';

const TopRight = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px 0;
`;

/** Content only (signup flows) with the language choice, the entry warning and the signup modal. */
export function EmptyLayout() {
  return (
    <Page data-layout="empty">
      <TopRight>
        <LanguageDropdown />
      </TopRight>
      <OfflineBanner />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteEntryWarning />
      <SignupModalHost />
    </Page>
  );
}
