/** The three ways to ask for an age: all ages, a range (min–max), or "N+" (min only). */
export type AgeMode = 'all' | 'range' | 'min';

export interface AgeRange {
  min_age: number | null;
  max_age: number | null;
}

/** The oldest age the filter offers; "N+" covers anyone older. */
export const AGE_FILTER_MAX = 99;

export function ageModeOf({ min_age, max_age }: AgeRange): AgeMode {
  if (min_age === null && max_age === null) return 'all';
  return max_age === null ? 'min' : 'range';
}

/** Every age the filter offers, from the site's minimum age (never below 18). */
export function ageOptions(minimumAge: number | undefined): number[] {
  const from = Math.min(Math.max(18, minimumAge ?? 18), AGE_FILTER_MAX);
  return Array.from({ length: AGE_FILTER_MAX - from + 1 }, (_, index) => from + index);
}

/**
 * The range a mode starts with when the member switches to it: the bounds already chosen where there are
 * some, else ten years up from the youngest age offered.
 */
export function rangeForMode(mode: AgeMode, current: AgeRange, youngest: number): AgeRange {
  if (mode === 'all') return { min_age: null, max_age: null };
  const min = current.min_age ?? youngest;
  if (mode === 'min') return { min_age: min, max_age: null };
  return { min_age: min, max_age: Math.max(min, current.max_age ?? Math.min(min + 10, AGE_FILTER_MAX)) };
}

/** A new lower bound: a range never ends below where it starts. */
export function withMinAge(range: AgeRange, min: number): AgeRange {
  return { min_age: min, max_age: range.max_age === null ? null : Math.max(range.max_age, min) };
}
