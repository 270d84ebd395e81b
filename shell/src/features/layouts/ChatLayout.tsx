import { Outlet } from 'shared-ui/router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from 'shared-ui';
import { siteComposition } from 'shared-ui/kernel';
import { RemotePageSlot } from '../../app/federation/RemotePageSlot';
import { ENTRY_WARNING_LIMITED_COUNTRIES } from 'shared-ui/lander-page';
import { useRouteName } from '../../app/routes/useRouteName';
import { TabBar } from '../navigation/TabBar';
import { OfflineBanner } from '../offline/OfflineBanner';
import { SiteEntryWarning } from '../site-entry-warning';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  padding-bottom: var(--bottom-nav-height, 0px);
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const CONVERSATION_LIST_ROUTE = 'chats';

/** The conversation list: hidden below 992 px (the chats page is the list there), 300 to 400 px wide above. */
const SidePanel = styled.aside`
  display: none;

  ${media.lg} {
    display: flex;
    flex-direction: column;
    flex: 0 0 clamp(300px, 30vw, 400px);
    max-height: 100dvh;
    position: sticky;
    top: 0;
    overflow-y: auto;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Content = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  outline: none;

  > * {
    width: 100%;
    max-width: 800px;
    margin-inline: auto;
  }
`;

/** Chat screens: the conversation side panel and the conversation; the entry warning for NL and DE only. */
export function ChatLayout() {
  const { t } = useTranslation('shell');
  // Whichever deployed remote registers the side panel fills it; with none, the panel stays empty.
  const sidePanel = siteComposition().slots['chat.side-panel'];
  // On phones the conversation list is the chats page: it keeps the tab bar, the way to the rest of the
  // site. A conversation gives the bottom of the screen to its composer and leads back through its top bar.
  const showTabBar = useRouteName() === CONVERSATION_LIST_ROUTE;
  return (
    <Frame data-layout="chat">
      <SidePanel aria-label={t('chat.conversations')}>
        {sidePanel && <RemotePageSlot remote={sidePanel.owner} page={sidePanel.page} optional />}
      </SidePanel>
      <Content id="main-content" tabIndex={-1}>
        <OfflineBanner />
        <Outlet />
      </Content>
      {showTabBar && <TabBar />}
      <SiteEntryWarning limitTo={ENTRY_WARNING_LIMITED_COUNTRIES} />
    </Frame>
  );
}
