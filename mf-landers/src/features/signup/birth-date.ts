/** YYYY-MM-DD of a date `years` before `today` (29 February falls back to 28 February). */
function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export const OLDEST_AGE = 120;

/**
 * The date of birth picker's range: at most the day a visitor turns the minimum age today, at least
 * OLDEST_AGE years back. A date picker opens on its latest allowed month when today is out of range, so it
 * starts among adults' birth years instead of on the current year.
 */
export function birthDateBounds(minimumAge: number, today: Date = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, OLDEST_AGE), max: yearsBefore(today, minimumAge) };
}
