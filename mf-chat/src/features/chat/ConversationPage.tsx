import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page, parseRouteId } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatScreen } from './ChatScreen';

/** One conversation (/chats/:id, id = conversation id), beside the conversation list from 992 px. */
export default function ConversationPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const conversationId = parseRouteId(useParams().id);

  if (!loggedIn) {
    return (
      <Page title={t('chat.title')}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }

  if (conversationId === null) {
    return (
      <Page title={t('chat.title')}>
        <EmptyState
          title={t('chat.notFound.title')}
          description={t('chat.notFound.description')}
          action={<LinkButton to={pathTo('chats')}>{t('chat.allConversations')}</LinkButton>}
        />
      </Page>
    );
  }

  return <ChatScreen key={conversationId} target={{ conversation: conversationId }} />;
}
