import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-ui/router';
import { Alert } from 'shared-ui';
import { REACTIVATION_RESULT_QUERY, REACTIVATION_WINDOW_DAYS } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { SupportContact } from './SupportContact';

/**
 * The outcome of a reactivation link on the login page (GET /api/reactivate.php redirects to
 * /login?reactivated=1 or 0): welcome back, or the link was expired or used, with the customer service.
 */
export function ReactivationNotice() {
  const { t } = useTranslation(namespace);
  const outcome = useSearchParams()[0].get(REACTIVATION_RESULT_QUERY);
  if (outcome === '1') {
    return (
      <Alert tone="success" title={t('deleteAccount.login.reactivatedTitle')}>
        {t('deleteAccount.login.reactivated')}
      </Alert>
    );
  }
  if (outcome === '0') {
    return (
      <Alert tone="warning" title={t('deleteAccount.login.failedTitle')}>
        {t('deleteAccount.login.failed', { count: REACTIVATION_WINDOW_DAYS })}
        <SupportContact />
      </Alert>
    );
  }
  return null;
}
