import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blockMember } from '../../kernel/api/members';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

export interface BlockMemberDialogProps {
  /**
   * The caller's i18n namespace. Its keys `block.title` and `block.text` (both given `name`),
   * `block.cancel` and `block.confirm` say what blocking does in the app's own words.
   */
  namespace: string;
  open: boolean;
  memberId: number;
  name: string;
  /** The words for a failed block, in the app's own terms (e.g. the member is gone, the network is down). */
  describeError: (failure: unknown) => Promise<string>;
  onClose: () => void;
  onBlocked: () => void;
}

/**
 * Asks before blocking a member (POST /api/block.php), saying what it does: the chats and likes between
 * the two go. It cannot be closed while the block is being sent; a failure is shown in the dialog.
 */
export function BlockMemberDialog({
  namespace,
  open,
  memberId,
  name,
  describeError,
  onClose,
  onBlocked,
}: BlockMemberDialogProps) {
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
      setError(await describeError(failure));
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
