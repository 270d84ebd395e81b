import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import { namespace } from '../../app/translations';
import { LikeGridSkeleton } from './LikeGridSkeleton';
import type { Loadable } from './useLikes';

/** Loading (the list's skeleton, labelled), failure (an alert with retry), or the loaded content. */
export function LoadState<T>({
  state,
  onRetry,
  children,
}: {
  state: Loadable<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  if (state.status === 'loading') return <LikeGridSkeleton label={t('likes.loading')} />;
  if (state.status === 'failed') {
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('likes.retry')}
          </Button>
        }
      >
        {t('likes.failed')}
      </Alert>
    );
  }
  return <>{children(state.value)}</>;
}
