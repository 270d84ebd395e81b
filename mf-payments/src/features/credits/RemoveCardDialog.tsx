import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Modal } from 'shared-ui';
import { namespace } from '../../app/translations';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

export interface RemoveCardDialogProps {
  /** The card's name ('Visa •••• 4242'); null: the dialog is closed. */
  cardName: string | null;
  busy: boolean;
  /** Why the last removal failed, in the member's language. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Remove card' asks once more: the card can only come back by paying with it at checkout again. */
export function RemoveCardDialog({ cardName, busy, error, onConfirm, onCancel }: RemoveCardDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <Modal
      open={cardName !== null}
      onClose={onCancel}
      size="sm"
      title={t('repeatOrder.remove.title', { card: cardName })}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('repeatOrder.remove.keep')}
          </Button>
          <Button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t('repeatOrder.remove.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('repeatOrder.remove.text')}</Text>
      {error && <Alert tone="danger">{error}</Alert>}
    </Modal>
  );
}
