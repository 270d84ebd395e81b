import { ageModeOf, ageOptions, rangeFromSlider, sliderValues } from './age-range';

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

  it('puts the thumbs at the ends of the track for all ages, and the top one there for "N+"', () => {
    expect(sliderValues({ min_age: null, max_age: null }, 18)).toEqual([18, 99]);
    expect(sliderValues({ min_age: 30, max_age: null }, 18)).toEqual([30, 99]);
    expect(sliderValues({ min_age: 30, max_age: 40 }, 18)).toEqual([30, 40]);
  });

  it('reads all ages, "N+" and a range from the thumbs', () => {
    expect(rangeFromSlider([18, 99], 18)).toEqual({ min_age: null, max_age: null });
    expect(rangeFromSlider([30, 99], 18)).toEqual({ min_age: 30, max_age: null });
    expect(rangeFromSlider([18, 40], 18)).toEqual({ min_age: 18, max_age: 40 });
    expect(rangeFromSlider([30, 40], 18)).toEqual({ min_age: 30, max_age: 40 });
  });
});
