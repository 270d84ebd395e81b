import type { User } from 'shared-ui/kernel';
import { isMembersArea } from '../time-bonus/timeBonusRules';

/** The alert's hide key: dismissing stores the unix time (seconds) under it, and it stays hidden. */
export const ENRICH_PROFILE_HIDE_KEY = 'hide_enrich_profile';

/** Of the optional details, a profile with fewer than this many filled in counts as thin. */
export const ENRICH_PROFILE_MIN_DETAILS = 3;

/** How many of the optional details a profile tells: looks, relationship, interests, place, reason. */
export function filledDetails(profile: User['profile']): number {
  return [
    profile.hair_color,
    profile.eye_color,
    profile.body_type,
    profile.relationship_status,
    profile.signup_reason,
    profile.city,
    profile.interests && profile.interests.length > 0 ? 'interests' : null,
  ].filter((value) => value !== null && value !== undefined && value !== '').length;
}

/**
 * A thin profile: no photo, no words about oneself, or fewer than ENRICH_PROFILE_MIN_DETAILS details.
 * Those are what other members look at first, so they get the member more replies.
 */
export function isThinProfile(profile: User['profile']): boolean {
  return (
    profile.main_image === null ||
    !profile.about_me?.trim() ||
    filledDetails(profile) < ENRICH_PROFILE_MIN_DETAILS
  );
}

/**
 * Shown on the members-area pages (never on /profile, where the member is already enriching it) while the
 * profile is thin. Not while the e-mail address is unconfirmed: the activation reminder comes first.
 */
export function shouldShowEnrichProfile(user: User | null, routeName: string | undefined): boolean {
  return (
    user !== null &&
    user.status !== 'not_confirmed' &&
    isMembersArea(routeName) &&
    isThinProfile(user.profile)
  );
}
