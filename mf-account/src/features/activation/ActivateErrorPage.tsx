import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

/** Where the activation link ends on failure: the product's wording and customer service. */
export default function ActivateErrorPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page size="narrow" title={t('activateError.title')}>
      <EmptyState
        title={t('activateError.empty.title')}
        description={t('activateError.empty.description')}
        action={<LinkButton to={pathTo('pages-service')}>{t('common.contactService')}</LinkButton>}
      />
    </Page>
  );
}
