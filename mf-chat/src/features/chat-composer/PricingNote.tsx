import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { settingsAtom, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatLocale } from '../../lib/useFormatLocale';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * What the least a message costs in money is in the member's country (the site's minimum_message_costs for
 * the profile's country), in its currency and the reader's number format: '€0.89', '0,89 €'. Null where
 * the site names no price for the country.
 */
export function useMinimumMessagePrice(): string | null {
  const locale = useFormatLocale();
  const costs = useAtomValue(settingsAtom)?.minimum_message_costs;
  const country = useAtomValue(userAtom)?.profile.country;
  const cost = country ? costs?.[country] : undefined;
  if (!cost) return null;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: cost.currency }).format(cost.costs);
  } catch {
    // A currency code Intl does not know: the amount with the code beside it still says the price.
    return `${cost.costs} ${cost.currency}`;
  }
}

/** 'A message costs 10 credits (from €0.89)': said before every paid send. */
export function PricingNote({ className }: { className?: string }) {
  const { t } = useTranslation(namespace);
  const credits = useAtomValue(settingsAtom)?.message_credits ?? 0;
  const price = useMinimumMessagePrice();
  return (
    <Note className={className}>
      {price
        ? t('pricing.messageWithPrice', { count: credits, price })
        : t('pricing.message', { count: credits })}
    </Note>
  );
}
