import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useDismissible } from 'shared-ui';
import { isPushCapable, PUSH_ASK_HIDE_KEY, usePush } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
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

/**
 * After the profile steps: offer push notifications. 'Allow' subscribes through the kernel with the site's
 * key (the browser's own prompt comes first; a refusal is recorded on the account as denied). Whatever the
 * visitor answers there, and even when the subscription fails, the signup goes on. 'Not now' is kept with
 * its time under the push ask's hide key, so the members area does not ask again on the very next screen.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation(namespace);
  const { subscribe } = usePush();
  const [asking, setAsking] = useState(false);
  const { dismiss } = useDismissible(PUSH_ASK_HIDE_KEY);
  const capable = isPushCapable();

  const notNow = () => {
    dismiss();
    onNext();
  };

  async function allow() {
    setAsking(true);
    try {
      await subscribe();
    } catch (error) {
      // The account can still subscribe later (the push alert, the notifications page): never block signup.
      console.error('Push notifications could not be turned on', error);
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
        <Button
          type="button"
          variant={capable ? 'outline' : 'primary'}
          onClick={capable ? notNow : onNext}
          disabled={asking}
        >
          {capable ? t('steps.push.notNow') : t('steps.continue')}
        </Button>
      </Buttons>
    </Box>
  );
}
