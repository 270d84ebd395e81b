import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, LinkButton } from 'shared-ui';
import { ERROR_CODES, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeRefusal } from '../../lib/chat-errors';

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 4}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface RefusalNoticeProps {
  /** The conversation's refusal code. */
  refusal: string | null;
  memberId: number;
  name: string;
}

/**
 * In place of the composer: why the member cannot write here (an unconfirmed address, invisible mode, the
 * free members' conversation limit, a block of their own), with the way out where there is one.
 */
export function RefusalNotice({ refusal, memberId, name }: RefusalNoticeProps) {
  const { t } = useTranslation(namespace);
  const error = describeRefusal(refusal ?? '', t, name);
  let action;
  if (error.remedy === 'getPremium') {
    action = <LinkButton to={pathTo('premium')}>{t('errors.getPremium')}</LinkButton>;
  } else if (refusal === ERROR_CODES.memberBlocked) {
    // Unblocking is done on the member's profile.
    action = (
      <LinkButton to={pathTo('members-id', { id: memberId })} variant="outline">
        {t('chat.menu.viewProfile')}
      </LinkButton>
    );
  }
  return (
    <Footer>
      <Alert tone="info" role="status" action={action}>
        {error.message}
      </Alert>
    </Footer>
  );
}
