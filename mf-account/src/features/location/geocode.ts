/**
 * The geocode of the device's position: rounded to GEOCODE_PRECISION decimals before it leaves the device
 * (the rounded position is the cache key too, so a different position never reuses an answer), asked at
 * GET /api/geocode.php and kept up to GEOLOCATION_CACHE_MS. A failure is stored as false, like the API's.
 */
import { GEOCODE_PRECISION, GEOLOCATION_CACHE_MS, request, type GeocodePlace } from 'shared-ui/kernel';

export type Geocode = GeocodePlace | false;

const STORAGE_KEY = 'geocode';

interface Stored {
  key: string;
  at: number;
  geocode: Geocode;
}

/** The rounded position as text: what is sent and what the cache is keyed by. */
export function roundedPosition(latitude: number, longitude: number): { lat: string; lon: string } {
  return { lat: latitude.toFixed(GEOCODE_PRECISION), lon: longitude.toFixed(GEOCODE_PRECISION) };
}

function readCache(key: string, now: number): Geocode | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    if (stored && stored.key === key && now - stored.at < GEOLOCATION_CACHE_MS) return stored.geocode;
  } catch {
    // Storage blocked or garbled: ask again.
  }
  return undefined;
}

function writeCache(value: Stored): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the answer is simply not kept.
  }
}

/** The place at the position, from the cache when the same rounded position was asked within the hour. */
export async function geocodeAt(latitude: number, longitude: number, now = Date.now()): Promise<Geocode> {
  const { lat, lon } = roundedPosition(latitude, longitude);
  const key = `${lat},${lon}`;
  const cached = readCache(key, now);
  if (cached !== undefined) return cached;
  let geocode: Geocode;
  try {
    geocode = (await request('GET /api/geocode.php', { query: { lat, lon } })).geocode;
  } catch {
    geocode = false;
  }
  writeCache({ key, at: now, geocode });
  return geocode;
}
