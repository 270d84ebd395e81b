import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Modal } from 'shared-ui';
import { blockMember } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeChatError } from '../../lib/chat-errors';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

export interface BlockDialogProps {
  open: boolean;
  memberId: number;
  name: string;
  onClose: () => void;
  onBlocked: () => void;
}

/** Asks before blocking (POST /api/block.php), saying what it does: the chat and likes between the two go. */
export function BlockDialog({ open, memberId, name, onClose, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation(namespace);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await blockMember(memberId);
      setBusy(false);
      onBlocked();
    } catch (failure) {
      setError((await describeChatError(failure, t, name)).message);
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={t('block.title', { name })}
      footer={
        <>
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            {t('block.cancel')}
          </Button>
          <Button type="button" onClick={confirm} disabled={busy} aria-busy={busy}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('block.text', { name })}</Text>
      {error && <Alert tone="danger">{error}</Alert>}
    </Modal>
  );
}
