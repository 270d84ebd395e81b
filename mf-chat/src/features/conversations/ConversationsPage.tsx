import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoginRequired, media, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { ConversationListEmpty } from './ConversationListEmpty';
import { pathTo } from 'shared-ui/kernel';

// Below 992 px this page is the conversation list; from 992 px the layout's side panel shows the list.
const SmallScreensOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;

const LargeScreensOnly = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

/** The conversation list. Conversations arrive with the chat feature; until one exists, the way to start. */
export default function ConversationsPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('conversations.title')} lead={t('conversations.lead')}>
      <LoginRequired namespace={namespace}>
        <SmallScreensOnly>
          <ConversationListEmpty />
        </SmallScreensOnly>
        <LargeScreensOnly>
          <EmptyState
            title={t('conversations.noneOpen.title')}
            description={t('conversations.noneOpen.description')}
            action={<LinkButton to={pathTo('members')}>{t('conversations.empty.action')}</LinkButton>}
          />
        </LargeScreensOnly>
      </LoginRequired>
    </Page>
  );
}
