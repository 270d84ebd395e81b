import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Alert, Button, LinkButton } from 'shared-ui';
import { pathTo, rememberPurchaseReturn, settingsAtom, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import type { MatchMessageRefusal } from './match-refusal';

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Refusal = styled.div`
  margin-top: ${({ theme }) => theme.space.xs}px;
  text-align: start;
`;

/**
 * Under the match screen's message field: what the message costs (free messages first, as in the chat), or
 * why it was refused. Buying credits goes the usual way to the credits page, and back to this member's chat
 * once paid.
 */
export function MatchMessageNote({
  memberId,
  refusal,
}: {
  memberId: number;
  refusal: MatchMessageRefusal | null;
}) {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const credits = useAtomValue(settingsAtom)?.message_credits ?? 0;
  const freeLeft = user && !user.paid_user ? user.free_messages_left : 0;
  let action;
  if (refusal?.remedy === 'buyCredits') {
    action = (
      <Button
        as={Link}
        to={pathTo('credits')}
        size="sm"
        onClick={() => rememberPurchaseReturn(pathTo('members-id-chat', { id: memberId }))}
      >
        {t('match.buyCredits')}
      </Button>
    );
  } else if (refusal?.remedy === 'getPremium') {
    action = <LinkButton to={pathTo('premium')}>{t('match.getPremium')}</LinkButton>;
  }
  return (
    <>
      <Price>
        {freeLeft > 0
          ? t('match.pricing.freeMessagesLeft', { count: freeLeft })
          : t('match.pricing.message', { count: credits })}
      </Price>
      {refusal && (
        <Refusal>
          <Alert tone="danger" action={action}>
            {refusal.message}
          </Alert>
        </Refusal>
      )}
    </>
  );
}
