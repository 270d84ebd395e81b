import { useState } from 'react';
import { useLocation } from 'shared-ui/router';
import { ActivationReminder, useActivationReminderDue } from '../activation-reminder/ActivationReminder';
import { EnrichProfileAlert, useEnrichProfileDue } from '../enrich-profile/EnrichProfileAlert';
import { PushAlert, usePushAskDue } from '../push/PushAlert';
import { TimeBonusBanner, useTimeBonusBannerDue } from '../time-bonus/TimeBonusBanner';
import { askToShow, chooseAsk, type AskEligibility, type AskName } from './askRules';

const ASKS: Record<AskName, () => React.JSX.Element | null> = {
  activation: ActivationReminder,
  push: PushAlert,
  timeBonus: TimeBonusBanner,
  enrichProfile: EnrichProfileAlert,
};

function PageAsk() {
  const eligible: AskEligibility = {
    activation: useActivationReminderDue(),
    push: usePushAskDue(),
    timeBonus: useTimeBonusBannerDue(),
    enrichProfile: useEnrichProfileDue(),
  };
  // Chosen once, at the page's first paint, from what is known then (see askToShow).
  const [chosen] = useState(() => chooseAsk(eligible));
  const shown = askToShow(chosen, eligible);
  if (!shown) return null;
  const Ask = ASKS[shown];
  return <Ask />;
}

/**
 * The one promo or ask above a page's content (askRules.ts says which). Each new page chooses afresh, and
 * reads the stored answers afresh (an ask answered in the signup's modal stays away on the next page).
 */
export function AskSlot() {
  const { pathname } = useLocation();
  return <PageAsk key={pathname} />;
}
