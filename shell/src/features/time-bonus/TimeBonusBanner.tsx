import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { media, useDismissible } from 'shared-ui';
import { hasRoute, pathTo, timeBonusAtom, userAtom, WELCOME_DISCOUNT_PERCENTAGE } from 'shared-ui/kernel';
import { timeBonusFor } from '../../app/session/timeBonus';
import { AskStrip } from '../ask-strip/AskStrip';
import { BonusClock } from './BonusClock';
import { formatTimeLeft } from './timeLeft';
import { isModalDismissed, TIME_BONUS_BANNER_HIDE_KEY } from './timeBonusRules';

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm + 4}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

/* The call to action's short words on a phone, the whole offer from 768 px; its name is the whole offer. */
const Short = styled.span`
  ${media.md} {
    display: none;
  }
`;

const Long = styled.span`
  display: none;

  ${media.md} {
    display: inline;
  }
`;

/**
 * Whether the banner is due: a logged-in free member within 4 hours of signup who has not closed it. It
 * follows from the account alone, so it is known when the page first paints (the session's ticking state
 * arrives a moment later).
 */
function useTimeBonusBanner() {
  const user = useAtomValue(userAtom);
  const bonus = useAtomValue(timeBonusAtom);
  const dismissal = useDismissible(TIME_BONUS_BANNER_HIDE_KEY);
  // Until the session's countdown has its first tick, the time left follows from the signup date.
  const secondsLeft = bonus ? bonus.secondsLeft : (timeBonusFor(user)?.secondsLeft ?? 0);
  const due =
    user !== null &&
    !user.paid_user &&
    !isModalDismissed(dismissal, user) &&
    (bonus === null || bonus.isVisible) &&
    secondsLeft > 0;
  return { due, secondsLeft, dismiss: dismissal.dismiss };
}

export function useTimeBonusBannerDue(): boolean {
  return useTimeBonusBanner().due;
}

/**
 * The welcome-bonus strip: logged-in free members while their time bonus runs, with the countdown and a
 * link to the credits page. It goes when the countdown reaches zero, on logout, and when closed.
 */
export function TimeBonusBanner() {
  const { t } = useTranslation('shell');
  const { due, secondsLeft, dismiss } = useTimeBonusBanner();
  if (!due) return null;
  const percentage = WELCOME_DISCOUNT_PERCENTAGE;
  const unlock = t('timeBonus.unlock', { percentage });
  return (
    <AskStrip
      label={t('timeBonus.welcomeBonus')}
      tone="brand"
      testId="time-bonus-banner"
      action={
        hasRoute('credits') && (
          <Cta to={pathTo('credits')} aria-label={unlock}>
            <Short>{t('timeBonus.unlockShort')}</Short>
            <Long>{unlock}</Long>
          </Cta>
        )
      }
      onDismiss={dismiss}
      dismissLabel={t('timeBonus.close')}
    >
      <Trans
        t={t}
        i18nKey="timeBonus.strip"
        values={{ percentage, time: formatTimeLeft(t, secondsLeft) }}
        components={{ timer: <BonusClock secondsLeft={secondsLeft} /> }}
      />
    </AskStrip>
  );
}
