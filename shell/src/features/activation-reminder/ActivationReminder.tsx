import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Button, describeApiError, media, Modal, useToast } from 'shared-ui';
import { hasRoute, isDesktopViewport, pathTo, request, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { AskStrip } from '../ask-strip/AskStrip';
import { SIGNUP_COMPLETE_STORAGE_KEY } from '../page-effects/queryParams';
import {
  changeAddressRoute,
  reminderPresentation,
  shouldShowActivationReminder,
} from './activationReminderRules';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
`;

const Text = styled.p`
  margin: 0;
`;

/* In the one-line strip the way to the settings shows where there is room for it (from 768 px). */
const WideOnly = styled.span`
  display: none;

  ${media.md} {
    display: inline;
    white-space: nowrap;
  }
`;

const StripActions = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;

  a {
    color: inherit;
  }
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

/** Whether the activation reminder is due on this page (for the ask slot's choice). */
export function useActivationReminderDue(): boolean {
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  return user !== null && shouldShowActivationReminder(user, routeName);
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

  const addressRoute = changeAddressRoute(hasRoute);
  const text = <Text>{t('activationReminder.text', { email: user.email })}</Text>;
  const actions = (
    <Actions>
      <Button size="sm" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
        {sending ? t('activationReminder.sending') : t('activationReminder.resend')}
      </Button>
      {addressRoute && <Link to={pathTo(addressRoute)}>{t('activationReminder.changeAddress')}</Link>}
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
  // Not dismissible: until the address is confirmed the member is invisible to others (SPEC: the reminder
  // is shown to every unconfirmed member, and is not among the dismissible alerts).
  return (
    <AskStrip
      label={t('activationReminder.title')}
      tone="warning"
      role="alert"
      testId="activation-reminder"
      action={
        <StripActions>
          {addressRoute && (
            <WideOnly>
              <Link to={pathTo(addressRoute)}>{t('activationReminder.changeAddress')}</Link>
            </WideOnly>
          )}
          <Button size="sm" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
            {sending ? t('activationReminder.sending') : t('activationReminder.resend')}
          </Button>
        </StripActions>
      }
    >
      <strong>{t('activationReminder.title')}</strong> {t('activationReminder.text', { email: user.email })}
    </AskStrip>
  );
}
