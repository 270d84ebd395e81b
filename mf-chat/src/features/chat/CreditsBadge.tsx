import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Badge, media } from 'shared-ui';
import { creditsBadge, pathTo, useCreditsCount, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { CoinIcon } from '../../components/icons';

const CreditsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  text-decoration: none;

  &:hover > span {
    filter: brightness(0.95);
  }
`;

const Pill = styled(Badge)`
  gap: 0.3em;
  height: 1.9em;
  padding-inline: 0.6em;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/* A phone shows the coin and the number; from 576 px there is room for '170 credits'. */
const Short = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;

  ${media.sm} {
    display: none;
  }
`;

const Long = styled.span`
  display: none;

  ${media.sm} {
    display: inline;
  }
`;

/**
 * The member's balance beside the chat, linking to the credits page: warning colour from 10 credits down,
 * danger at 0, as the navigation's credits badge.
 */
export function CreditsBadge() {
  const { t } = useTranslation(namespace);
  const credits = useCreditsCount();
  const loggedIn = useAtomValue(userAtom) !== null;
  if (!loggedIn) return null;
  const alert = creditsBadge(credits);
  const tone = alert?.kind === 'alert' ? alert.tone : 'neutral';
  return (
    <CreditsLink to={pathTo('credits')} aria-label={t('chat.creditsLabel', { count: credits })}>
      <Pill tone={tone}>
        <Short aria-hidden="true">
          <CoinIcon />
          {credits}
        </Short>
        <Long>{t('chat.credits', { count: credits })}</Long>
      </Pill>
    </CreditsLink>
  );
}
