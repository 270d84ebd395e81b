import {
  Component,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner, UnavailablePanel } from 'shared-ui';
import { settle, type SettledPromise } from './settle';

export interface RemoteBoundaryProps<T> {
  /** Federation name of the remote, put on the slot as data-remote. */
  remote: string;
  /**
   * Loads what the slot renders. Called again (with fresh=true) by the Retry button; it should return
   * the same promise for the same thing while it is loaded or loading.
   */
  load: (options: { fresh: boolean }) => Promise<T>;
  /** Renders the loaded value; a throw here is caught too. */
  children: (loaded: T) => ReactNode;
  /** Runs before a retry, e.g. re-reading the remotes manifest. */
  beforeRetry?: () => Promise<void>;
  /** What the slot shows while loading (a page's skeleton); a centred spinner by default. */
  fallback?: ReactNode;
}

/**
 * Failure isolation for one remote slot: a load failure or a render error shows the localized
 * "temporarily unavailable" panel with Retry in this slot only; the navigation and every other area
 * keep working. Retries with backoff and the page reload after a deployment happen while loading
 * (the federation runtime plugin, loadWithRecovery); what reaches this boundary has failed for good.
 */
export function RemoteBoundary<T>({ remote, load, children, beforeRetry, fallback }: RemoteBoundaryProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const promise = useMemo(() => settle(load({ fresh: attempt > 0 })), [load, attempt]);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await beforeRetry?.();
    } finally {
      setRetrying(false);
      setAttempt((value) => value + 1);
    }
  }, [beforeRetry]);

  return (
    <SlotErrorBoundary key={attempt} remote={remote} onRetry={retry} retrying={retrying}>
      <Suspense
        fallback={
          <div data-remote={remote} data-remote-state="loading">
            {fallback ?? <SlotSpinner />}
          </div>
        }
      >
        <Loaded promise={promise} render={children} />
      </Suspense>
    </SlotErrorBoundary>
  );
}

function Loaded<T>({ promise, render }: { promise: SettledPromise<T>; render: (loaded: T) => ReactNode }) {
  return <>{render(use(promise as Promise<T>))}</>;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function SlotSpinner() {
  const { t } = useTranslation('common');
  return (
    <Centered>
      <Spinner size="lg" aria-label={t('loading')} />
    </Centered>
  );
}

interface SlotErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  retrying: boolean;
  children: ReactNode;
}

class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <UnavailableSlot
        remote={this.props.remote}
        onRetry={this.props.onRetry}
        retrying={this.props.retrying}
      />
    );
  }
}

function UnavailableSlot({ remote, onRetry, retrying }: Omit<SlotErrorBoundaryProps, 'children'>) {
  const { t } = useTranslation('common');
  return (
    <div data-remote={remote} data-remote-state="unavailable">
      <UnavailablePanel
        title={t('unavailable.title')}
        message={t('unavailable.message')}
        retryLabel={t('actions.retry')}
        onRetry={onRetry}
        retrying={retrying}
      />
    </div>
  );
}
