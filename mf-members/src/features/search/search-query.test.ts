import { toSearchQuery } from './search-query';
import type { SearchFilters } from './search-state';

const any: SearchFilters = { gender: null, country: null, countryregion: null, min_age: null, max_age: null };
const paging = { pageNumber: 3, numResults: 12 };

describe('toSearchQuery', () => {
  it('leaves "any" out and always names the page', () => {
    expect(toSearchQuery(any, paging, { regionCountry: 'GB', network: null })).toEqual({ page: 3, num: 12 });
  });

  it.each([
    ['all ages', null, null, {}],
    ['a range', 25, 35, { min_age: 25, max_age: 35 }],
    ['N+', 40, null, { min_age: 40 }],
  ])('sends %s', (_mode, min_age, max_age, expected) => {
    expect(
      toSearchQuery({ ...any, min_age, max_age }, paging, { regionCountry: null, network: null }),
    ).toEqual({
      page: 3,
      num: 12,
      ...expected,
    });
  });

  it("sends a region with its country, and a visitor's network", () => {
    expect(
      toSearchQuery({ ...any, gender: 'female', countryregion: 'Tirol' }, paging, {
        regionCountry: 'AT',
        network: 'adnet',
      }),
    ).toEqual({ gender: 'female', country: 'AT', region: 'Tirol', page: 3, num: 12, network: 'adnet' });
  });
});
