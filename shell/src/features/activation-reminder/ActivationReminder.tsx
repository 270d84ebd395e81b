import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, Container, describeApiError, Modal, useToast } from 'shared-ui';
import { hasRoute, isDesktopViewport, pathTo, request, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { SIGNUP_COMPLETE_STORAGE_KEY } from '../page-effects/queryParams';
import { reminderPresentation, shouldShowActivationReminder } from './activationReminderRules';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
`;

const Text = styled.p`
  margin: 0;
`;

const Banner = styled(Container)`
  padding-top: ${({ theme }) => theme.space.md}px;
`;

function arrivedFromSignup(): boolean {
  try {
    return sessionStorage.getItem(SIGNUP_COMPLETE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sends the activation mail again and says how that went. */
function useResendActivation() {
  const { t } = useTranslation('shell');
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await request('POST /api/activation-mail.php');
      toast({ tone: 'success', message: t('activationReminder.sent') });
    } catch (error) {
      toast({ tone: 'danger', message: (await describeApiError(error, t)).message });
    } finally {
      setSending(false);
    }
  };
  return { resend, sending };
}

/**
 * The activation reminder for members who have not confirmed their e-mail address yet: an
 * alert under the navigation, or a modal on smartphones right after the signup (api_signup_complete).
 */
export function ActivationReminder() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  const { resend, sending } = useResendActivation();
  const [modalClosed, setModalClosed] = useState(false);
  if (!user || !shouldShowActivationReminder(user, routeName)) return null;

  const text = <Text>{t('activationReminder.text', { email: user.email })}</Text>;
  const actions = (
    <Actions>
      <Button size="sm" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
        {sending ? t('activationReminder.sending') : t('activationReminder.resend')}
      </Button>
      {hasRoute('notifications') && (
        <Link to={pathTo('notifications')}>{t('activationReminder.changeAddress')}</Link>
      )}
    </Actions>
  );

  const presentation = reminderPresentation({
    desktop: isDesktopViewport(),
    arrivedFromSignup: arrivedFromSignup(),
  });
  if (presentation === 'modal' && !modalClosed) {
    const close = () => {
      sessionStorage.removeItem(SIGNUP_COMPLETE_STORAGE_KEY);
      setModalClosed(true);
    };
    return (
      <Modal open onClose={close} title={t('activationReminder.title')} size="sm" footer={actions}>
        {text}
      </Modal>
    );
  }
  return (
    <Banner>
      <Alert tone="warning" title={t('activationReminder.title')} action={actions}>
        {text}
      </Alert>
    </Banner>
  );
}
