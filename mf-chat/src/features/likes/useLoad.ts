import { useCallback, useEffect, useState } from 'react';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Runs `load` when the component mounts (and when `load` changes), and again on retry. A result that
 * arrives after unmount or after a newer run is dropped, so a slow answer never overwrites a newer one.
 */
export function useLoad<T>(load: () => Promise<T>): { state: Loadable<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  return { state, retry };
}
