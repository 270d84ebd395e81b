import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, describeApiError } from 'shared-ui';
import { request } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  min-height: 1.5em;
  text-align: center;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $failed, theme }) => ($failed ? theme.tones.danger.onSubtle : theme.colors.textMuted)};
`;

/**
 * Sends the activation mail again (POST /api/activation-mail.php, the endpoint of the activation reminder;
 * the API limits how often) and says in place how that went.
 */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useTranslation(namespace);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      await request('POST /api/activation-mail.php');
      setOutcome({ failed: false, text: t('complete.resent', { email }) });
    } catch (error) {
      setOutcome({ failed: true, text: (await describeApiError(error, t)).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box>
      <Button
        type="button"
        variant="outline"
        onClick={() => void resend()}
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? t('complete.resending') : t('complete.resend')}
      </Button>
      <Status role="status" $failed={outcome?.failed ?? false}>
        {outcome?.text ?? ''}
      </Status>
    </Box>
  );
}
