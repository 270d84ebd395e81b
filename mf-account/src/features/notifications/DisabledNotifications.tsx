import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useDismissible } from 'shared-ui';
import { userAtom, type NotificationsDisabledReason } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { requestAddressConfirmation } from './notifications-api';

/** The hide key of one reason's alert: dismissing one reason keeps the others (and a later one) showing. */
export const disabledAlertHideKey = (reason: NotificationsDisabledReason) =>
  `hide_notifications_disabled_${reason}`;

/** A bounced address: the fix is confirming it again, by a link mailed on request. */
function ConfirmAddress() {
  const { t } = useTranslation(namespace);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setState('sending');
    setFailure(null);
    try {
      await requestAddressConfirmation();
      setState('sent');
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
      setState('idle');
    }
  };

  if (state === 'sent') return <p role="status">{t('notifications.disabled.bounce.sent')}</p>;
  return (
    <>
      {failure && <p role="alert">{failure}</p>}
      <Button type="button" variant="outline" onClick={send} aria-busy={state === 'sending'}>
        {state === 'sending'
          ? t('notifications.disabled.bounce.sending')
          : t('notifications.disabled.bounce.action')}
      </Button>
    </>
  );
}

/** One reason e-mails stopped, with how to fix it; dismissible (remembered under its hide key). */
function DisabledReason({ reason }: { reason: NotificationsDisabledReason }) {
  const { t } = useTranslation(namespace);
  const { hidden, dismiss } = useDismissible(disabledAlertHideKey(reason));
  if (hidden) return null;
  return (
    <Alert
      tone="warning"
      title={t(`notifications.disabled.${reason}.reason`)}
      onDismiss={dismiss}
      dismissLabel={t('notifications.disabled.dismiss')}
      action={reason === 'bounce' ? <ConfirmAddress /> : undefined}
    >
      {t(`notifications.disabled.${reason}.fix`)}
    </Alert>
  );
}

/** Why e-mails stopped (fbl, bounce, listunsubscribe), each with how to fix it. */
export function DisabledNotifications() {
  const reasons = useAtomValue(userAtom)?.notifications_disabled ?? [];
  return (
    <>
      {reasons.map((reason) => (
        <DisabledReason key={reason} reason={reason} />
      ))}
    </>
  );
}
