import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Page } from 'shared-ui';
import { userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PackageOffer } from '../checkout/PackageOffer';
import { PremiumComparison } from './PremiumComparison';
import { PremiumFacts } from './PremiumFacts';

const Claim = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.tones.primary.onSubtle};
  }
`;

/**
 * The premium plan page: the package tiers p0 to p3 (any of them makes the member premium for life),
 * what premium gives, and free against premium. A premium member is thanked and can still buy credits.
 */
export default function PremiumPage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const premium = user?.paid_user ?? false;
  return (
    <Page title={t('premium.title')} lead={t('premium.lead')}>
      {premium && <Alert tone="success">{t('premium.alreadyPremium')}</Alert>}
      {!premium && (
        <Claim>
          <Trans t={t} i18nKey="premium.claim" components={{ strong: <strong /> }} />
        </Claim>
      )}
      <PackageOffer title={t(premium ? 'premium.packages.moreCredits' : 'premium.packages.title')} />
      <PremiumFacts />
      <PremiumComparison />
    </Page>
  );
}
