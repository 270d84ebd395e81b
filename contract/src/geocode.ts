/**
 * GET /api/geocode.php: a position to the place a profile can name (country, region, city).
 * The client rounds the position to GEOCODE_PRECISION (constants.ts) decimals before asking, so no exact position leaves
 * the device; the server rounds again and neither logs nor stores it, and the answer never repeats it.
 * The answer is `{ geocode }`, as the clients store it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Text } from './primitives.js';

/**
 * Latitude and longitude as decimal degrees. Taken as text: a position that is malformed or out of range
 * answers `false`, like any other position that names no place, rather than a validation error.
 */
export const GeocodeQuerySchema = Type.Object({ lat: Text(40), lon: Text(40) });
export type GeocodeQuery = Static<typeof GeocodeQuerySchema>;

/** The place, with a region the site's regions.php lists for the country (null when none fits). */
export const GeocodePlaceSchema = Type.Object({
  /** ISO 3166-1 alpha-2, one of the site's countries. */
  country: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
});
export type GeocodePlace = Static<typeof GeocodePlaceSchema>;

/**
 * Field geocode: the place, or false when there is none to name: not a position, on the sea or far from
 * any town, or in a country the site does not serve (a profile can only name one of the site's countries).
 */
export const GeocodeResponseSchema = Type.Object({
  geocode: Type.Union([GeocodePlaceSchema, Type.Literal(false)]),
});
export type GeocodeResponse = Static<typeof GeocodeResponseSchema>;
