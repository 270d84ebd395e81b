import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton } from 'shared-ui';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

/** The conversation list before the first conversation: where conversations come from. */
export function ConversationListEmpty() {
  const { t } = useTranslation(namespace);
  return (
    <EmptyState
      title={t('conversations.empty.title')}
      description={t('conversations.empty.description')}
      action={<LinkButton to={pathTo('members')}>{t('conversations.empty.action')}</LinkButton>}
    />
  );
}
