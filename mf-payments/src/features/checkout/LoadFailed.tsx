import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import { namespace } from '../../app/translations';

/** What a payments page shows when its data could not be loaded: the reason and a retry. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  const { t } = useTranslation(namespace);
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="outline" onClick={() => void onRetry()}>
          {t('packages.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
