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

/** The free messages a free member has left to spend before their credits (0 for a premium member). */
export function useFreeMessagesLeft(): number {
  const user = useAtomValue(userAtom);
  return user && !user.paid_user ? user.free_messages_left : 0;
}

const BuyLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`;

export interface PricingNoteProps {
  className?: string;
  /** Offers buying credits after the price (not while free messages are left: nothing to pay yet). */
  onBuyCredits?: () => void;
}

/**
 * What the next message costs, said before every send: '2 free messages left' while a free member has some,
 * then 'A message costs 10 credits (from €0.89)'.
 */
export function PricingNote({ className, onBuyCredits }: PricingNoteProps) {
  const { t } = useTranslation(namespace);
  const credits = useAtomValue(settingsAtom)?.message_credits ?? 0;
  const price = useMinimumMessagePrice();
  const freeLeft = useFreeMessagesLeft();
  let note: string;
  if (freeLeft > 0) note = t('pricing.freeMessagesLeft', { count: freeLeft });
  else if (price) note = t('pricing.messageWithPrice', { count: credits, price });
  else note = t('pricing.message', { count: credits });
  return (
    <Note className={className}>
      {note}
      {onBuyCredits && freeLeft === 0 && (
        <>
          {' · '}
          <BuyLink type="button" onClick={onBuyCredits}>
            {t('errors.buyCredits')}
          </BuyLink>
        </>
      )}
    </Note>
  );
}
