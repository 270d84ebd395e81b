import type { User } from 'shared-ui/kernel';

/**
 * The members area (members, profiles, chats, likes, premium): entering it starts the time-bonus modal's delay,
 * leaving cancels it.
 */
export const MEMBERS_AREA_ROUTES: readonly string[] = [
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
];

export function isMembersArea(routeName: string | undefined): boolean {
  return MEMBERS_AREA_ROUTES.includes(routeName ?? '');
}

/** The banner's dismissal (its close button): the unix time (seconds) of closing it, as the modal's. */
export const TIME_BONUS_BANNER_HIDE_KEY = 'hide_time_bonus_banner';

/** The modal's dismissal: the unix time (seconds) of closing it, as the other dismissible alerts. */
export const TIME_BONUS_MODAL_HIDE_KEY = 'hide_time_bonus_modal';

/**
 * A dismissal (of the modal or the banner) counts for the account it was made in: one stored before this user signed up (another
 * account on a shared device, months ago) does not hide the new member's one-time welcome offer.
 */
export function isModalDismissed(
  dismissal: { hidden: boolean; dismissedAt: number | null },
  user: User | null,
): boolean {
  if (!dismissal.hidden) return false;
  const signup = user ? Date.parse(user.signup_date) : Number.NaN;
  // A value that is no unix time, or a user without a signup date: hidden, as useDismissible says.
  if (dismissal.dismissedAt === null || Number.isNaN(signup)) return true;
  return dismissal.dismissedAt >= Math.floor(signup / 1000);
}

/** The modal's conditions besides the delay: logged in, 0 credits, not dismissed, the bonus visible. */
export function canShowTimeBonusModal(options: {
  user: User | null;
  bonusVisible: boolean;
  dismissed: boolean;
}): boolean {
  const { user, bonusVisible, dismissed } = options;
  return user !== null && user.credits === 0 && !dismissed && bonusVisible;
}
