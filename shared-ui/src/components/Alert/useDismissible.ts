import { useCallback, useState } from 'react';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy modes); then dismissal lasts for this page view only.
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See readStorage: nothing more to do than keep the in-memory state.
  }
}

export interface Dismissible {
  /** True once dismissed, now or on an earlier visit. */
  hidden: boolean;
  /** Hides it and stores the current unix time (seconds) under the hide key. */
  dismiss: () => void;
  /** When it was dismissed (unix seconds), or null. */
  dismissedAt: number | null;
}

/**
 * Remembers that the user closed something (an alert, the site-entry warning, the time-bonus modal):
 * Dismissal stores the unix time under a hide key, and the thing stays hidden while a value exists.
 */
export function useDismissible(hideKey: string): Dismissible {
  // Keyed state: when the hide key changes, the stored value for the new key is read afresh.
  const [state, setState] = useState(() => ({ key: hideKey, value: readStorage(hideKey) }));
  let current = state;
  if (state.key !== hideKey) {
    current = { key: hideKey, value: readStorage(hideKey) };
    setState(current);
  }

  const dismiss = useCallback(() => {
    const value = String(Math.floor(Date.now() / 1000));
    writeStorage(hideKey, value);
    setState({ key: hideKey, value });
  }, [hideKey]);

  const parsed = current.value === null ? null : Number.parseInt(current.value, 10);
  return {
    hidden: current.value !== null,
    dismiss,
    dismissedAt: parsed === null || Number.isNaN(parsed) ? null : parsed,
  };
}
