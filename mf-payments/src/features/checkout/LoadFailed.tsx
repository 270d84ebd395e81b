import { useTranslation } from 'react-i18next';
import { Alert, Button, loadFailureText } from 'shared-ui';
import { namespace } from '../../app/translations';

/**
 * What a payments page shows when its data could not be loaded: the reason (the offline-style notice for an
 * outage, else the page's own text) and a retry.
 */
export function LoadFailed({
  children,
  error,
  onRetry,
}: {
  /** The page's own failure text. */
  children: string;
  error: unknown;
  onRetry: () => unknown;
}) {
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
      {loadFailureText(error, children)}
    </Alert>
  );
}
