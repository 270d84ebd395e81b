import type { MemberCard } from 'shared-ui/kernel';

/** The same place name, whatever its case, accents' composition or surrounding spaces. */
const samePlace = (a: string, b: string) =>
  a.normalize('NFC').trim().toLocaleLowerCase() === b.normalize('NFC').trim().toLocaleLowerCase();

/**
 * Where a member lives as lists show it: 'City, Region', or whichever of the two the member shows; a city
 * that gives its region its name (London, London; Wien, Wien) is named once.
 */
export function placeOf(profile: Pick<MemberCard, 'city' | 'region'>): string {
  const city = profile.city?.trim() || null;
  const region = profile.region?.trim() || null;
  if (city && region && samePlace(city, region)) return city;
  return [city, region].filter(Boolean).join(', ');
}

/** Whether the region adds anything to the city (false for London in London). */
export function regionAddsToCity(profile: Pick<MemberCard, 'city' | 'region'>): boolean {
  if (!profile.region?.trim()) return false;
  return !profile.city?.trim() || !samePlace(profile.city, profile.region);
}
