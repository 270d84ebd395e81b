import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LinkButton, Page } from 'shared-ui';
import { namespace } from '../../app/translations';

/** Confirms an e-mail change through the link sent to the new address (/mail-change/do?token=...). */
export default function MailChangeDoPage() {
  const { t } = useTranslation(namespace);
  const [query] = useSearchParams();
  const hasToken = Boolean(query.get('token'));
  return (
    <Page size="narrow" title={t('mailChange.title')} lead={t('mailChange.lead')}>
      <EmptyState
        title={hasToken ? t('mailChange.empty.title') : t('mailChange.invalidLink.title')}
        description={hasToken ? t('mailChange.empty.description') : t('mailChange.invalidLink.description')}
        action={<LinkButton to="/profile">{t('mailChange.toProfile')}</LinkButton>}
      />
    </Page>
  );
}
