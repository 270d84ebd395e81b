import { ageModeOf, ageOptions, rangeForMode, withMinAge } from './age-range';

describe('age range', () => {
  it('tells the mode from the bounds', () => {
    expect(ageModeOf({ min_age: null, max_age: null })).toBe('all');
    expect(ageModeOf({ min_age: 30, max_age: 40 })).toBe('range');
    expect(ageModeOf({ min_age: 30, max_age: null })).toBe('min');
  });

  it("offers ages from the site's minimum age, never below 18", () => {
    expect(ageOptions(21)[0]).toBe(21);
    expect(ageOptions(16)[0]).toBe(18);
    expect(ageOptions(undefined).at(-1)).toBe(99);
  });

  it('keeps the chosen bounds when the mode changes', () => {
    expect(rangeForMode('range', { min_age: null, max_age: null }, 18)).toEqual({ min_age: 18, max_age: 28 });
    expect(rangeForMode('min', { min_age: 30, max_age: 40 }, 18)).toEqual({ min_age: 30, max_age: null });
    expect(rangeForMode('range', { min_age: 30, max_age: null }, 18)).toEqual({ min_age: 30, max_age: 40 });
    expect(rangeForMode('all', { min_age: 30, max_age: 40 }, 18)).toEqual({ min_age: null, max_age: null });
  });

  it('never lets a range end below its start', () => {
    expect(withMinAge({ min_age: 20, max_age: 30 }, 35)).toEqual({ min_age: 35, max_age: 35 });
    expect(withMinAge({ min_age: 20, max_age: null }, 35)).toEqual({ min_age: 35, max_age: null });
  });
});
