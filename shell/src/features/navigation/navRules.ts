import type { BadgeSourceName, NavVisibility, User } from 'shared-ui/kernel';

/** Who sees a registered navigation item: visitors, every member, or members who pay or do not. */
export function isNavItemVisible(visibility: NavVisibility, user: User | null): boolean {
  switch (visibility) {
    case 'visitor':
      return user === null;
    case 'member':
      return user !== null;
    case 'paid-member':
      return user?.paid_user === true;
    case 'free-member':
      return user !== null && !user.paid_user;
  }
}

/** How the shell shows each badge source: a test id, and the shell:nav key screen readers hear. */
export const BADGE_PRESENTATION: Record<BadgeSourceName, { testId: string; spokenKey: string }> = {
  unreadMessages: { testId: 'unread-badge', spokenKey: 'nav.unread' },
  newLikes: { testId: 'likes-badge', spokenKey: 'nav.newLikes' },
  credits: { testId: 'credits-badge', spokenKey: 'nav.creditsLeft' },
};
