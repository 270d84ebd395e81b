/**
 * The interests in groups, so the step is not one block of fifty chips: dating wishes, the explicit ones
 * apart under their own heading (and folded until opened), and hobbies. Interests the API adds later that
 * no group names join the hobbies.
 */
import { INTEREST_GROUPS, type InterestGroup } from 'shared-ui/kernel';

export type { InterestGroup };
export const INTEREST_GROUP_ORDER: readonly InterestGroup[] = ['dating', 'adult', 'hobbies'];

/** The API's interests in their groups, each in the API's order. */
export function groupInterests(interests: readonly string[]): Record<InterestGroup, string[]> {
  const groups: Record<InterestGroup, string[]> = { dating: [], adult: [], hobbies: [] };
  for (const interest of interests) {
    if ((INTEREST_GROUPS.dating as readonly string[]).includes(interest)) groups.dating.push(interest);
    else if ((INTEREST_GROUPS.adult as readonly string[]).includes(interest)) groups.adult.push(interest);
    else groups.hobbies.push(interest);
  }
  return groups;
}
