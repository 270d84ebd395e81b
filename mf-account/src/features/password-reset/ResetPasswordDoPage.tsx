import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LinkButton, Page } from 'shared-ui';
import { namespace } from '../../app/translations';

/**
 * Set a new password through the e-mailed link (/reset-password/do?token=...). Without a token the
 * link cannot be one of ours: the spec's expired-or-invalid message, with the way to a new e-mail.
 */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation(namespace);
  const [query] = useSearchParams();
  const hasToken = Boolean(query.get('token'));
  return (
    <Page size="narrow" title={t('resetPasswordDo.title')} lead={t('resetPasswordDo.lead')}>
      <EmptyState
        title={hasToken ? t('resetPasswordDo.empty.title') : t('resetPasswordDo.invalidLink')}
        description={hasToken ? t('resetPasswordDo.empty.description') : undefined}
        action={<LinkButton to="/reset-password">{t('resetPasswordDo.requestNew')}</LinkButton>}
      />
    </Page>
  );
}
