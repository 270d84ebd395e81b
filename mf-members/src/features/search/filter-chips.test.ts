import { filterChips } from './filter-chips';

const any = { gender: null, country: null, countryregion: null, min_age: null, max_age: null };

describe('filterChips', () => {
  it('makes no chip of a filter at "any"', () => {
    expect(filterChips(any, { countryFilter: true })).toEqual([]);
  });

  it('lists the chosen filters in the order of the sheet, each with the filters without it', () => {
    const filters = {
      gender: 'female',
      country: 'AT',
      countryregion: 'Tirol',
      min_age: 30,
      max_age: null,
    } as const;
    const chips = filterChips(filters, { countryFilter: true });
    expect(chips.map((chip) => chip.key)).toEqual(['gender', 'country', 'region', 'age']);
    expect(chips[0]!.without).toEqual({ ...filters, gender: null });
    // A region belongs to its country: it goes with it.
    expect(chips[1]!.without).toEqual({ ...filters, country: null, countryregion: null });
    expect(chips[2]!.without).toEqual({ ...filters, countryregion: null });
    expect(chips[3]!.without).toEqual({ ...filters, min_age: null });
  });

  it('shows no country chip where the member cannot choose the country', () => {
    const chips = filterChips({ ...any, country: 'PL', countryregion: 'Śląskie' }, { countryFilter: false });
    expect(chips.map((chip) => chip.key)).toEqual(['region']);
  });
});
