import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Page } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatLocale } from '../checkout/format';
import { PackageOffer } from '../checkout/PackageOffer';
import { usePaymentCountry } from '../checkout/payment-country';
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
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A price list reads along short lines: on wide screens the card stays as wide as a form. */
const CostsCard = styled(Card)`
  max-width: 40rem;
`;

/** The least a message costs in money in the payment country (settings.minimum_message_costs). */
function useMinimumMessageCost(): string | null {
  const locale = useFormatLocale();
  const country = usePaymentCountry();
  const costs = useAtomValue(settingsAtom)?.minimum_message_costs;
  const cost = country ? costs?.[country] : undefined;
  if (!cost) return null;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: cost.currency }).format(cost.costs);
  } catch {
    return `${cost.costs} ${cost.currency}`;
  }
}

/** Pricing (open to visitors): what messages, gifts and photos cost in credits, and the credit packages. */
export default function PricingPage() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const minimum = useMinimumMessageCost();
  return (
    <Page title={t('pricing.title')} lead={t('pricing.lead')}>
      {settings && (
        <CostsCard as="section" aria-labelledby="pricing-costs">
          <CostsTitle id="pricing-costs">{t('pricing.costs.title')}</CostsTitle>
          <Costs>
            <dt>{t('pricing.costs.message')}</dt>
            <dd>{t('pricing.credits', { count: settings.message_credits })}</dd>
            <dt>{t('pricing.costs.gift')}</dt>
            <dd>{t('pricing.credits', { count: settings.gift_credits })}</dd>
            <dt>{t('pricing.costs.photo')}</dt>
            <dd>{t('pricing.credits', { count: settings.photo_credits })}</dd>
            {minimum && (
              <>
                <dt>{t('pricing.costs.minimumMessage')}</dt>
                <dd>{t('pricing.from', { price: minimum })}</dd>
              </>
            )}
            {settings.signup_credits > 0 && (
              <>
                <dt>{t('pricing.costs.signupBonus')}</dt>
                <dd>{t('pricing.credits', { count: settings.signup_credits })}</dd>
              </>
            )}
          </Costs>
        </CostsCard>
      )}
      <PackageOffer title={t('pricing.packages')} />
      <PremiumFacts />
    </Page>
  );
}
