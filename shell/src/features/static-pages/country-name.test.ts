import { countryName } from './country-name';

describe('the company’s country on a static page', () => {
  it('is named in the page’s language when the site writes it in English', () => {
    expect(countryName('Netherlands', 'de')).toBe('Niederlande');
    expect(countryName('Netherlands', 'fr')).toBe('Pays-Bas');
    expect(countryName('The Netherlands', 'nl')).toBe('Nederland');
    expect(countryName('Netherlands', 'en')).toBe('Netherlands');
  });

  it('is named in the page’s language when the site gives a region code', () => {
    expect(countryName('DE', 'it')).toBe('Germania');
  });

  it('stays as written when it names no known country', () => {
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });
});
