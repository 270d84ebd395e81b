import { placeOf, regionAddsToCity } from './place';

describe('where a card says a member lives', () => {
  it('names city and region', () => {
    expect(placeOf({ city: 'Leeds', region: 'England' })).toBe('Leeds, England');
  });

  it('names a city that gives its region its name once', () => {
    expect(placeOf({ city: 'London', region: 'London' })).toBe('London');
    expect(placeOf({ city: 'wien ', region: 'Wien' })).toBe('wien');
    expect(regionAddsToCity({ city: 'London', region: 'London' })).toBe(false);
  });

  it('names whichever of the two the member shows', () => {
    expect(placeOf({ city: null, region: 'Bayern' })).toBe('Bayern');
    expect(placeOf({ city: 'Bonn', region: null })).toBe('Bonn');
    expect(placeOf({ city: null, region: null })).toBe('');
    expect(regionAddsToCity({ city: null, region: 'Bayern' })).toBe(true);
    expect(regionAddsToCity({ city: 'Bonn', region: '' })).toBe(false);
  });
});
