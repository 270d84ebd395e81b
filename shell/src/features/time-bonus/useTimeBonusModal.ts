import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useDismissible } from 'shared-ui';
import { TIME_BONUS_MODAL_DELAY_MS, timeBonusAtom, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import {
  canShowTimeBonusModal,
  isMembersArea,
  isModalDismissed,
  TIME_BONUS_MODAL_HIDE_KEY,
} from './timeBonusRules';

export interface TimeBonusModalState {
  open: boolean;
  /** Closes it for good: the unix time goes under the hide key. */
  dismiss: () => void;
}

/**
 * TIME_BONUS_MODAL_DELAY_MS after entering the members area (moving between its pages does not restart
 * the delay; leaving it cancels the delay and closes an open modal), the modal opens if the member is
 * logged in, has 0 credits, has not dismissed it and the time bonus is visible. Logging in or out
 * restarts the delay. Only setTimeout: jest's fake timers and Playwright's page.clock drive it.
 */
export function useTimeBonusModal(): TimeBonusModalState {
  const user = useAtomValue(userAtom);
  const bonus = useAtomValue(timeBonusAtom);
  const inArea = isMembersArea(useRouteName());
  const loggedIn = user !== null;
  const dismissal = useDismissible(TIME_BONUS_MODAL_HIDE_KEY);
  const [delayOver, setDelayOver] = useState(false);

  useEffect(() => {
    if (!inArea || !loggedIn) return;
    const timer = setTimeout(() => setDelayOver(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayOver(false);
    };
  }, [inArea, loggedIn]);

  const eligible = canShowTimeBonusModal({
    user,
    bonusVisible: bonus?.isVisible === true && bonus.secondsLeft > 0,
    dismissed: isModalDismissed(dismissal, user),
  });
  return { open: inArea && delayOver && eligible, dismiss: dismissal.dismiss };
}
