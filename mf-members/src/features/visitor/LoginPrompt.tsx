import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from 'shared-ui';
import { namespace } from '../../app/translations';
import { VisitorActions } from './VisitorActions';

/** What the visitor tried to do; each has its own wording. */
export type LoginReason = 'chat' | 'like' | 'photos' | 'gift';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LoginPromptProps {
  reason: LoginReason | null;
  memberId?: number;
  onClose: () => void;
}

/** The dialog a visitor gets on an action that needs an account: why, and the way to sign up or log in. */
export function LoginPrompt({ reason, memberId, onClose }: LoginPromptProps) {
  const { t } = useTranslation(namespace);
  return (
    <Modal
      open={reason !== null}
      onClose={onClose}
      size="sm"
      title={reason ? t(`visitor.prompts.${reason}`) : ''}
      footer={<VisitorActions memberId={memberId} onLeave={onClose} />}
    >
      <Text>{t('visitor.promptHint')}</Text>
    </Modal>
  );
}
