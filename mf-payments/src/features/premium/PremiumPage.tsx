import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, LinkButton, Page } from 'shared-ui';
import { userAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PremiumComparison } from './PremiumComparison';
import { PremiumFacts } from './PremiumFacts';

/** The premium plan page: what premium gives and how to get it. The package tiers arrive with payments. */
export default function PremiumPage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  return (
    <Page title={t('premium.title')} lead={t('premium.lead')}>
      {user?.paid_user && <Alert tone="success">{t('premium.alreadyPremium')}</Alert>}
      <PremiumFacts />
      <PremiumComparison />
      <EmptyState
        title={t('premium.packages.title')}
        description={t('premium.packages.description')}
        action={<LinkButton to={pathTo('credits')}>{t('premium.packages.action')}</LinkButton>}
      />
    </Page>
  );
}
