/**
 * Dates as the chat shows them, in the reader's language and time zone: a message's clock time, the
 * day separators of a conversation, and the conversation list's relative times.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Up to a week back, a time reads best as "3 days ago"; older ones as a date. */
const RELATIVE_DAYS = 7;

/** The local calendar day of a moment, as 'YYYY-MM-DD' (the key of a day separator). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whole local calendar days from `date` to `now` (0: the same day, 1: yesterday), whatever the hours. */
export function calendarDaysBetween(date: Date, now: Date): number {
  const start = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** The clock time of a message, e.g. '14:05' (or '2:05 PM' where the language writes it so). */
export function formatClock(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A full date and time for a tooltip or a screen reader: 'Saturday, 3 May 2025 at 14:05'. */
export function formatFullDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** A date without the year when it is this year's: '3 May' or '3 May 2024'. */
function formatShortDate(date: Date, now: Date, locale: string): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/**
 * The day separator's label: 'Today', 'Yesterday' (in the language's own words), otherwise the weekday
 * and date, with the year when it is not this year's.
 */
export function formatDayLabel(date: Date, now: Date, locale: string): string {
  const days = calendarDaysBetween(date, now);
  if (days === 0 || days === 1) {
    const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/**
 * The conversation list's time of the last message: '5 min. ago', '3 hr. ago', 'yesterday', '4 days ago',
 * then the date. Under a minute it is `justNow` (the caller's translated 'just now').
 */
export function formatRelativeTime(date: Date, now: Date, locale: string, justNow: string): string {
  const elapsed = now.getTime() - date.getTime();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE_MS) return justNow;
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  const days = calendarDaysBetween(date, now);
  if (days === 0) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (days < RELATIVE_DAYS) return relative.format(-days, 'day');
  return formatShortDate(date, now, locale);
}
