import type { User } from 'shared-ui/kernel';

/** The parts of a profile that make members reply, in the order a new member is asked to fill them. */
export const PROFILE_PARTS = ['photo', 'aboutMe', 'interests', 'details', 'location'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** The looks and status a profile shows under its details (tattoos stay optional). */
const DETAIL_FIELDS = ['hair_color', 'eye_color', 'body_type', 'relationship_status'] as const;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Whether the member's own data already has a part (never asked again once it is there). */
export function hasPart(profile: User['profile'], part: ProfilePart): boolean {
  switch (part) {
    case 'photo':
      return profile.main_image !== null;
    case 'aboutMe':
      return filled(profile.about_me);
    case 'interests':
      return (profile.interests?.length ?? 0) > 0;
    case 'details':
      return DETAIL_FIELDS.every((field) => filled(profile[field]));
    case 'location':
      return filled(profile.city) || filled(profile.region);
  }
}

export interface ProfileCompletion {
  /** 0 to 100, whole percent. */
  percent: number;
  done: ProfilePart[];
  missing: ProfilePart[];
}

/** How complete a profile is, from the member's real data: each part weighs the same. */
export function profileCompletion(profile: User['profile']): ProfileCompletion {
  const done = PROFILE_PARTS.filter((part) => hasPart(profile, part));
  const missing = PROFILE_PARTS.filter((part) => !done.includes(part));
  return { percent: Math.round((done.length / PROFILE_PARTS.length) * 100), done, missing };
}
