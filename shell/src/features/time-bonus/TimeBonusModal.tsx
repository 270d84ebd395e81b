import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Button, media, Modal } from 'shared-ui';
import { hasRoute, pathTo, timeBonusAtom, WELCOME_DISCOUNT_PERCENTAGE } from 'shared-ui/kernel';
import { BonusClock } from './BonusClock';
import { formatTimeLeft } from './timeLeft';
import { useTimeBonusModal } from './useTimeBonusModal';

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  text-align: center;
`;

const Label = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm + 4}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

/* The 25 % as the eye-catcher: a brand-coloured disc. */
const Percentage = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 7.5rem;
  height: 7.5rem;
  margin: ${({ theme }) => theme.space.xs}px 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

const Headline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Points = styled.ul`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};

  li + li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;

  & > * {
    width: 100%;
  }

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;

    & > * {
      width: auto;
    }
  }
`;

/**
 * The time-bonus modal (see useTimeBonusModal for when it opens): the 25 % welcome bonus, the countdown
 * and a link to the credits page. Closing it (close button, Escape, backdrop, "Maybe later" or the link)
 * stores the dismissal. The shared Modal keeps focus inside, labels the dialog by its title and gives
 * focus back on close.
 */
export function TimeBonusModal() {
  const { t } = useTranslation('shell');
  const bonus = useAtomValue(timeBonusAtom);
  const { open, dismiss } = useTimeBonusModal();
  const ctaRef = useRef<HTMLAnchorElement>(null);
  if (!open || !bonus) return null;
  const percentage = WELCOME_DISCOUNT_PERCENTAGE;
  const describedBy = 'time-bonus-modal-text';
  return (
    <Modal
      open
      onClose={dismiss}
      title={t('timeBonus.welcomeBonus')}
      size="sm"
      describedBy={describedBy}
      initialFocusRef={ctaRef}
      closeLabel={t('timeBonus.close')}
      footer={
        <Footer>
          <Button variant="outline" onClick={dismiss}>
            {t('timeBonus.later')}
          </Button>
          {hasRoute('credits') && (
            <Button as={Link} to={pathTo('credits')} ref={ctaRef} onClick={dismiss}>
              {t('timeBonus.unlock', { percentage })}
            </Button>
          )}
        </Footer>
      }
    >
      <Offer id={describedBy}>
        <Label>{t('timeBonus.specialOffer')}</Label>
        <Percentage>{t('timeBonus.percentage', { percentage })}</Percentage>
        <Headline>
          <Trans
            t={t}
            i18nKey="timeBonus.title"
            values={{ percentage, time: formatTimeLeft(t, bonus.secondsLeft) }}
            components={{ timer: <BonusClock secondsLeft={bonus.secondsLeft} /> }}
          />
        </Headline>
        <p>{t('timeBonus.actFast')}</p>
        <Points>
          <li>{t('timeBonus.offerValid')}</li>
          <li>{t('timeBonus.instantReceive')}</li>
        </Points>
      </Offer>
    </Modal>
  );
}
