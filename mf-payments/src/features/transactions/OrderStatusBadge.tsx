import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from 'shared-ui';
import type { OrderStatus } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const TONES: Record<OrderStatus, BadgeTone> = {
  created: 'neutral',
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'primary',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(namespace);
  return <Badge tone={TONES[status]}>{t(`orderStatus.${status}`)}</Badge>;
}
