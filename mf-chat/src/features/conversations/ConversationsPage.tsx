import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoginRequired, media, Page } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ConversationList } from './ConversationList';
import { ConversationListHeader } from './ConversationListHeader';

// Below 992 px this page is the conversation list; from 992 px the layout's side panel shows the list.
const SmallScreensOnly = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  min-height: 100dvh;

  ${media.lg} {
    display: none;
  }
`;

const LargeScreensOnly = styled.div`
  display: none;

  ${media.lg} {
    display: flex;
    min-height: 100vh;
    min-height: 100dvh;
    align-items: center;
    justify-content: center;
  }
`;

/** /chats: the conversation list on phones; beside the side panel's list, the invitation to pick one. */
export default function ConversationsPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) {
    return (
      <Page title={t('conversations.title')}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }
  return (
    <>
      <SmallScreensOnly>
        <ConversationListHeader headingLevel={1} />
        <ConversationList />
      </SmallScreensOnly>
      <LargeScreensOnly>
        <EmptyState
          headingLevel={1}
          title={t('conversations.noneOpen.title')}
          description={t('conversations.noneOpen.description')}
          action={<LinkButton to={pathTo('members')}>{t('conversations.empty.action')}</LinkButton>}
        />
      </LargeScreensOnly>
    </>
  );
}
