import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page, parseRouteId } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatScreen } from './ChatScreen';

/** One conversation (/chats/:id, id = conversation id) beside the conversation list. */
export default function ConversationPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const conversationId = parseRouteId(useParams().id);

  if (conversationId === null) {
    return (
      <Page title={t('conversation.notFound.title')}>
        <LoginRequired namespace={namespace}>
          <EmptyState
            title={t('conversation.notFound.emptyTitle')}
            description={t('conversation.notFound.description')}
            action={<LinkButton to={pathTo('chats')}>{t('conversation.allConversations')}</LinkButton>}
          />
        </LoginRequired>
      </Page>
    );
  }

  if (!loggedIn) {
    return (
      <Page title={t('conversation.title', { id: conversationId })}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }

  return (
    <ChatScreen
      title={t('conversation.title', { id: conversationId })}
      topBarAction={
        <LinkButton to={pathTo('chats')} variant="link">
          {t('conversation.allConversations')}
        </LinkButton>
      }
    >
      <EmptyState
        title={t('conversation.empty.title')}
        description={t('conversation.empty.description', { id: conversationId })}
      />
    </ChatScreen>
  );
}
