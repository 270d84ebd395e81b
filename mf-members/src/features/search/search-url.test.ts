import { readSearchUrl, writeSearchUrl } from './search-url';
import type { SearchFilters } from './search-state';

const defaults: SearchFilters = {
  gender: 'female',
  country: 'DE',
  countryregion: null,
  min_age: null,
  max_age: null,
};
const options = { countries: ['DE', 'AT', 'CH'], minimumAge: 18, countryFilter: true };
const read = (query: string, opts = options) => readSearchUrl(new URLSearchParams(query), defaults, opts);
/** A URL that does hold a search. */
const readSome = (query: string, opts = options) => {
  const state = read(query, opts);
  if (!state) throw new Error(`no search in '${query}'`);
  return state;
};

describe('readSearchUrl', () => {
  it('keeps the defaults when the address holds no search', () => {
    expect(read('')).toBeNull();
    expect(read('utm_source=mail')).toBeNull();
  });

  it('reads every filter and the page, "any" included', () => {
    expect(read('gender=any&country=at&region=Tirol&min_age=25&max_age=40&page=3')).toEqual({
      filters: { gender: null, country: 'AT', countryregion: 'Tirol', min_age: 25, max_age: 40 },
      page: 3,
    });
    expect(read('gender=male&country=any')).toEqual({
      filters: { ...defaults, gender: 'male', country: null },
      page: 1,
    });
  });

  it('falls back to the defaults for values that do not fit, and never keeps control characters', () => {
    expect(readSome('gender=robot&country=FR&min_age=5&page=-2')).toEqual({ filters: defaults, page: 1 });
    expect(readSome('min_age=40&max_age=30').filters).toMatchObject({ min_age: null, max_age: null });
    expect(readSome('max_age=30').filters).toMatchObject({ min_age: null, max_age: null });
    expect(readSome('page=99999').page).toBe(1);
    expect(readSome('region=Ti%00rol%0A').filters.countryregion).toBe('Tirol');
    expect(readSome(`region=${'x'.repeat(101)}`).filters.countryregion).toBeNull();
    // No country filter on the site: a country in the address is ignored.
    expect(readSome('country=AT', { ...options, countryFilter: false }).filters.country).toBeNull();
  });
});

describe('writeSearchUrl', () => {
  it('writes the search and keeps the other parameters, and reads back the same', () => {
    const state = {
      filters: { gender: null, country: 'CH', countryregion: 'Bern', min_age: 30, max_age: null },
      page: 2,
    } satisfies Parameters<typeof writeSearchUrl>[0];
    const params = writeSearchUrl(state, new URLSearchParams('network=adnet&page=9'), {
      countryFilter: true,
    });
    expect(params.toString()).toBe('network=adnet&gender=any&country=CH&region=Bern&min_age=30&page=2');
    expect(readSearchUrl(params, defaults, options)).toEqual(state);
  });

  it('leaves out page 1 and the country where the member cannot choose one', () => {
    const params = writeSearchUrl({ filters: defaults, page: 1 }, new URLSearchParams(), {
      countryFilter: false,
    });
    expect(params.toString()).toBe('gender=female');
  });
});
