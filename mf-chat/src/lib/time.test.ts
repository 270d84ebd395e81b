import { calendarDaysBetween, formatDayLabel, formatRelativeTime, localDayKey } from './time';

const now = new Date(2025, 4, 10, 15, 30);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('chat times', () => {
  it('keys a moment by its local calendar day', () => {
    expect(localDayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDayKey(new Date(2025, 0, 6, 0, 0))).toBe('2025-01-06');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(new Date(2025, 4, 9, 23, 59), new Date(2025, 4, 10, 0, 1))).toBe(1);
    expect(calendarDaysBetween(new Date(2025, 4, 10, 0, 1), new Date(2025, 4, 10, 23, 59))).toBe(0);
  });

  it('labels the days of a conversation', () => {
    expect(formatDayLabel(new Date(2025, 4, 10, 9, 0), now, 'en')).toBe('Today');
    expect(formatDayLabel(new Date(2025, 4, 9, 9, 0), now, 'en')).toBe('Yesterday');
    expect(formatDayLabel(new Date(2025, 4, 9, 9, 0), now, 'de')).toBe('Gestern');
    expect(formatDayLabel(new Date(2025, 4, 6, 9, 0), now, 'en-GB')).toBe('Tuesday 6 May');
    expect(formatDayLabel(new Date(2024, 11, 24, 9, 0), now, 'en-GB')).toBe('Tuesday, 24 December 2024');
  });

  it('says how long ago the last message was', () => {
    expect(formatRelativeTime(minutesAgo(0.5), now, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime(minutesAgo(5), now, 'en', 'just now')).toBe('5 min. ago');
    expect(formatRelativeTime(minutesAgo(180), now, 'en', 'just now')).toBe('3 hr. ago');
    expect(formatRelativeTime(new Date(2025, 4, 9, 23, 0), now, 'en', 'just now')).toBe('yesterday');
    expect(formatRelativeTime(new Date(2025, 4, 6, 12, 0), now, 'en', 'just now')).toBe('4 days ago');
    expect(formatRelativeTime(new Date(2025, 3, 1, 12, 0), now, 'en-GB', 'just now')).toBe('1 Apr');
    expect(formatRelativeTime(new Date(2024, 3, 1, 12, 0), now, 'en-GB', 'just now')).toBe('1 Apr 2024');
  });
});
