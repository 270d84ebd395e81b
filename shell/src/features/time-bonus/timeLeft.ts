import type { TFunction } from 'i18next';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Whole hours, minutes and seconds of a countdown (never negative). */
export function timeLeftParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/**
 * The bonus's time left as words a member reads at a glance ("3 h 48 min 05 s"), not a clock followed by a
 * unit ("03:48:00 hours"). It still ticks each second with hours, minutes and seconds, minutes and seconds
 * zero padded, as the SPEC's countdown does; the hours drop out in the last hour. The units are each
 * language's own abbreviations, from the shell's texts: Intl.DurationFormat joins the parts with commas and
 * "and" ("3 Std., 48 Min. und 5 Sek."), which reads as a sentence rather than a countdown.
 */
export function formatTimeLeft(t: TFunction, totalSeconds: number): string {
  const { hours, minutes, seconds } = timeLeftParts(totalSeconds);
  const values = { hours, minutes: twoDigits(minutes), seconds: twoDigits(seconds) };
  return hours > 0 ? t('timeBonus.timeLeft.hours', values) : t('timeBonus.timeLeft.minutes', values);
}
