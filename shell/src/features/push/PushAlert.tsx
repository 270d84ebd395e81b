import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Container, useDismissible } from 'shared-ui';
import { usePush, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { PUSH_ALERT_HIDE_KEY, shouldShowPushAlert } from './pushAlertRules';

const Banner = styled(Container)`
  padding-top: ${({ theme }) => theme.space.md}px;
`;

const Text = styled.p`
  margin: 0;
`;

/**
 * The push alert of the warnings header: a member whose browser can take pushes turns them on here with
 * one click (the browser's prompt follows), or dismisses the alert for good.
 */
export function PushAlert() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  const { state, busy, subscribe } = usePush();
  const { hidden, dismiss } = useDismissible(PUSH_ALERT_HIDE_KEY);
  const [failed, setFailed] = useState(false);
  if (hidden || !shouldShowPushAlert(user, state, routeName)) return null;

  const enable = async () => {
    setFailed(false);
    try {
      // Subscribed or refused, the state changes and the alert goes; a closed prompt leaves it here.
      await subscribe();
    } catch (error) {
      console.error('Push notifications could not be turned on', error);
      setFailed(true);
    }
  };

  return (
    <Banner>
      <Alert
        tone="info"
        title={t('pushAlert.title')}
        action={
          <Button type="button" size="sm" onClick={() => void enable()} disabled={busy}>
            {busy ? t('pushAlert.enabling') : t('pushAlert.enable')}
          </Button>
        }
        onDismiss={dismiss}
        dismissLabel={t('pushAlert.dismiss')}
      >
        <Text>{t('pushAlert.text')}</Text>
        {failed && <Text role="alert">{t('pushAlert.failed')}</Text>}
      </Alert>
    </Banner>
  );
}
