import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page, parseRouteId } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatScreen } from './ChatScreen';

/**
 * Chat with a member (/members/:id/chat, id = member id): their conversation, or an empty chat whose first
 * message starts one. The address stays as it is once the conversation exists: it is the chat's permanent
 * address from a profile, and the page shows the same conversation either way.
 */
export default function MemberChatPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const memberId = parseRouteId(useParams().id);

  if (!loggedIn) {
    return (
      <Page title={t('chat.title')}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }

  if (memberId === null) {
    return (
      <Page title={t('chat.title')}>
        <EmptyState
          title={t('chat.memberNotFound.title')}
          description={t('chat.memberNotFound.description')}
          action={<LinkButton to={pathTo('members')}>{t('conversations.empty.action')}</LinkButton>}
        />
      </Page>
    );
  }

  return <ChatScreen key={memberId} target={{ member: memberId }} />;
}
