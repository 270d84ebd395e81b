import { useTranslation } from 'react-i18next';
import { Actions, EmptyState, LinkButton, Page } from 'shared-ui';
import { namespace } from '../../app/translations';

/** Request a password reset e-mail. The e-mailed reset arrives with accounts; customer service helps meanwhile. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page size="narrow" title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      <EmptyState
        title={t('resetPassword.empty.title')}
        description={t('resetPassword.empty.description')}
        action={
          <Actions>
            <LinkButton to="/pages/service">{t('common.contactService')}</LinkButton>
            <LinkButton to="/login" variant="outline">
              {t('common.backToLogin')}
            </LinkButton>
          </Actions>
        }
      />
    </Page>
  );
}
