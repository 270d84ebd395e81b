/** @jest-environment node */
import { countryCode, geoipCountryFromHeaders, normalizeHostname } from './request-site.js';

describe('normalizeHostname', () => {
  it.each([
    ['Flirtmoment.TEST', 'flirtmoment.test'],
    ['flirtmoment.test:8080', 'flirtmoment.test'],
    ['flirtmoment.test.', 'flirtmoment.test'],
    [' localhost ', 'localhost'],
    ['[::1]:8080', '::1'],
    ['::1', '::1'],
    ['https://herzklopfen.test:8443/members?x=1', 'herzklopfen.test'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeHostname(raw)).toBe(expected);
  });
});

describe('geoipCountryFromHeaders', () => {
  it('prefers CF-IPCountry, then X-Country-Code, upper-cased', () => {
    expect(geoipCountryFromHeaders({ 'cf-ipcountry': 'nl', 'x-country-code': 'DE' })).toBe('NL');
    expect(geoipCountryFromHeaders({ 'x-country-code': 'de' })).toBe('DE');
  });

  it('ignores unknown, Tor and malformed values', () => {
    expect(geoipCountryFromHeaders({ 'cf-ipcountry': 'XX' })).toBeNull();
    expect(geoipCountryFromHeaders({ 'cf-ipcountry': 'T1', 'x-country-code': 'AT' })).toBe('AT');
    expect(geoipCountryFromHeaders({ 'cf-ipcountry': 'Germany' })).toBeNull();
    expect(geoipCountryFromHeaders({})).toBeNull();
  });
});

describe('countryCode', () => {
  it('accepts two letters in any case', () => {
    expect(countryCode('ch')).toBe('CH');
    expect(countryCode('CHE')).toBeNull();
    expect(countryCode(undefined)).toBeNull();
  });
});
