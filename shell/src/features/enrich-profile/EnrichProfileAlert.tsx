import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Container, useDismissible } from 'shared-ui';
import { hasRoute, pathTo, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { ENRICH_PROFILE_HIDE_KEY, shouldShowEnrichProfile } from './enrichProfileRules';

const Banner = styled(Container)`
  padding-top: ${({ theme }) => theme.space.md}px;
`;

const Text = styled.p`
  margin: 0;
`;

/** The enrich-profile alert of the warnings header: a thin profile's way to /profile, dismissible for good. */
export function EnrichProfileAlert() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  const { hidden, dismiss } = useDismissible(ENRICH_PROFILE_HIDE_KEY);
  if (hidden || !hasRoute('profile') || !shouldShowEnrichProfile(user, routeName)) return null;
  return (
    <Banner>
      <Alert
        tone="info"
        title={t('enrichProfile.title')}
        action={<Link to={pathTo('profile')}>{t('enrichProfile.link')}</Link>}
        onDismiss={dismiss}
        dismissLabel={t('enrichProfile.dismiss')}
      >
        <Text>{t('enrichProfile.text')}</Text>
      </Alert>
    </Banner>
  );
}
