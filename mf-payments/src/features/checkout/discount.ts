import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, timeBonusAtom, userAtom } from 'shared-ui/kernel';
import { fetchWelcomeDiscount, paymentKeys } from './api';

/** The discount the member's prices are asked with. */
export interface ActiveDiscount {
  code: string;
  /** Whole or decimal percent, e.g. 25. */
  percentage: number;
  /** Seconds it stays valid (the countdown); null: no end. */
  secondsLeft: number | null;
  source: 'time-bonus' | 'welcome';
}

const WELCOME_STALE_MS = 5 * 60_000;

/**
 * The active discount (SPEC 4, Time bonus): the time bonus while it runs, otherwise the member's welcome
 * code (GET /api/discountcode.php?welcome=true; a failure is ignored silently). The client only names the
 * code; the server prices it and decides whether it applies.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const timeBonus = useAtomValue(timeBonusAtom);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const bonusRuns = timeBonus !== null && timeBonus.isVisible && timeBonus.secondsLeft > 0;
  const welcome = useQuery({
    queryKey: paymentKeys.welcomeDiscount(userId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchWelcomeDiscount(signal);
      } catch {
        return null;
      }
    },
    enabled: userId !== null && !bonusRuns,
    staleTime: WELCOME_STALE_MS,
    retry: false,
  });

  if (bonusRuns) {
    return {
      code: TIME_BONUS_CODE,
      percentage: TIME_BONUS_PERCENTAGE,
      secondsLeft: timeBonus.secondsLeft,
      source: 'time-bonus',
    };
  }
  const code = welcome.data;
  if (!code || code.expired || code.status !== 'active' || code.validity === 0) return null;
  return {
    code: code.code,
    percentage: code.value_percentage,
    secondsLeft: code.validity,
    source: 'welcome',
  };
}
