import { useTranslation } from 'react-i18next';
import { Alert, LoginRequired, Page } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { namespace } from '../../app/translations';
import { AccountSettings } from '../account-settings/AccountSettings';
import { DeleteAccountItem } from '../account-deletion/DeleteAccountItem';
import { DataExportSection } from '../data-export/DataExportSection';
import { DisabledNotifications } from './DisabledNotifications';
import { NotificationSwitches } from './NotificationSwitches';

/** The answer of the address confirmation link (/api/mail-confirm.php redirects here with it). */
function AddressConfirmed() {
  const { t } = useTranslation(namespace);
  const answer = useSearchParams()[0].get('address_confirmed');
  if (answer === '1') return <Alert tone="success">{t('notifications.confirmed.done')}</Alert>;
  if (answer === '0') return <Alert tone="danger">{t('notifications.confirmed.failed')}</Alert>;
  return null;
}

/**
 * The settings page (the product's "notifications" route): why e-mails stopped (each reason with its fix), the
 * e-mail and push switches, and the account's e-mail address and password.
 */
export default function NotificationsPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('notifications.title')} lead={t('notifications.lead')}>
      <LoginRequired namespace={namespace}>
        <AddressConfirmed />
        <DisabledNotifications />
        <NotificationSwitches />
        <AccountSettings />
        <DataExportSection />
        <DeleteAccountItem />
      </LoginRequired>
    </Page>
  );
}
