import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatTimeLeft } from './timeLeft';

/** ISO 8601 duration for <time dateTime>, e.g. PT3H59M5S. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/**
 * The bonus's time left ("3 h 48 min 05 s", see formatTimeLeft). It shows the session's ticking state (useTimeBonusCountdown), so
 * the banner and the modal never disagree by a second. role=timer is not announced on every tick.
 */
export function BonusClock({ secondsLeft, children }: { secondsLeft: number; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Time role="timer" dateTime={isoDuration(secondsLeft)} data-testid="time-bonus-countdown">
      {children ?? formatTimeLeft(t, secondsLeft)}
    </Time>
  );
}
