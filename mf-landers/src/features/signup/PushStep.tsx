import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { namespace } from '../../app/translations';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Whether this browser can ask for notification permission at all. */
export function canAskForNotifications(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * After the profile steps: offer push notifications. The browser's own prompt is
 * shown on 'Allow'; whatever the visitor answers there, the signup goes on. The shell's push code
 * records and subscribes from the permission state.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation(namespace);
  const [asking, setAsking] = useState(false);
  const capable = canAskForNotifications();

  async function allow() {
    setAsking(true);
    try {
      await window.Notification.requestPermission();
    } catch {
      // A browser that refuses to ask (e.g. an insecure origin) is the same as a 'no'.
    } finally {
      onNext();
    }
  }

  return (
    <Box aria-labelledby="signup-push-heading">
      <Heading id="signup-push-heading">{t('steps.push.title')}</Heading>
      <Text>{capable ? t('steps.push.text') : t('steps.push.unsupported')}</Text>
      <Buttons>
        {capable && (
          <Button type="button" onClick={allow} disabled={asking}>
            {t('steps.push.allow')}
          </Button>
        )}
        <Button type="button" variant={capable ? 'outline' : 'primary'} onClick={onNext} disabled={asking}>
          {capable ? t('steps.push.notNow') : t('steps.continue')}
        </Button>
      </Buttons>
    </Box>
  );
}
