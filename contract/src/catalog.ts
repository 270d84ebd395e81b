import { Type, type Static } from '@sinclair/typebox';
import { Text } from './primitives.js';
import { CompanyInfoSchema } from './settings.js';

/** GET /api/interests.php: the interest slugs a profile can pick, in display order (translated by the client). */
export const InterestsResponseSchema = Type.Object({ interests: Type.Array(Type.String()) });
export type InterestsResponse = Static<typeof InterestsResponseSchema>;

/** What a country calls its top-level regions (province, state, canton, region or voivodeship). */
export const RegionKindSchema = Type.Union([
  Type.Literal('province'),
  Type.Literal('state'),
  Type.Literal('canton'),
  Type.Literal('region'),
  Type.Literal('voivodeship'),
]);
export type RegionKind = Static<typeof RegionKindSchema>;

/** The top-level regions of one country, in display order. */
export const CountryRegionsSchema = Type.Object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: Type.String(),
  label: RegionKindSchema,
  regions: Type.Array(Type.String()),
});
export type CountryRegions = Static<typeof CountryRegionsSchema>;

/** GET /api/regions.php?country=XX: one country (lower case accepted). */
export const RegionsQuerySchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' })),
});
export type RegionsQuery = Static<typeof RegionsQuerySchema>;

/** GET /api/regions.php without a country: every country that has regions. */
export const AllRegionsResponseSchema = Type.Object({ countries: Type.Array(CountryRegionsSchema) });
export type AllRegionsResponse = Static<typeof AllRegionsResponseSchema>;

export const RegionsResponseSchema = Type.Union([CountryRegionsSchema, AllRegionsResponseSchema]);
export type RegionsResponse = Static<typeof RegionsResponseSchema>;

/** GET /api/companyinfo.php: the operator of the site the request is for. */
export const CompanyInfoResponseSchema = Type.Object({ companyinfo: CompanyInfoSchema });
export type CompanyInfoResponse = Static<typeof CompanyInfoResponseSchema>;

/** Query of the per-site calls: the site is chosen by this parameter, else by the Host header. */
export const SiteQuerySchema = Type.Object(
  {
    forced_domain: Type.Optional(
      Text(253, { minLength: 1, description: 'Host name of the site, sent by the shell' }),
    ),
  },
  // Route query parameters ride along and are ignored.
  { additionalProperties: true },
);
export type SiteQuery = Static<typeof SiteQuerySchema>;
