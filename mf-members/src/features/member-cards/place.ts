import type { MemberCard } from 'shared-ui/kernel';

/** Where a member lives as lists show it: 'City, Region', or whichever of the two the member shows. */
export function placeOf(profile: Pick<MemberCard, 'city' | 'region'>): string {
  return [profile.city, profile.region].filter(Boolean).join(', ');
}
