import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, EmptyState, LinkButton, Page } from 'shared-ui';
import { settingsAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PremiumFacts } from './PremiumFacts';

const Costs = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  margin: 0;

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
  }
`;

const CostsTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Pricing: what credits pay for on this site (from its settings) and how premium works. */
export default function PricingPage() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  return (
    <Page title={t('pricing.title')} lead={t('pricing.lead')}>
      {settings && (
        <Card as="section">
          <CostsTitle>{t('pricing.costs.title')}</CostsTitle>
          <Costs>
            <dt>{t('pricing.costs.message')}</dt>
            <dd>{t('pricing.credits', { count: settings.message_credits })}</dd>
            <dt>{t('pricing.costs.gift')}</dt>
            <dd>{t('pricing.credits', { count: settings.gift_credits })}</dd>
            {settings.signup_credits > 0 && (
              <>
                <dt>{t('pricing.costs.signupBonus')}</dt>
                <dd>{t('pricing.credits', { count: settings.signup_credits })}</dd>
              </>
            )}
          </Costs>
        </Card>
      )}
      <PremiumFacts />
      <EmptyState
        title={t('pricing.bundles.title')}
        description={t('pricing.bundles.description')}
        action={<LinkButton to={pathTo('credits')}>{t('pricing.bundles.action')}</LinkButton>}
      />
    </Page>
  );
}
