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

/** Routes that get a Back button in installed-app mode (there is no browser back button there). */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
] as const;

/** Only in standalone mode, on those routes, when there is somewhere to go back to. */
export function shouldShowBackButton(input: {
  standalone: boolean;
  routeName: string | undefined;
  historyLength: number;
}): boolean {
  return (
    input.standalone &&
    input.historyLength > 1 &&
    input.routeName !== undefined &&
    (BACK_BUTTON_ROUTES as readonly string[]).includes(input.routeName)
  );
}
