import type { GENDERS } from './values';

/** Whom a visitor looks for, asked on the signup's first step next to their own gender. */
export const LOOKING_FOR = ['male', 'female', 'both'] as const;
export type Gender = (typeof GENDERS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];

/**
 * The profile's sexuality from 'I am … looking for …': the profile stores a sexuality, and discovery reads
 * the gender looked for back from gender and sexuality (genderLookedFor in the contract).
 */
export function sexualityFor(gender: Gender, lookingFor: LookingFor): 'hetero' | 'gay' | 'lesbian' | 'bi' {
  if (lookingFor === 'both') return 'bi';
  if (lookingFor !== gender) return 'hetero';
  return gender === 'female' ? 'lesbian' : 'gay';
}
