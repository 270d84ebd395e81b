import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page, parseRouteId } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatScreen } from './ChatScreen';

/** Chat with a member (/members/:id/chat, id = member id): opens or starts the conversation. */
export default function MemberChatPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const memberId = parseRouteId(useParams().id);

  if (memberId === null) {
    return (
      <Page title={t('memberChat.notFound.title')}>
        <EmptyState
          title={t('memberChat.notFound.emptyTitle')}
          description={t('memberChat.notFound.description')}
          action={<LinkButton to={pathTo('members')}>{t('conversations.empty.action')}</LinkButton>}
        />
      </Page>
    );
  }

  const profileLink = (
    <LinkButton to={pathTo('members-id', { id: memberId })} variant="outline">
      {t('memberChat.viewProfile')}
    </LinkButton>
  );

  if (!loggedIn) {
    return (
      <Page title={t('memberChat.title', { id: memberId })}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }

  return (
    <ChatScreen title={t('memberChat.title', { id: memberId })} topBarAction={profileLink}>
      <EmptyState
        title={t('memberChat.empty.title')}
        description={t('memberChat.empty.description', { id: memberId })}
        action={profileLink}
      />
    </ChatScreen>
  );
}
