import { Alert, Button } from 'shared-ui';

/** A failed load, said in the reader's words, with the way to try again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      tone="danger"
      action={
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
