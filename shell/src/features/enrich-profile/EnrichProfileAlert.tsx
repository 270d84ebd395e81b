import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { useDismissible } from 'shared-ui';
import { hasRoute, pathTo, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { AskStrip } from '../ask-strip/AskStrip';
import { ENRICH_PROFILE_HIDE_KEY, shouldShowEnrichProfile } from './enrichProfileRules';

const Action = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** Whether the enrich-profile tip is due on this page, and its dismissal. */
function useEnrichProfile() {
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  const { hidden, dismiss } = useDismissible(ENRICH_PROFILE_HIDE_KEY);
  return { due: !hidden && hasRoute('profile') && shouldShowEnrichProfile(user, routeName), dismiss };
}

/** Whether the enrich-profile tip is due on this page (for the ask slot's choice). */
export function useEnrichProfileDue(): boolean {
  return useEnrichProfile().due;
}

/** The enrich-profile tip of the ask slot: a thin profile's way to /profile, dismissible for good. */
export function EnrichProfileAlert() {
  const { t } = useTranslation('shell');
  const { due, dismiss } = useEnrichProfile();
  if (!due) return null;
  return (
    <AskStrip
      label={t('enrichProfile.title')}
      tone="info"
      role="status"
      testId="enrich-profile"
      action={<Action to={pathTo('profile')}>{t('enrichProfile.link')}</Action>}
      onDismiss={dismiss}
      dismissLabel={t('enrichProfile.dismiss')}
    >
      {t('enrichProfile.title')}
    </AskStrip>
  );
}
