/** @jest-environment node */
import { Value } from '@sinclair/typebox/value';
import {
  AllRegionsResponseSchema,
  CountryRegionsSchema,
  COUNTRY_LANGUAGES,
  InterestsResponseSchema,
} from 'contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** The product's interest list, in its order, as the product owner wrote it. */
const SPEC_INTERESTS =
  'relationship, onenightstand, kissing, hugging, massages, lingerie, sex, safesex, publicsex, oralsex, analsex, ' +
  'sextoys, masturbating, exchangingpictures, threesome, gangbang, bondage, sadomasochism, gym, sports, dancing, ' +
  'travelling, adventure, party, tattoos, music, movies, videogames, politics, outdoors, gardening, hiking, biking, ' +
  'reading, animals, beach, art, photography, theater, shopping, fashion, astrology, cooking, foodie, bbq, sushi, ' +
  'vegetarian, wine, beer, tea, coffee';

/** What each served country calls its top-level regions, and how many it has. */
const EXPECTED: Record<string, { label: string; count: number; includes: string }> = {
  US: { label: 'state', count: 51, includes: 'District of Columbia' },
  NL: { label: 'province', count: 12, includes: 'Noord-Brabant' },
  BE: { label: 'province', count: 11, includes: 'Liège' },
  FR: { label: 'region', count: 18, includes: 'Île-de-France' },
  IT: { label: 'region', count: 20, includes: "Valle d'Aosta" },
  ES: { label: 'region', count: 19, includes: 'Cataluña' },
  DE: { label: 'state', count: 16, includes: 'Nordrhein-Westfalen' },
  AT: { label: 'state', count: 9, includes: 'Kärnten' },
  IE: { label: 'province', count: 4, includes: 'Munster' },
  GB: { label: 'region', count: 12, includes: 'Scotland' },
  AU: { label: 'state', count: 8, includes: 'Tasmania' },
  NZ: { label: 'region', count: 16, includes: 'Manawatū-Whanganui' },
  CA: { label: 'province', count: 13, includes: 'Quebec' },
  PL: { label: 'voivodeship', count: 16, includes: 'Łódzkie' },
  CH: { label: 'canton', count: 26, includes: 'Graubünden' },
};

describe('GET /api/interests.php and /api/regions.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the interests of the product, in order', async () => {
    const response = await t.app.inject({ url: '/api/interests.php' });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(InterestsResponseSchema, response.json())).toBe(true);
    expect(response.json()).toEqual({ interests: SPEC_INTERESTS.split(', ') });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(Object.entries(EXPECTED))('lists the regions of %s with their label', async (country, expected) => {
    const response = await t.app.inject({ url: '/api/regions.php', query: { country } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(CountryRegionsSchema, body)).toBe(true);
    expect(body.country).toBe(country);
    expect(body.label).toBe(expected.label);
    expect(body.regions).toHaveLength(expected.count);
    expect(body.regions).toContain(expected.includes);
    expect(new Set(body.regions).size).toBe(body.regions.length);
  });

  it('covers every country the product offers languages for', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(COUNTRY_LANGUAGES).sort());
  });

  it('accepts a lower-case country code', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=nl' });
    expect(response.json()).toMatchObject({ country: 'NL', label: 'province' });
  });

  it('lists every country without a country parameter', async () => {
    const response = await t.app.inject({ url: '/api/regions.php' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(AllRegionsResponseSchema, body)).toBe(true);
    expect(body.countries.map((entry: { country: string }) => entry.country).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  it('answers 404 not_found for a country without regions', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=SE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'No regions are known for country SE.',
      statusCode: 404,
    });
  });

  it('answers 400 validation_failed for a malformed country', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=Sweden' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      statusCode: 400,
      fields: { country: expect.any(String) },
    });
    expect(response.json().message).toMatch(/^Invalid querystring: country /);
  });
});
