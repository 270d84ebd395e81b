import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

/** Repeat a previous order in one step. The order history arrives with payments. */
export default function RepeatOrderPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('repeatOrder.title')} lead={t('repeatOrder.lead')}>
      <LoginRequired namespace={namespace}>
        <EmptyState
          title={t('repeatOrder.empty.title')}
          description={t('repeatOrder.empty.description')}
          action={<LinkButton to={pathTo('credits')}>{t('repeatOrder.empty.action')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
