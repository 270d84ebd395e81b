import { useTranslation } from 'react-i18next';
import { Alert, Countdown } from 'shared-ui';
import { namespace } from '../../app/translations';
import type { ActiveDiscount } from './discount';

/** The active discount: its percentage and, while it runs out, the countdown (hours:minutes:seconds). */
export function DiscountNotice({ discount }: { discount: ActiveDiscount }) {
  const { t } = useTranslation(namespace);
  return (
    <Alert
      tone="info"
      role="note"
      title={t(discount.source === 'time-bonus' ? 'discount.timeBonusTitle' : 'discount.welcomeTitle', {
        percent: discount.percentage,
      })}
    >
      <p>{t('discount.text', { percent: discount.percentage })}</p>
      {discount.secondsLeft !== null && (
        <p>
          {t('discount.validFor')} <Countdown seconds={discount.secondsLeft} />
        </p>
      )}
    </Alert>
  );
}
