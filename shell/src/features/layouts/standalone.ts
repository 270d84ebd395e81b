import { useSyncExternalStore } from 'react';

const STANDALONE_QUERY = '(display-mode: standalone)';

/** Installed-app mode: launched from the home screen (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(): boolean {
  return window.matchMedia?.(STANDALONE_QUERY).matches === true || navigator.standalone === true;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}

/**
 * Only in standalone mode, on routes registered with the flag backButtonInStandalone, when there is
 * somewhere to go back to.
 */
export function shouldShowBackButton(input: {
  standalone: boolean;
  backButtonInStandalone: boolean;
  historyLength: number;
}): boolean {
  return input.standalone && input.historyLength > 1 && input.backButtonInStandalone;
}
