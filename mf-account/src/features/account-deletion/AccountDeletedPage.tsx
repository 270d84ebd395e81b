import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, LinkButton, Page } from 'shared-ui';
import { REACTIVATION_WINDOW_DAYS } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/** Shown after account deletion: the account can be reactivated within 14 days. */
export default function AccountDeletedPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page size="narrow" title={t('accountDeleted.title')} lead={t('accountDeleted.lead')}>
      <Alert tone="info" role="note">
        {t('accountDeleted.reactivate', { count: REACTIVATION_WINDOW_DAYS })}
      </Alert>
      <EmptyState
        title={t('accountDeleted.empty.title')}
        description={t('accountDeleted.empty.description')}
        action={<LinkButton to="/">{t('accountDeleted.empty.action')}</LinkButton>}
      />
    </Page>
  );
}
