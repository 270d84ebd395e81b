import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, mediaBelow, VisuallyHidden } from 'shared-ui';
import type { RepeatableOrder } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatDate, useFormatMoney } from '../checkout/format';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }

  ${mediaBelow.sm} {
    button {
      width: 100%;
    }
  }
`;

/** One earlier order of a stored card, and 'Buy again' with that card. */
export function RepeatItem({
  order,
  busy,
  onBuy,
}: {
  order: RepeatableOrder;
  busy: boolean;
  onBuy: (order: RepeatableOrder) => void;
}) {
  const { t } = useTranslation(namespace);
  const money = useFormatMoney();
  const date = useFormatDate();
  const headingId = `repeat-${order.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{t('packages.credits', { count: order.credits })}</h3>
      <dl>
        <dt>{t('orders.bundle')}</dt>
        <dd>{t(`packages.tiers.${order.tier}`)}</dd>
        <dt>{t('repeatOrder.price')}</dt>
        <dd>{money(order.price)}</dd>
        <dt>{t('orders.date')}</dt>
        <dd>{date(order.created_at)}</dd>
      </dl>
      <div>
        <Button onClick={() => onBuy(order)} disabled={busy}>
          {t('repeatOrder.buyAgain')}
          <VisuallyHidden> {t('packages.credits', { count: order.credits })}</VisuallyHidden>
        </Button>
      </div>
    </Item>
  );
}
