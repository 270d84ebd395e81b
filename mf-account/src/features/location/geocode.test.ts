import { GEOLOCATION_CACHE_MS } from 'shared-ui/kernel';
import { stubFetch } from 'shared-ui/testing';
import { geocodeAt, roundedPosition } from './geocode';

const berlin = { country: 'DE', region: 'Berlin', city: 'Berlin' };

beforeEach(() => sessionStorage.clear());

it('rounds the position to 2 decimals before it is sent', () => {
  expect(roundedPosition(52.520008, 13.404954)).toEqual({ lat: '52.52', lon: '13.40' });
  expect(roundedPosition(-33.86882, 151.20929)).toEqual({ lat: '-33.87', lon: '151.21' });
});

it('keeps an answer for up to an hour, then asks again', async () => {
  const { calls } = stubFetch({ 'GET /api/geocode.php': { body: { geocode: berlin } } });
  const start = 1_000_000;
  expect(await geocodeAt(52.52, 13.405, start)).toEqual(berlin);
  expect(await geocodeAt(52.52, 13.405, start + GEOLOCATION_CACHE_MS - 1)).toEqual(berlin);
  expect(calls).toHaveLength(1);
  await geocodeAt(52.52, 13.405, start + GEOLOCATION_CACHE_MS);
  expect(calls).toHaveLength(2);
});

it('stores a failed lookup as false', async () => {
  stubFetch({ 'GET /api/geocode.php': { status: 400, body: { error: 'validation_failed', message: 'x' } } });
  expect(await geocodeAt(1, 2, 0)).toBe(false);
  expect(JSON.parse(sessionStorage.getItem('geocode')!)).toMatchObject({ key: '1.00,2.00', geocode: false });
});
