import { settingsFixture } from 'shared-ui/testing';
import { defaultFilters, homeCountry, lookingFor } from './default-filters';

describe('lookingFor', () => {
  it.each([
    ['male', 'hetero', 'female'],
    ['female', 'hetero', 'male'],
    ['male', 'gay', 'male'],
    ['female', 'lesbian', 'female'],
    [null, 'gay', 'male'],
    [null, 'lesbian', 'female'],
    ['male', 'bi', null],
    ['female', null, 'male'],
    [null, null, null],
    [null, 'hetero', null],
  ] as const)('a %s %s member looks for %s', (gender, sexuality, expected) => {
    expect(lookingFor({ gender, sexuality, country: 'GB' })).toBe(expected);
  });

  it('a visitor looks for both', () => {
    expect(lookingFor(null)).toBeNull();
  });
});

describe('homeCountry', () => {
  const settings = settingsFixture({ countries: ['DE', 'AT', 'CH'], geoip_selected_country: 'AT' });

  it("prefers the member's own country, then the visitor's, then the site's first, if the site serves it", () => {
    expect(homeCountry({ gender: null, sexuality: null, country: 'CH' }, settings)).toBe('CH');
    expect(homeCountry({ gender: null, sexuality: null, country: 'FR' }, settings)).toBe('AT');
    expect(homeCountry(null, settings)).toBe('AT');
    expect(homeCountry(null, settingsFixture({ countries: ['DE'], geoip_selected_country: 'US' }))).toBe(
      'DE',
    );
    expect(homeCountry(null, null)).toBeNull();
  });
});

describe('defaultFilters', () => {
  it('starts in the home country where the site has a country filter or several countries, with all ages', () => {
    const viewer = { gender: 'female', sexuality: 'hetero', country: 'GB' } as const;
    expect(defaultFilters(viewer, settingsFixture({ search_fields: ['country'] }))).toEqual({
      gender: 'male',
      country: 'GB',
      countryregion: null,
      min_age: null,
      max_age: null,
    });
    expect(
      defaultFilters(viewer, settingsFixture({ search_fields: [], countries: ['GB'] })).country,
    ).toBeNull();
    // Several countries: the member picks one, starting from their own.
    expect(
      defaultFilters(viewer, settingsFixture({ search_fields: [], countries: ['GB', 'IE'] })).country,
    ).toBe('GB');
  });
});
