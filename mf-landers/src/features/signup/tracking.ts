/** The traffic-source data the shell stores from the URL (SPEC section 2), sent with the signup. */
export interface TrackingData {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

export const TRACKING_STORAGE_KEY = 'tracking_data';
const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Reads the stored tracking data; anything unreadable or not a string is left out, never guessed. */
export function readTrackingData(storage: Storage | undefined = globalThis.localStorage): TrackingData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(TRACKING_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const tracking: TrackingData = {};
  for (const field of TRACKING_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') tracking[field] = value;
  }
  return tracking;
}
