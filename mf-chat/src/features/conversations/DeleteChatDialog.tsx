import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { namespace } from '../../app/translations';

const Text = styled.p`
  margin: 0;
`;

export interface DeleteChatDialogProps {
  /** The member the chat is with; null while the dialog is closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a chat leaves the member's list, saying what deleting does and does not do. */
export function DeleteChatDialog({ name, onCancel, onConfirm }: DeleteChatDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <Modal
      open={name !== null}
      onClose={onCancel}
      size="sm"
      title={t('deleteChat.title', { name })}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('deleteChat.cancel')}
          </Button>
          <Button type="button" onClick={onConfirm}>
            {t('deleteChat.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('deleteChat.text', { name })}</Text>
    </Modal>
  );
}
