import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../ui-constants';
import { useUiText } from '../i18n/uiText';

/** The bar never claims to be done before the work is: it holds here until `active` turns false. */
export const LOADING_BAR_MAX_PROGRESS = 95;
const TICK_MS = 100;
/** How long the full bar stays visible after the work finished, before it goes. */
export const LOADING_BAR_FINISH_MS = 300;

/** Progress after `elapsed` ms: eases out toward the cap, reached at LOADING_BAR_DURATION_MS. */
export function loadingProgress(elapsed: number): number {
  const t = Math.min(Math.max(elapsed / LOADING_BAR_DURATION_MS, 0), 1);
  return LOADING_BAR_MAX_PROGRESS * (1 - (1 - t) ** 2);
}

export interface LoadingBarProps {
  /** True while something loads (a route change, a remote's code). */
  active: boolean;
  /** What is loading, for screen readers; defaults to the localized "Loading". */
  'aria-label'?: string;
  className?: string;
}

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.loadingBar};
  height: 3px;
  pointer-events: none;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brandPrimary};
  box-shadow: 0 0 6px ${({ theme }) => theme.colors.brandPrimary};
  transform-origin: left center;
  transition: transform ${TICK_MS}ms linear;
`;

/**
 * The page-top progress bar: it appears only when loading lasts longer than the
 * 200 ms throttle, so fast navigations do not flicker, and fills toward the end over 5000 ms.
 */
export function LoadingBar({ active, 'aria-label': ariaLabel, className }: LoadingBarProps) {
  const text = useUiText();
  const [shown, setShown] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (active) {
      let ticker: ReturnType<typeof setInterval> | undefined;
      const throttle = setTimeout(() => {
        const startedAt = Date.now();
        setShown(true);
        setProgress(0);
        ticker = setInterval(() => setProgress(loadingProgress(Date.now() - startedAt)), TICK_MS);
      }, LOADING_BAR_THROTTLE_MS);
      return () => {
        clearTimeout(throttle);
        clearInterval(ticker);
      };
    }
    // Finished: the bar (if it was shown) fills up, then goes.
    const hide = setTimeout(() => {
      setShown(false);
      setProgress(0);
    }, LOADING_BAR_FINISH_MS);
    return () => clearTimeout(hide);
  }, [active]);

  if (!shown) return null;
  const value = active ? progress : 100;
  return (
    <Track
      className={className}
      role="progressbar"
      aria-label={ariaLabel ?? text.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <Fill style={{ transform: `scaleX(${value / 100})` }} />
    </Track>
  );
}
