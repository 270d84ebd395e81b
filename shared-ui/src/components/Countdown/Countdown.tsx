import { useEffect, useEffectEvent, useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** hh:mm:ss, zero padded; hours keep growing past 99 rather than wrapping. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

/** ISO 8601 duration for <time dateTime>, e.g. PT3H59M5S. */
function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

export type CountdownProps = {
  /** Seconds left when this value was given; the countdown restarts when it changes. */
  seconds: number;
  /** Called once when zero is reached (also right away when started at zero). */
  onDone?: () => void;
} & Omit<ComponentPropsWithRef<'time'>, 'children' | 'dateTime'>;

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/**
 * A per-second countdown shown as hours:minutes:seconds (the welcome bonus).
 * It measures against the clock rather than counting ticks, so a throttled background tab
 * still shows the right time when it comes back. role=timer is not announced each second.
 */
export function Countdown({ seconds, onDone, ...timeProps }: CountdownProps) {
  const [state, setState] = useState({ from: seconds, left: seconds });
  // A new `seconds` prop restarts the countdown from that value.
  let left = state.left;
  if (state.from !== seconds) {
    left = seconds;
    setState({ from: seconds, left: seconds });
  }

  const finish = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (seconds <= 0) {
      finish();
      return;
    }
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setState({ from: seconds, left: remaining });
      if (remaining === 0) {
        clearInterval(timer);
        finish();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return (
    <Time role="timer" dateTime={isoDuration(left)} {...timeProps}>
      {formatCountdown(left)}
    </Time>
  );
}
