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

/** Where the slider's two thumbs sit for a range: all ages spans the whole track, "N+" ends at its top. */
export function sliderValues(range: AgeRange, youngest: number): [number, number] {
  return [range.min_age ?? youngest, range.max_age ?? AGE_FILTER_MAX];
}

/**
 * The range the slider's thumbs mean: the whole track is all ages, a top thumb at the oldest age is "N+"
 * (anyone older too), anything else a range.
 */
export function rangeFromSlider([min, max]: readonly number[], youngest: number): AgeRange {
  const from = Math.max(youngest, min ?? youngest);
  const to = Math.max(from, max ?? AGE_FILTER_MAX);
  if (to >= AGE_FILTER_MAX)
    return from <= youngest ? { min_age: null, max_age: null } : { min_age: from, max_age: null };
  return { min_age: from, max_age: to };
}
