/**
 * Where demo members live and which language they use: a country from the site's list (weighted by a rough
 * market size), a region (weighted by population) with one of its real cities, and a language the country
 * offers (COUNTRY_LANGUAGES), following the language borders where a country has several.
 */
import { COUNTRY_LANGUAGES, type Language } from 'contract/constants';
import { CITY_SEED } from './cities.js';
import { pick, weighted, type Rng } from './random.js';

type LanguageWeights = Readonly<Partial<Record<Language, number>>>;

/** Relative number of members per country; countries not listed weigh 1. */
export const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  US: 30,
  DE: 14,
  GB: 12,
  FR: 10,
  IT: 9,
  ES: 8,
  PL: 6,
  CA: 6,
  NL: 6,
  AU: 5,
  BE: 3,
  AT: 3,
  CH: 3,
  IE: 2,
  NZ: 1.5,
};

/** The language mix of countries with more than one language (others use their only one). */
const COUNTRY_LANGUAGE_WEIGHTS: Readonly<Record<string, LanguageWeights>> = {
  US: { en: 88, es: 12 },
  BE: { nl: 58, fr: 40, de: 2 },
  CA: { en: 97, fr: 3 },
  CH: { de: 95, en: 5 },
};

/** Regions whose language mix differs from the country's (language borders, big expat cities). */
const REGION_LANGUAGE_WEIGHTS: Readonly<Record<string, Readonly<Record<string, LanguageWeights>>>> = {
  US: {
    California: { en: 7, es: 3 },
    Texas: { en: 7, es: 3 },
    'New Mexico': { en: 7, es: 3 },
    Florida: { en: 8, es: 2 },
    Arizona: { en: 8, es: 2 },
    Nevada: { en: 8, es: 2 },
  },
  BE: {
    Antwerpen: { nl: 1 },
    Limburg: { nl: 1 },
    'Oost-Vlaanderen': { nl: 1 },
    'Vlaams-Brabant': { nl: 1 },
    'West-Vlaanderen': { nl: 1 },
    'Brabant wallon': { fr: 1 },
    Hainaut: { fr: 1 },
    Luxembourg: { fr: 1 },
    Namur: { fr: 1 },
    Liège: { fr: 9, de: 1 },
    'Brussel / Bruxelles': { fr: 8, nl: 2 },
  },
  CA: {
    Quebec: { fr: 8, en: 2 },
    'New Brunswick': { en: 2, fr: 1 },
  },
  CH: {
    Genève: { fr: 9, en: 1 },
    Vaud: { fr: 9, en: 1 },
    Neuchâtel: { fr: 1 },
    Jura: { fr: 1 },
    Fribourg: { fr: 7, de: 3 },
    Valais: { fr: 7, de: 3 },
    Bern: { de: 9, fr: 1 },
    Ticino: { it: 1 },
    Graubünden: { de: 8, it: 2 },
    Zürich: { de: 9, en: 1 },
    'Basel-Stadt': { de: 9, en: 1 },
    Zug: { de: 8, en: 2 },
  },
};

/** The countries of a site that the demo data can place members in. */
export const placeableCountries = (countries: readonly string[]): string[] =>
  countries.filter((country) => CITY_SEED[country] !== undefined && COUNTRY_LANGUAGES[country] !== undefined);

export interface Place {
  country: string;
  region: string;
  city: string;
  language: Language;
}

/** Population weights per country's regions, computed once. */
const regionWeights = new Map<string, Record<string, number>>();
function regionWeightsOf(country: string): Record<string, number> {
  let weights = regionWeights.get(country);
  if (!weights) {
    weights = Object.fromEntries(
      Object.entries(CITY_SEED[country] ?? {}).map(([region, [population]]) => [region, population]),
    );
    regionWeights.set(country, weights);
  }
  return weights;
}

export function languageWeightsOf(country: string, region: string): LanguageWeights {
  const own = COUNTRY_LANGUAGES[country] ?? ['en'];
  return (
    REGION_LANGUAGE_WEIGHTS[country]?.[region] ??
    COUNTRY_LANGUAGE_WEIGHTS[country] ??
    Object.fromEntries(own.map((language) => [language, 1]))
  );
}

/** A member's country (one of `countries`, which must be placeable), region, city and language. */
export function pickPlace(rng: Rng, countries: readonly string[]): Place {
  const country = weighted(
    rng,
    Object.fromEntries(countries.map((code) => [code, COUNTRY_WEIGHTS[code] ?? 1])),
  );
  return placeIn(rng, country);
}

/** A region, city and language within one country. */
export function placeIn(rng: Rng, country: string, region?: string): Place {
  const chosenRegion = region ?? weighted(rng, regionWeightsOf(country));
  const entry = CITY_SEED[country]?.[chosenRegion];
  if (!entry) throw new Error(`no cities for ${country}/${chosenRegion}`);
  const [, ...cities] = entry;
  return {
    country,
    region: chosenRegion,
    city: pick(rng, cities),
    language: weighted(rng, languageWeightsOf(country, chosenRegion)),
  };
}
