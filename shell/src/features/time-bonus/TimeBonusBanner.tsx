import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Container, formatCountdown, media } from 'shared-ui';
import { hasRoute, pathTo, timeBonusAtom, userAtom, WELCOME_DISCOUNT_PERCENTAGE } from 'shared-ui/kernel';
import { BonusClock } from './BonusClock';

const Strip = styled.section`
  background: linear-gradient(
    100deg,
    ${({ theme }) => theme.colors.primaryActive},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/*
 * Phone first: the text, then the call to action on its own line; one row from 768 px. The page's own
 * container (width and side gutters), so the banner's text lines up with the page below it.
 */
const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-block: ${({ theme }) => theme.space.sm + 4}px;

  ${media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Label = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.6;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  vertical-align: 0.1em;
`;

const Title = styled.p`
  display: inline;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/* The small print only where there is room for it. */
const Note = styled.p`
  display: none;
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.95;

  ${media.md} {
    display: block;
  }
`;

const Cta = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

/**
 * The welcome-bonus banner under the navigation: logged-in free members while their time bonus is
 * visible, with the countdown and a link to the credits page. It goes when the countdown reaches zero
 * and on logout (both clear the session's bonus state).
 */
export function TimeBonusBanner() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const bonus = useAtomValue(timeBonusAtom);
  if (!user || user.paid_user || !bonus?.isVisible || bonus.secondsLeft <= 0) return null;
  const percentage = WELCOME_DISCOUNT_PERCENTAGE;
  return (
    <Strip aria-label={t('timeBonus.welcomeBonus')} data-testid="time-bonus-banner">
      <Inner>
        <Text>
          <Label>{t('timeBonus.specialOffer')}</Label>{' '}
          <Title>
            <Trans
              t={t}
              i18nKey="timeBonus.title"
              values={{ percentage, time: formatCountdown(bonus.secondsLeft) }}
              components={{ timer: <BonusClock secondsLeft={bonus.secondsLeft} /> }}
            />
          </Title>
          <Note>
            {t('timeBonus.actFast')} {t('timeBonus.instantReceive')}
          </Note>
        </Text>
        {hasRoute('credits') && <Cta to={pathTo('credits')}>{t('timeBonus.unlock', { percentage })}</Cta>}
      </Inner>
    </Strip>
  );
}
