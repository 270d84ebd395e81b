import { useTranslation } from 'react-i18next';
import { Badge, CountBadge, VisuallyHidden } from 'shared-ui';
import { badgeSources, type BadgeSourceName } from 'shared-ui/kernel';
import { BADGE_PRESENTATION } from './navRules';

/**
 * A navigation item's badge: a count (99+ from 100, nothing at 0) or the credits alert in its tone.
 * Screen readers hear the full count in words instead of the drawn badge.
 */
export function NavBadge({ source, className }: { source: BadgeSourceName; className?: string }) {
  const { t } = useTranslation('shell');
  const badge = badgeSources[source]();
  const { testId, spokenKey } = BADGE_PRESENTATION[source];
  if (!badge) return null;
  const spoken = badge.count > 0 || badge.kind === 'alert';
  return (
    <>
      {badge.kind === 'count' ? (
        <CountBadge count={badge.count} aria-hidden="true" data-testid={testId} className={className} />
      ) : (
        <Badge
          tone={badge.tone}
          data-tone={badge.tone}
          data-testid={testId}
          aria-hidden="true"
          className={className}
        >
          {badge.count}
        </Badge>
      )}
      {spoken && <VisuallyHidden>{t(spokenKey, { count: badge.count })}</VisuallyHidden>}
    </>
  );
}
