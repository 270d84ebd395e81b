import { useTranslation } from 'react-i18next';
import type { StoredCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { cardBrandName } from '../checkout/card-brand';

/** 'Visa •••• 4242' as the page names a stored card. */
export function useCardName() {
  const { t } = useTranslation(namespace);
  return (card: StoredCard | null) =>
    card
      ? t('orders.cardText', { brand: cardBrandName(t, card.brand), last4: card.last4 })
      : t('repeatOrder.unnamedCard');
}
