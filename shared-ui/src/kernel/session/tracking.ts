/**
 * The traffic source a visitor arrived with (network, ref, sub1, sub2, sub3): the shell
 * stores it from the URL; the signup sends it along, and logged-out search opens for it on some sites.
 */
export const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingData = Partial<Record<TrackingParam, string>>;

/** localStorage: the tracking data, as JSON. */
export const TRACKING_STORAGE_KEY = 'tracking_data';

/** Reads the stored tracking data; anything unreadable or not a non-empty string is left out, never guessed. */
export function readTrackingData(storage: Storage | undefined = globalThis.localStorage): TrackingData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(TRACKING_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const tracking: TrackingData = {};
  for (const field of TRACKING_PARAMS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') tracking[field] = value;
  }
  return tracking;
}
