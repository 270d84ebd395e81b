import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

/** SEPA direct debit (IBAN, phone, SMS code). The form opens for a chosen bundle once payments land. */
export default function DirectDebitPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('directDebit.title')} lead={t('directDebit.lead')}>
      <LoginRequired namespace={namespace}>
        <EmptyState
          title={t('directDebit.empty.title')}
          description={t('directDebit.empty.description')}
          action={<LinkButton to={pathTo('credits')}>{t('directDebit.empty.action')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
