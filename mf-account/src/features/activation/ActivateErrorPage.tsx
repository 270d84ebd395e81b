import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, Page } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

/**
 * Where the activation link ends when it did not activate: a link of an account confirmed already (a second
 * click, an older mail) says so and leads on to the members area; any other failure has the product's
 * wording and customer service.
 */
export default function ActivateErrorPage() {
  const { t } = useTranslation(namespace);
  const alreadyConfirmed = useSearchParams()[0].get('reason') === 'already_confirmed';
  if (alreadyConfirmed) {
    return (
      <Page size="narrow" title={t('activateError.alreadyConfirmed.title')}>
        <EmptyState
          title={t('activateError.alreadyConfirmed.heading')}
          description={t('activateError.alreadyConfirmed.description')}
          action={
            <LinkButton to={pathTo('members')}>{t('activateError.alreadyConfirmed.continue')}</LinkButton>
          }
        />
      </Page>
    );
  }
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
