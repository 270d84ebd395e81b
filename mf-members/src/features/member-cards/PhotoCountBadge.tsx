import { useTranslation } from 'react-i18next';
import { Badge, VisuallyHidden } from 'shared-ui';
import { namespace } from '../../app/translations';
import { CameraIcon } from '../../components/icons';

/** The photo count badge of a profile: a camera and the number, read out in words. */
export function PhotoCountBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation(namespace);
  if (count <= 0) return null;
  return (
    <Badge tone="neutral" className={className}>
      <CameraIcon />
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('card.photos', { count })}</VisuallyHidden>
    </Badge>
  );
}
