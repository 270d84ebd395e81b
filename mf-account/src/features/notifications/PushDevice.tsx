import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useToast } from 'shared-ui';
import { usePush } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * This browser's push state under the push switches (the switches say what is pushed, this says whether
 * this device gets it), with the button that turns it on or off here. A blocked permission can only be
 * lifted in the browser: the text says where.
 */
export function PushDevice() {
  const { t } = useTranslation(namespace);
  const { toast } = useToast();
  const { state, busy, subscribe, unsubscribe } = usePush();
  const [failed, setFailed] = useState(false);
  if (state === undefined) return null;

  const change = async (action: typeof subscribe) => {
    setFailed(false);
    try {
      const next = await action();
      if (next === 'subscribed')
        toast({ tone: 'success', message: t('notifications.switches.device.enabled') });
      if (next === 'default' && state === 'subscribed') {
        toast({ tone: 'success', message: t('notifications.switches.device.disabled') });
      }
    } catch (error) {
      console.error('Push notifications could not be changed', error);
      setFailed(true);
    }
  };

  return (
    <Box aria-busy={busy}>
      <Title>{t('notifications.switches.device.title')}</Title>
      <Text>{t(`notifications.switches.device.${state}`)}</Text>
      {failed && <Text role="alert">{t('notifications.switches.device.failed')}</Text>}
      <Actions>
        {state === 'default' && (
          <Button type="button" onClick={() => void change(subscribe)} disabled={busy}>
            {busy ? t('notifications.switches.device.working') : t('notifications.switches.device.enable')}
          </Button>
        )}
        {state === 'subscribed' && (
          <Button type="button" variant="outline" onClick={() => void change(unsubscribe)} disabled={busy}>
            {busy ? t('notifications.switches.device.working') : t('notifications.switches.device.disable')}
          </Button>
        )}
      </Actions>
    </Box>
  );
}
